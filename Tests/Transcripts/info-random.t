# info shows details or a catalog summary; random shows a random image.
# Breeds with few images or none say so. [..] in an expected line matches any text.
#| seed = 4
$ info
Source: the embedded catalog
107 breeds and 93 sub-breeds
133 breeds and sub-breeds have facts and scores from the AKC.
111 breeds and sub-breeds have details from TheDogAPI.
12,205 images are available.
dogsh 1.0.0

$ info husky
Siberian Husky · husky
  Working · medium size · Siberia, Russia · AKC popularity #14
  Height       51–60 cm
  Weight       16–27 kg
  Life span    12–14 years (TheDogAPI: about 12)
  Temperament  Loyal, Mischievous, Outgoing (TheDogAPI: Friendly, Alert, Gentle,
               Intelligent)
  Bred for     Sled pulling
  Coat         double, medium
  ●●●●● Good with young children   ●●●●● Energy
  ●●●●● Good with other dogs       ●●●●● Barking
  ●●●●● Open to strangers          ●●●●○ Mental stimulation needs
  ●●●●● Affectionate with family   ●●●●○ Shedding
  ●●●●● Playfulness                ●●○○○ Grooming
  ●○○○○ Watchdog, protective       ●○○○○ Drooling
  ●●●●○ Adaptability               ●●●●○ Demeanor with strangers
  ●●●○○ Trainability
  Sources      AKC: Siberian Husky · TheDogAPI: Siberian Husky (#226)
100 images are available.

$ info 3
Airedale Terrier · airedale
  Terrier · large size · United Kingdom, England · AKC popularity #60
  Height       53–58 cm (AKC: about 58)
  Weight       23–32 kg (TheDogAPI: 18–29)
  Life span    11–14 years (TheDogAPI: 10–13)
  Temperament  Friendly, Clever, Courageous (TheDogAPI: Outgoing, Alert,
               Confident, Intelligent)
  Bred for     Badger, otter hunting
  Coat         wiry, short
  ●●●○○ Good with young children   ●●●○○ Energy
  ●●●○○ Good with other dogs       ●●●○○ Barking
  ●●●○○ Open to strangers          ●●●○○ Mental stimulation needs
  ●●●○○ Affectionate with family   ●○○○○ Shedding
  ●●●○○ Playfulness                ●●●○○ Grooming
  ●●●●● Watchdog, protective       ●○○○○ Drooling
  ●●●○○ Adaptability               ●●●●○ Demeanor with strangers
  ●●●○○ Trainability
  Sources      AKC: Airedale Terrier · TheDogAPI: Airedale Terrier (#4)
100 images are available.

$ info hound
Hound · hound
  Neither AKC nor TheDogAPI has details for this breed.
7 sub-breeds: afghan, basset, blood, english, ibizan, plott and walker
603 images are available.

$ random
Xoloitzcuintli · mexicanhairless
  https://images.dog.ceo/breeds/mexicanhairless/n02113978_1391.jpg
fav adds this picture to your favorites; save saves it.

$ random poodle toy
Poodle (Toy) · poodle toy
  https://images.dog.ceo/breeds/poodle-toy/n02113624_4349.jpg
fav adds this picture to your favorites; save saves it.

$ random kombai
There are no images of kombai.

$ open bakharwal indian
Bakharwal Dog · bakharwal indian
  Neither AKC nor TheDogAPI has details for this breed.
Image 1 of 1
  1   https://images.dog.ceo/breeds/bakharwal-indian/Bakharwal.jpg
Only 1 image of Bakharwal Dog is available.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ open kombai
Kombai · kombai
  Neither AKC nor TheDogAPI has details for this breed.
No images of Kombai are available.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ info
Kombai · kombai
  Neither AKC nor TheDogAPI has details for this breed.
0 images are available.

$ random
There are no images of kombai.
