# Search ranks exact, prefix, word-prefix and subsequence matches, and
# suggests near misses when nothing matches.
#| seed = 2
$ search golden
Search “golden”: 1 result
  1   retriever golden
open <n> opens a result.

$ open 1
Golden Retriever · retriever golden
  Group           Sporting
  Bred for        Retrieving
  Life span       10–12 years
  Temperament     Intelligent, Kind, Reliable, Friendly, Trustworthy, Confident
  Origin          Scotland
  Weight          25–34 kg
  Height          55–61 cm
  Source          TheDogAPI: Golden Retriever (#121)
  Group           Sporting
  AKC popularity  #3
  Temperament     Friendly, Intelligent, Devoted
  Height          54.61–60.96 cm
  Weight          24.95–34.02 kg
  Life span       10–12 years
  Coat            double, medium
  Traits          children 5 · dogs 5 · strangers 5 · affection 5 ·
                  playfulness 4 · protective 3 · adaptability 5 · trainability 5
                  · energy 3 · barking 1 · stimulation 4 · shedding 4 ·
                  grooming 2 · drooling 2 · demeanor 4
  Source          AKC: Golden Retriever
Images: 10 of 100
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
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ back
Search “golden”: 1 result
  1   retriever golden
open <n> opens a result.

$ search rtvr
Search “rtvr”: 6 results
  1   retriever
  2   retriever curly       Curly-Coated Retriever
  3   retriever golden
  4   labrador              Labrador Retriever
  5   retriever chesapeake  Chesapeake Bay Retriever
  6   retriever flatcoated
open <n> opens a result.

$ search labardor
Search “labardor”: 0 results
No breed matches “labardor”.
Did you mean:
  1   labrador     Labrador Retriever
  2   labradoodle
open <n> opens a result.

$ open 1
Labrador Retriever · labrador
  Group           Sporting
  Bred for        Water retrieving
  Life span       10–13 years
  Temperament     Kind, Outgoing, Agile, Gentle, Intelligent, Trusting, Even
                  Tempered
  Origin          Newfoundland, Canada
  Weight          25–36 kg
  Height          55–62 cm
  Source          TheDogAPI: Labrador Retriever (#149)
  Group           Sporting
  AKC popularity  #1
  Temperament     Friendly, Active, Outgoing
  Height          54.61–62.23 cm
  Weight          24.95–36.29 kg
  Life span       10–12 years
  Coat            double, short
  Traits          children 5 · dogs 5 · strangers 5 · affection 5 ·
                  playfulness 5 · protective 3 · adaptability 5 · trainability 5
                  · energy 5 · barking 3 · stimulation 4 · shedding 4 ·
                  grooming 2 · drooling 2 · demeanor 5
  Source          AKC: Labrador Retriever
Images: 10 of 100
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
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ where
[2] breeds › [1] search “labardor” › labrador

$ search xyzzyq
Search “xyzzyq”: 0 results
No breed matches “xyzzyq”.

$ search bichon frisé
Search “bichon frisé”: 1 result
  1   frise bichon
open <n> opens a result.

$ search german shepherd
Search “german shepherd”: 1 result
  1   germanshepherd  German Shepherd Dog
open <n> opens a result.

$ search "afghan hound"
Search “afghan hound”: 1 result
  1   hound afghan
open <n> opens a result.

$ search hound
Search “hound”: 22 results · page 1 of 2
   1   hound
   2   hound blood
   3   hound plott         Plott
   4   hound afghan
   5   hound basset
   6   hound ibizan
   7   hound walker
   8   hound english       English Foxhound
   9   mudhol indian       Mudhol Hound
  10   elkhound
  11   coonhound           Black and Tan Coonhound
  12   deerhound
  13   greyhound
  14   otterhound
  15   wolfhound
  16   greyhound indian
  17   wolfhound irish
  18   bluetick            Bluetick Coonhound
  19   greyhound italian
  20   elkhound norwegian
open <n> opens a result.

$ more
Search “hound”: 22 results · page 2 of 2
  21   redbone             Redbone Coonhound
  22   deerhound scottish
open <n> opens a result.
