# Search ranks exact, prefix, word-prefix and subsequence matches, and
# suggests near misses when nothing matches.
#| seed = 2
$ search golden
Search “golden”: 1 result
  1   Golden Retriever
open <n> opens a result.

$ open 1
Golden Retriever · retriever golden
  Sporting · large size · Scotland · AKC popularity #3
  Height       55–61 cm
  Weight       25–34 kg
  Life span    10–12 years
  Temperament  Friendly, Intelligent, Devoted (TheDogAPI: Kind, Reliable,
               Trustworthy, Confident)
  Bred for     Retrieving
  Coat         double, medium
  ●●●●● Good with young children   ●●●○○ Energy
  ●●●●● Good with other dogs       ●○○○○ Barking
  ●●●●● Open to strangers          ●●●●○ Mental stimulation needs
  ●●●●● Affectionate with family   ●●●●○ Shedding
  ●●●●○ Playfulness                ●●○○○ Grooming
  ●●●○○ Watchdog, protective       ●●○○○ Drooling
  ●●●●● Adaptability               ●●●●○ Demeanor with strangers
  ●●●●● Trainability
  Sources      AKC: Golden Retriever · TheDogAPI: Golden Retriever (#121)
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/retriever-golden/n02099601_3569.jpg
   2   https://images.dog.ceo/breeds/retriever-golden/PXL_20220311_055611129.MP_3.jpg
   3   https://images.dog.ceo/breeds/retriever-golden/n02099601_3666.jpg
   4   https://images.dog.ceo/breeds/retriever-golden/Z6A_4051_200803.jpg
   5   https://images.dog.ceo/breeds/retriever-golden/n02099601_2663.jpg
   6   https://images.dog.ceo/breeds/retriever-golden/n02099601_280.jpg
   7   https://images.dog.ceo/breeds/retriever-golden/PXL_20220311_055548510.MP_2.jpg
   8   https://images.dog.ceo/breeds/retriever-golden/n02099601_100.jpg
   9   https://images.dog.ceo/breeds/retriever-golden/n02099601_2495.jpg
  10   https://images.dog.ceo/breeds/retriever-golden/n02099601_124.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ back
Search “golden”: 1 result
  1   Golden Retriever
open <n> opens a result.

$ search rtvr
Search “rtvr”: 6 results
  1   Retriever                 4 sub-breeds
  2   Curly-Coated Retriever    retriever curly
  3   Golden Retriever
  4   Labrador Retriever        labrador
  5   Chesapeake Bay Retriever  retriever chesapeake
  6   Flat-Coated Retriever
open <n> opens a result.

$ search labardor
Search “labardor”: 0 results
No breed matches “labardor”.
Did you mean:
  1   Labrador Retriever  labrador
  2   Labradoodle
open <n> opens a result.

$ open 1
Labrador Retriever · labrador
  Sporting · large size · Newfoundland, Canada · AKC popularity #1
  Height       55–62 cm
  Weight       25–36 kg
  Life span    10–12 years (TheDogAPI: 10–13)
  Temperament  Friendly, Active, Outgoing (TheDogAPI: Kind, Agile, Gentle,
               Intelligent, Trusting, Even Tempered)
  Bred for     Water retrieving
  Coat         double, short
  ●●●●● Good with young children   ●●●●● Energy
  ●●●●● Good with other dogs       ●●●○○ Barking
  ●●●●● Open to strangers          ●●●●○ Mental stimulation needs
  ●●●●● Affectionate with family   ●●●●○ Shedding
  ●●●●● Playfulness                ●●○○○ Grooming
  ●●●○○ Watchdog, protective       ●●○○○ Drooling
  ●●●●● Adaptability               ●●●●● Demeanor with strangers
  ●●●●● Trainability
  Sources      AKC: Labrador Retriever · TheDogAPI: Labrador Retriever (#149)
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/labrador/n02099712_3185.jpg
   2   https://images.dog.ceo/breeds/labrador/n02099712_3503.jpg
   3   https://images.dog.ceo/breeds/labrador/n02099712_3854.jpg
   4   https://images.dog.ceo/breeds/labrador/n02099712_3340.jpg
   5   https://images.dog.ceo/breeds/labrador/labrador_zack_01.jpg
   6   https://images.dog.ceo/breeds/labrador/n02099712_2234.jpg
   7   https://images.dog.ceo/breeds/labrador/n02099712_1383.jpg
   8   https://images.dog.ceo/breeds/labrador/n02099712_3364.jpg
   9   https://images.dog.ceo/breeds/labrador/n02099712_3500.jpg
  10   https://images.dog.ceo/breeds/labrador/n02099712_2668.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ where
[2] breeds › [1] search “labardor” › labrador

$ search xyzzyq
Search “xyzzyq”: 0 results
No breed matches “xyzzyq”.

$ search bichon frisé
Search “bichon frisé”: 1 result
  1   Bichon Frise
open <n> opens a result.

$ search german shepherd
Search “german shepherd”: 1 result
  1   German Shepherd Dog  germanshepherd
open <n> opens a result.

$ search "afghan hound"
Search “afghan hound”: 1 result
  1   Afghan Hound
open <n> opens a result.

$ search hound
Search “hound”: 22 results · page 1 of 2
   1   Hound                    7 sub-breeds
   2   Bloodhound
   3   Plott                    hound plott
   4   Afghan Hound
   5   Basset Hound
   6   Ibizan Hound
   7   Walker Hound
   8   English Foxhound         hound english
   9   Mudhol Hound             mudhol indian
  10   Elkhound                 1 sub-breed
  11   Black and Tan Coonhound  coonhound
  12   Deerhound                1 sub-breed
  13   Greyhound                2 sub-breeds
  14   Otterhound
  15   Wolfhound                1 sub-breed
  16   Indian Greyhound
  17   Irish Wolfhound
  18   Bluetick Coonhound       bluetick
  19   Italian Greyhound
  20   Norwegian Elkhound
open <n> opens a result.

$ more
Search “hound”: 22 results · page 2 of 2
  21   Redbone Coonhound   redbone
  22   Scottish Deerhound
open <n> opens a result.
