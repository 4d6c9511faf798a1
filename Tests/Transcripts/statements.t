# Comments, blank lines and several statements on one line.
$ # a comment does nothing

$ 

$ open pug; back; where
Pug · pug
  Toy · small size · China · AKC popularity #28
  Height       25–33 cm (TheDogAPI: 25–30)
  Weight       6.5–8 kg
  Life span    13–15 years (TheDogAPI: 12–14)
  Temperament  Charming, Mischievous, Loving (TheDogAPI: Docile, Clever,
               Stubborn, Sociable, Playful, Quiet, Attentive)
  Bred for     Lapdog
  Coat         smooth, short
  ●●●●● Good with young children   ●●●○○ Energy
  ●●●●○ Good with other dogs       ●○○○○ Barking
  ●●●●● Open to strangers          ●●●○○ Mental stimulation needs
  ●●●●● Affectionate with family   ●●●●○ Shedding
  ●●●●● Playfulness                ●●○○○ Grooming
  ●●●○○ Watchdog, protective       ●○○○○ Drooling
  ●●●●● Adaptability               ●●●●○ Demeanor with strangers
  ●●●●○ Trainability
  Sources      AKC: Pug · TheDogAPI: Pug (#201)
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/pug/n02110958_13342.jpg
   2   https://images.dog.ceo/breeds/pug/n02110958_14142.jpg
   3   https://images.dog.ceo/breeds/pug/django-resized.jpg
   4   https://images.dog.ceo/breeds/pug/n02110958_12934.jpg
   5   https://images.dog.ceo/breeds/pug/n02110958_10378.jpg
   6   https://images.dog.ceo/breeds/pug/Alf2.jpg
   7   https://images.dog.ceo/breeds/pug/WhatsApp_Image_2023-05-30_at_21.40.58_%281%29.jpg
   8   https://images.dog.ceo/breeds/pug/n02110958_13340.jpg
   9   https://images.dog.ceo/breeds/pug/n02110958_12350.jpg
  10   https://images.dog.ceo/breeds/pug/IMG_0226.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.
Breeds: 107 breeds, 93 sub-breeds · page 1 of 6
   1   affenpinscher
   2   african        African Hunting Dog
   3   airedale       Airedale Terrier
   4   akita
   5   appenzeller    Appenzeller Sennenhund
   6   australian     1 sub-breed
   7   bakharwal      1 sub-breed
   8   basenji
   9   beagle
  10   bluetick       Bluetick Coonhound
  11   borzoi
  12   bouvier        Bouvier des Flandres
  13   boxer
  14   brabancon      Petit Brabançon
  15   briard
  16   buhund         1 sub-breed
  17   bulldog        3 sub-breeds
  18   bullterrier    1 sub-breed
  19   cattledog      1 sub-breed
  20   cavapoo
Type open <n> or open <breed>; more and prev turn the pages.
breeds

$ ls 2 # a trailing comment
Breeds: 107 breeds, 93 sub-breeds · page 2 of 6
...

$ search 'a;b'; where
Search “a;b”: 0 results
No breed matches “a;b”.
[1] breeds › search “a;b”
