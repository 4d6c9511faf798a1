# dog.ceo's API, served by the test server: the same commands as offline, with live images.
#| source = {server}
#| seed = 3
#| page-size = 5
$ info
Source: the {server} catalog
107 breeds and 94 sub-breeds
112 breeds and sub-breeds have details from TheDogAPI.
dogsh 1.0.0

$ open labrador
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
   1   {server}/breeds/labrador/n02099712_3947.jpg
   2   {server}/breeds/labrador/n02099712_2668.jpg
   3   {server}/breeds/labrador/n02099712_3273.jpg
   4   {server}/breeds/labrador/n02099712_365.jpg
   5   {server}/breeds/labrador/Fury_01.jpg
   6   {server}/breeds/labrador/labrador_zack_01.jpg
   7   {server}/breeds/labrador/Fury_02.jpg
   8   {server}/breeds/labrador/n02099712_1150.jpg
   9   {server}/breeds/labrador/n02099712_2897.jpg
  10   {server}/breeds/labrador/n02099712_357.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ open afghan hound
Afghan Hound · hound afghan
  Group           Hound
  Bred for        Coursing and hunting
  Life span       10–13 years
  Temperament     Aloof, Clownish, Dignified, Independent, Happy
  Origin          Afghanistan, Iran, Pakistan
  Weight          23–27 kg
  Height          64–69 cm
  Source          TheDogAPI: Afghan Hound (#2)
  Group           Hound
  AKC popularity  #113
  Temperament     Dignified, Profoundly Loyal, Aristocratic
  Height          63.5–68.58 cm
  Weight          22.68–27.22 kg
  Life span       12–15 years
  Coat            silky, long
  Traits          children 3 · dogs 3 · strangers 3 · affection 3 ·
                  playfulness 3 · protective 3 · adaptability 3 · trainability 1
                  · energy 4 · barking 3 · stimulation 3 · shedding 1 ·
                  grooming 4 · drooling 1 · demeanor 1
  Source          AKC: Afghan Hound
Images: 10 of 100
   1   {server}/breeds/hound-afghan/n02088094_3059.jpg
   2   {server}/breeds/hound-afghan/n02088094_1661.jpg
   3   {server}/breeds/hound-afghan/n02088094_1335.jpg
   4   {server}/breeds/hound-afghan/n02088094_1370.jpg
   5   {server}/breeds/hound-afghan/n02088094_13011.jpg
   6   {server}/breeds/hound-afghan/n02088094_1259.jpg
   7   {server}/breeds/hound-afghan/n02088094_11570.jpg
   8   {server}/breeds/hound-afghan/n02088094_3057.jpg
   9   {server}/breeds/hound-afghan/n02088094_231.jpg
  10   {server}/breeds/hound-afghan/n02088094_11953.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ back
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
   1   {server}/breeds/labrador/n02099712_3947.jpg
   2   {server}/breeds/labrador/n02099712_2668.jpg
   3   {server}/breeds/labrador/n02099712_3273.jpg
   4   {server}/breeds/labrador/n02099712_365.jpg
   5   {server}/breeds/labrador/Fury_01.jpg
   6   {server}/breeds/labrador/labrador_zack_01.jpg
   7   {server}/breeds/labrador/Fury_02.jpg
   8   {server}/breeds/labrador/n02099712_1150.jpg
   9   {server}/breeds/labrador/n02099712_2897.jpg
  10   {server}/breeds/labrador/n02099712_357.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ home
Breeds: 107 breeds, 94 sub-breeds · page 1 of 22
  1   affenpinscher
  2   african        African Hunting Dog
  3   airedale       Airedale Terrier
  4   akita
  5   appenzeller    Appenzeller Sennenhund
Type open <n> or open <breed>; more and prev turn the pages.

$ ls --images
Breeds: 107 breeds, 94 sub-breeds · page 1 of 22
  1   affenpinscher
       {server}/breeds/affenpinscher/n02110627_11283.jpg
  2   african        African Hunting Dog
       {server}/breeds/african/n02116738_10024.jpg
  3   airedale       Airedale Terrier
       {server}/breeds/airedale/n02096051_4902.jpg
  4   akita
       {server}/breeds/akita/Japaneseakita.jpg
  5   appenzeller    Appenzeller Sennenhund
       {server}/breeds/appenzeller/n02107908_4931.jpg
Type open <n> or open <breed>; more and prev turn the pages.

$ more
Breeds: 107 breeds, 94 sub-breeds · page 2 of 22
   6   australian  2 sub-breeds
        {server}/breeds/australian-kelpie/Resized_20200303_233358_108952253645051.jpg
   7   bakharwal   1 sub-breed
        {server}/breeds/bakharwal-indian/Bakharwal.jpg
   8   basenji
        {server}/breeds/basenji/n02110806_3136.jpg
   9   beagle
        {server}/breeds/beagle/n02088364_12397.jpg
  10   bluetick    Bluetick Coonhound
        {server}/breeds/bluetick/n02088632_2145.jpg
Type open <n> or open <breed>; more and prev turn the pages.

$ random
Vizsla · vizsla
  {server}/breeds/vizsla/n02100583_11473.jpg

$ random pug
Pug · pug
  {server}/breeds/pug/n02110958_13042.jpg

$ search retriever
Search “retriever”: 6 results · page 1 of 2
  1   retriever
  2   retriever curly       Curly-Coated Retriever
  3   retriever golden
  4   retriever chesapeake  Chesapeake Bay Retriever
  5   retriever flatcoated
open <n> opens a result.

$ open 1
Retriever · retriever
  TheDogAPI has no details for this breed.
Sub-breeds: 4
   1   chesapeake  Chesapeake Bay Retriever
   2   curly       Curly-Coated Retriever
   3   flatcoated  Flat-Coated Retriever
   4   golden      Golden Retriever
Images: 10 of 400
   5   {server}/breeds/retriever-flatcoated/n02099267_3948.jpg
   6   {server}/breeds/retriever-curly/n02099429_2374.jpg
   7   {server}/breeds/retriever-chesapeake/n02099849_2130.jpg
   8   {server}/breeds/retriever-curly/n02099429_1793.jpg
   9   {server}/breeds/retriever-chesapeake/n02099849_2836.jpg
  10   {server}/breeds/retriever-golden/n02099601_3508.jpg
  11   {server}/breeds/retriever-curly/n02099429_1433.jpg
  12   {server}/breeds/retriever-curly/n02099429_3024.jpg
  13   {server}/breeds/retriever-golden/n02099601_2994.jpg
  14   {server}/breeds/retriever-golden/n02099601_3073.jpg
open <n> opens a sub-breed; fav adds this breed to your favorites, fav <n> the
sub-breed or image in row n.

$ open unicorn
No breed is called “unicorn”. Try search <text>.

$ fav
Added Retriever to your favorites.

$ favorites
Favorites: 1 favorite
Retriever · retriever
  1 ★ Retriever (the breed)
open <n> opens a breed; unfav <n> removes a row; favorites export <file> saves
them all.
