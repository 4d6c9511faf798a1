# Navigation: open by name in both word orders, relative sub-breed names,
# back, home, where, and the aliases cd, .., ~ and pwd; back N and forward, as in a browser;
# copy, which prints what it copies when there is no terminal; browse, whose browser
# in a test run is `true`, which takes the URL and opens nothing.
#| seed = 1
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
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/labrador/n02099712_3854.jpg
   2   https://images.dog.ceo/breeds/labrador/IMG_2752.jpg
   3   https://images.dog.ceo/breeds/labrador/louis4%20%281%29.jpg
   4   https://images.dog.ceo/breeds/labrador/n02099712_3613.jpg
   5   https://images.dog.ceo/breeds/labrador/n02099712_1254.jpg
   6   https://images.dog.ceo/breeds/labrador/JessieIncognito.jpg
   7   https://images.dog.ceo/breeds/labrador/gus.jpg
   8   https://images.dog.ceo/breeds/labrador/n02099712_384.jpg
   9   https://images.dog.ceo/breeds/labrador/n02099712_3197.jpg
  10   https://images.dog.ceo/breeds/labrador/Toblerone_2.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ where
[1] breeds › labrador

$ back
Breeds: 107 breeds, 93 sub-breeds · page 1 of 6
...

$ back
You are at the breeds list; there is no screen to go back to.

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
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/hound-afghan/n02088094_1357.jpg
   2   https://images.dog.ceo/breeds/hound-afghan/n02088094_1829.jpg
   3   https://images.dog.ceo/breeds/hound-afghan/n02088094_1406.jpg
   4   https://images.dog.ceo/breeds/hound-afghan/n02088094_1611.jpg
   5   https://images.dog.ceo/breeds/hound-afghan/n02088094_13909.jpg
   6   https://images.dog.ceo/breeds/hound-afghan/n02088094_1186.jpg
   7   https://images.dog.ceo/breeds/hound-afghan/n02088094_1924.jpg
   8   https://images.dog.ceo/breeds/hound-afghan/n02088094_266.jpg
   9   https://images.dog.ceo/breeds/hound-afghan/n02088094_2173.jpg
  10   https://images.dog.ceo/breeds/hound-afghan/n02088094_2803.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ open hound afghan
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
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/hound-afghan/n02088094_1357.jpg
   2   https://images.dog.ceo/breeds/hound-afghan/n02088094_1829.jpg
   3   https://images.dog.ceo/breeds/hound-afghan/n02088094_1406.jpg
   4   https://images.dog.ceo/breeds/hound-afghan/n02088094_1611.jpg
   5   https://images.dog.ceo/breeds/hound-afghan/n02088094_13909.jpg
   6   https://images.dog.ceo/breeds/hound-afghan/n02088094_1186.jpg
   7   https://images.dog.ceo/breeds/hound-afghan/n02088094_1924.jpg
   8   https://images.dog.ceo/breeds/hound-afghan/n02088094_266.jpg
   9   https://images.dog.ceo/breeds/hound-afghan/n02088094_2173.jpg
  10   https://images.dog.ceo/breeds/hound-afghan/n02088094_2803.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ where
[1] breeds › afghan hound

$ home
Breeds: 107 breeds, 93 sub-breeds · page 1 of 6
...

$ open hound
Hound · hound
  Neither AKC nor TheDogAPI has details for this breed.
Sub-breeds: 7
   1   afghan   Afghan Hound
   2   basset   Basset Hound
   3   blood    Bloodhound
   4   english  English Foxhound
   5   ibizan   Ibizan Hound
   6   plott    Plott
   7   walker   Walker Hound
Images 1–10 of 603
   8   https://images.dog.ceo/breeds/hound-afghan/n02088094_13502.jpg
   9   https://images.dog.ceo/breeds/hound-afghan/n02088094_1475.jpg
  10   https://images.dog.ceo/breeds/hound-english/n02089973_1.jpg
  11   https://images.dog.ceo/breeds/hound-afghan/n02088094_2522.jpg
  12   https://images.dog.ceo/breeds/hound-basset/n02088238_13908.jpg
  13   https://images.dog.ceo/breeds/hound-afghan/n02088094_1301.jpg
  14   https://images.dog.ceo/breeds/hound-english/n02089973_1298.jpg
  15   https://images.dog.ceo/breeds/hound-ibizan/n02091244_1737.jpg
  16   https://images.dog.ceo/breeds/hound-afghan/n02088094_13011.jpg
  17   https://images.dog.ceo/breeds/hound-walker/n02089867_3072.jpg
open <n> opens a sub-breed; fav adds this breed to your favorites, fav <n> the
sub-breed or image in row n. more shows more images.

$ open basset
Basset Hound · hound basset
  Hound · medium size · France · AKC popularity #39
  Height       about 38 cm (TheDogAPI: about 36)
  Weight       18–29 kg (TheDogAPI: 23–29)
  Life span    12–13 years (TheDogAPI: 12–15)
  Temperament  Charming, Patient, Low-Key (TheDogAPI: Tenacious, Friendly,
               Affectionate, Devoted, Sweet-Tempered, Gentle)
  Bred for     Hunting by scent
  Coat         smooth, short
  ●●●●● Good with young children   ●●○○○ Energy
  ●●●●● Good with other dogs       ●●●●○ Barking
  ●●●○○ Open to strangers          ●●●○○ Mental stimulation needs
  ●●●○○ Affectionate with family   ●●○○○ Shedding
  ●●●○○ Playfulness                ●●●○○ Grooming
  ●●●○○ Watchdog, protective       ●●●●○ Drooling
  ●●●○○ Adaptability               ●●●●○ Demeanor with strangers
  ●●●○○ Trainability
  Sources      AKC: Basset Hound · TheDogAPI: Basset Hound (#30)
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/hound-basset/n02088238_12710.jpg
   2   https://images.dog.ceo/breeds/hound-basset/n02088238_10005.jpg
   3   https://images.dog.ceo/breeds/hound-basset/n02088238_11339.jpg
   4   https://images.dog.ceo/breeds/hound-basset/n02088238_11522.jpg
   5   https://images.dog.ceo/breeds/hound-basset/n02088238_10757.jpg
   6   https://images.dog.ceo/breeds/hound-basset/n02088238_12469.jpg
   7   https://images.dog.ceo/breeds/hound-basset/n02088238_12563.jpg
   8   https://images.dog.ceo/breeds/hound-basset/n02088238_1454.jpg
   9   https://images.dog.ceo/breeds/hound-basset/n02088238_2674.jpg
  10   https://images.dog.ceo/breeds/hound-basset/n02088238_13608.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ pwd
[2] breeds › [1] hound › basset

$ cd ..
Hound · hound
  Neither AKC nor TheDogAPI has details for this breed.
Sub-breeds: 7
   1   afghan   Afghan Hound
   2   basset   Basset Hound
   3   blood    Bloodhound
   4   english  English Foxhound
   5   ibizan   Ibizan Hound
   6   plott    Plott
   7   walker   Walker Hound
Images 1–10 of 603
   8   https://images.dog.ceo/breeds/hound-afghan/n02088094_13502.jpg
   9   https://images.dog.ceo/breeds/hound-afghan/n02088094_1475.jpg
  10   https://images.dog.ceo/breeds/hound-english/n02089973_1.jpg
  11   https://images.dog.ceo/breeds/hound-afghan/n02088094_2522.jpg
  12   https://images.dog.ceo/breeds/hound-basset/n02088238_13908.jpg
  13   https://images.dog.ceo/breeds/hound-afghan/n02088094_1301.jpg
  14   https://images.dog.ceo/breeds/hound-english/n02089973_1298.jpg
  15   https://images.dog.ceo/breeds/hound-ibizan/n02091244_1737.jpg
  16   https://images.dog.ceo/breeds/hound-afghan/n02088094_13011.jpg
  17   https://images.dog.ceo/breeds/hound-walker/n02089867_3072.jpg
open <n> opens a sub-breed; fav adds this breed to your favorites, fav <n> the
sub-breed or image in row n. more shows more images.

$ open 1
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
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/hound-afghan/n02088094_2732.jpg
   2   https://images.dog.ceo/breeds/hound-afghan/n02088094_227.jpg
   3   https://images.dog.ceo/breeds/hound-afghan/n02088094_1254.jpg
   4   https://images.dog.ceo/breeds/hound-afghan/n02088094_1924.jpg
   5   https://images.dog.ceo/breeds/hound-afghan/n02088094_2738.jpg
   6   https://images.dog.ceo/breeds/hound-afghan/n02088094_272.jpg
   7   https://images.dog.ceo/breeds/hound-afghan/n02088094_13270.jpg
   8   https://images.dog.ceo/breeds/hound-afghan/n02088094_11953.jpg
   9   https://images.dog.ceo/breeds/hound-afghan/n02088094_2822.jpg
  10   https://images.dog.ceo/breeds/hound-afghan/n02088094_294.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ ..
Hound · hound
  Neither AKC nor TheDogAPI has details for this breed.
Sub-breeds: 7
   1   afghan   Afghan Hound
   2   basset   Basset Hound
   3   blood    Bloodhound
   4   english  English Foxhound
   5   ibizan   Ibizan Hound
   6   plott    Plott
   7   walker   Walker Hound
Images 1–10 of 603
   8   https://images.dog.ceo/breeds/hound-afghan/n02088094_13502.jpg
   9   https://images.dog.ceo/breeds/hound-afghan/n02088094_1475.jpg
  10   https://images.dog.ceo/breeds/hound-english/n02089973_1.jpg
  11   https://images.dog.ceo/breeds/hound-afghan/n02088094_2522.jpg
  12   https://images.dog.ceo/breeds/hound-basset/n02088238_13908.jpg
  13   https://images.dog.ceo/breeds/hound-afghan/n02088094_1301.jpg
  14   https://images.dog.ceo/breeds/hound-english/n02089973_1298.jpg
  15   https://images.dog.ceo/breeds/hound-ibizan/n02091244_1737.jpg
  16   https://images.dog.ceo/breeds/hound-afghan/n02088094_13011.jpg
  17   https://images.dog.ceo/breeds/hound-walker/n02089867_3072.jpg
open <n> opens a sub-breed; fav adds this breed to your favorites, fav <n> the
sub-breed or image in row n. more shows more images.

$ cd ~
Breeds: 107 breeds, 93 sub-breeds · page 1 of 6
...

$ where
breeds

$ open hound; open afghan; favorites
...

$ where
[3] breeds › [2] hound › [1] afghan › favorites

$ back 2
...

$ where
[1] breeds › hound

$ forward
...

$ forward; where
...
[3] breeds › [2] hound › [1] afghan › favorites

$ forward
There is no screen to go forward to.

$ back 9
You can go back at most 3 screens from here.

$ back; open pug; forward
...
There is no screen to go forward to.

$ copy 1; copy
https://images.dog.ceo/breeds/pug/n02110958_11632.jpg
Pug

$ browse 1; browse
Opened https://images.dog.ceo/breeds/pug/n02110958_11632.jpg in your browser.
Opened https://www.akc.org/dog-breeds/pug/ in your browser.
