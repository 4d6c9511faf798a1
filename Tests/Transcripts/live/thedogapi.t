# TheDogAPI with a key, served by the test server: remote search merged with the local ranking.
#| source = thedogapi
#| thedogapi-url = {server}/thedogapi
#| thedogapi-key = test-key
#| page-size = 5
$ info
Source: the {server} catalog
84 breeds and 57 sub-breeds
0 breeds and sub-breeds have facts and scores from the AKC.
114 breeds and sub-breeds have details from TheDogAPI.
dogsh 1.0.0

$ search retriever
Search “retriever”: 4 results
  1   Retriever                 2 sub-breeds
  2   Golden Retriever
  3   Chesapeake Bay Retriever  retriever chesapeake
  4   Labrador Retriever        labrador
open <n> opens a result.

$ search akbash
Search “akbash”: 1 result
  1   Akbash Dog
open <n> opens a result.

$ open akbashdog
Akbash Dog · akbashdog
  Working · giant size
  Height       71–86 cm
  Weight       41–54 kg
  Life span    10–12 years
  Temperament  Loyal, Independent, Intelligent, Brave
  Bred for     Sheep guarding
  Sources      TheDogAPI: Akbash Dog (#5)
Images: 4
  1   {server}/thedogapi/images/b5-2.png
  2   {server}/thedogapi/images/b5-1.png
  3   {server}/thedogapi/images/b5-0.png
  4   {server}/thedogapi/images/b5-3.png
Only 4 images of Akbash Dog are available.
fav adds this breed to your favorites; fav <n> adds the image in row n.

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
Images: 4
  1   {server}/thedogapi/images/b149-2.png
  2   {server}/thedogapi/images/b149-3.png
  3   {server}/thedogapi/images/b149-1.png
  4   {server}/thedogapi/images/b149-0.png
Only 4 images of Labrador Retriever are available.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ home
Breeds: 84 breeds, 57 sub-breeds · page 1 of 17
  1   affenpinscher
  2   african        African Hunting Dog
  3   airedale       Airedale Terrier
  4   akbashdog
  5   akita
Type open <n> or open <breed>; more and prev turn the pages.

$ ls --images
Breeds: 84 breeds, 57 sub-breeds · page 1 of 17
  1   affenpinscher
       {server}/thedogapi/images/b1-3.png
  2   african        African Hunting Dog
       {server}/thedogapi/images/b3-1.png
  3   airedale       Airedale Terrier
       {server}/thedogapi/images/b4-2.png
  4   akbashdog
       {server}/thedogapi/images/b5-1.png
  5   akita
       {server}/thedogapi/images/b6-2.png
Type open <n> or open <breed>; more and prev turn the pages.
