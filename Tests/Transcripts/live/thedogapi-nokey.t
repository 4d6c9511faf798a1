# TheDogAPI without a key, in its 2026 schema: details and search work, images say what is missing.
#| source = thedogapi
#| thedogapi-url = {server}/thedogapi
#| server = --schema 2026
$ info
Source: the {server} catalog
83 breeds and 58 sub-breeds
114 breeds and sub-breeds have details from TheDogAPI.
dogsh 1.0.0

$ open labrador
Labrador Retriever · labrador
  Group        Sporting
  Bred for     Water retrieving
  Life span    10–13 years
  Temperament  Kind, Outgoing, Agile, Gentle, Intelligent, Trusting, Even
               Tempered
  Origin       Newfoundland, Canada
  Weight       25–36 kg
  Height       55–62 cm
  Source       TheDogAPI: Labrador Retriever (#149)
The images could not be loaded: {server} needs an API key for this: set
DOGSH_THEDOGAPI_KEY, or thedogapi-key in the settings file.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ random
{server} needs an API key for this: set DOGSH_THEDOGAPI_KEY, or thedogapi-key in the settings file.

$ search shepherd
Search “shepherd”: 3 results
  1   australian shepherd
  2   germanshepherd       German Shepherd Dog
  3   ovcharka caucasian   Caucasian Shepherd (Ovcharka)
open <n> opens a result.
