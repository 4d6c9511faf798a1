# dog.ceo's API, served by the test server: the same commands as offline, with live images.
#| source = {server}
#| seed = 3
#| page-size = 5
$ info
Source: the {server} catalog
107 breeds and 93 sub-breeds
133 breeds and sub-breeds have facts and scores from the AKC.
111 breeds and sub-breeds have details from TheDogAPI.
dogsh 1.0.0

$ open labrador
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
Images 1–5 of 100
  1   {server}/breeds/labrador/n02099712_3947.jpg
  2   {server}/breeds/labrador/n02099712_2668.jpg
  3   {server}/breeds/labrador/n02099712_3273.jpg
  4   {server}/breeds/labrador/n02099712_365.jpg
  5   {server}/breeds/labrador/Fury_01.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ open afghan hound
Afghan Hound · hound afghan
  Hound · medium size · Afghanistan, Iran, Pakistan · AKC popularity #113
  Height       64–69 cm
  Weight       23–27 kg
  Life span    12–15 years (TheDogAPI: 10–13)
  Temperament  Dignified, Profoundly Loyal, Aristocratic (TheDogAPI: Aloof,
               Clownish, Independent, Happy)
  Bred for     Coursing and hunting
  Coat         silky, long
  ●●●○○ Good with young children   ●●●●○ Energy
  ●●●○○ Good with other dogs       ●●●○○ Barking
  ●●●○○ Open to strangers          ●●●○○ Mental stimulation needs
  ●●●○○ Affectionate with family   ●○○○○ Shedding
  ●●●○○ Playfulness                ●●●●○ Grooming
  ●●●○○ Watchdog, protective       ●○○○○ Drooling
  ●●●○○ Adaptability               ●○○○○ Demeanor with strangers
  ●○○○○ Trainability
  Sources      AKC: Afghan Hound · TheDogAPI: Afghan Hound (#2)
Images 1–5 of 100
  1   {server}/breeds/hound-afghan/n02088094_3059.jpg
  2   {server}/breeds/hound-afghan/n02088094_1661.jpg
  3   {server}/breeds/hound-afghan/n02088094_1335.jpg
  4   {server}/breeds/hound-afghan/n02088094_1370.jpg
  5   {server}/breeds/hound-afghan/n02088094_13011.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ back
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
Images 1–5 of 100
  1   {server}/breeds/labrador/n02099712_3947.jpg
  2   {server}/breeds/labrador/n02099712_2668.jpg
  3   {server}/breeds/labrador/n02099712_3273.jpg
  4   {server}/breeds/labrador/n02099712_365.jpg
  5   {server}/breeds/labrador/Fury_01.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ home
Breeds: 107 breeds, 93 sub-breeds · page 1 of 22
  1   affenpinscher
  2   african        African Hunting Dog
  3   airedale       Airedale Terrier
  4   akita
  5   appenzeller    Appenzeller Sennenhund
Type open <n> or open <breed>; more and prev turn the pages.

$ ls --images
Breeds: 107 breeds, 93 sub-breeds · page 1 of 22
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
Breeds: 107 breeds, 93 sub-breeds · page 2 of 22
   6   australian  1 sub-breed
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
fav adds this picture to your favorites; save saves it.

$ random pug
Pug · pug
  {server}/breeds/pug/n02110958_13042.jpg
fav adds this picture to your favorites; save saves it.

$ search retriever
Search “retriever”: 6 results · page 1 of 2
  1   Retriever                 4 sub-breeds
  2   Curly-Coated Retriever    retriever curly
  3   Golden Retriever
  4   Chesapeake Bay Retriever  retriever chesapeake
  5   Flat-Coated Retriever
open <n> opens a result.

$ open 1
Retriever · retriever
  Neither AKC nor TheDogAPI has details for this breed.
Sub-breeds: 4
  1   chesapeake  Chesapeake Bay Retriever
  2   curly       Curly-Coated Retriever
  3   flatcoated  Flat-Coated Retriever
  4   golden      Golden Retriever
Image 1 of 400
  5   {server}/breeds/retriever-flatcoated/n02099267_3948.jpg
open <n> opens a sub-breed; fav adds this breed to your favorites, fav <n> the
sub-breed or image in row n. more shows more images.

$ open unicorn
No breed is called “unicorn”. Try search unicorn.

$ fav
Added Retriever to your favorites.

$ favorites
Favorites: 1 favorite
Retriever · retriever
  1 ★ Retriever (the breed)
open <n> opens a breed; unfav <n> removes a row; favorites export <file> saves
them all.
