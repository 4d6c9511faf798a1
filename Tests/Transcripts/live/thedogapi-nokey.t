# TheDogAPI without a key, in its 2026 schema: details and search work, images say what is missing.
#| source = thedogapi
#| thedogapi-url = {server}/thedogapi
#| server = --schema 2026
$ info
Source: the {server} catalog
84 breeds and 57 sub-breeds
0 breeds and sub-breeds have facts and scores from the AKC.
114 breeds and sub-breeds have details from TheDogAPI.
dogsh 1.0.0

$ open labrador
Labrador Retriever · labrador
  Sporting · large size · Newfoundland, Canada
  Height       55–62 cm
  Weight       25–36 kg
  Life span    10–13 years
  Temperament  Kind, Outgoing, Agile, Gentle, Intelligent, Trusting, Even
               Tempered
  Bred for     Water retrieving
  Sources      TheDogAPI: Labrador Retriever (#149)
The images could not be loaded: {server} needs an API key for this: set
DOGSH_THEDOGAPI_KEY, or thedogapi-key in the settings file.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ random
{server} needs an API key for this: set DOGSH_THEDOGAPI_KEY, or thedogapi-key in the settings file.

$ search shepherd
Search “shepherd”: 3 results
  1   Australian Shepherd
  2   German Shepherd Dog            germanshepherd
  3   Caucasian Shepherd (Ovcharka)  ovcharka caucasian
open <n> opens a result.
