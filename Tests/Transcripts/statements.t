# Comments, blank lines and several statements on one line.
$ # a comment does nothing

$ 

$ open pug; back; where
Pug · pug
  Group           Toy
  Bred for        Lapdog
  Life span       12–14 years
  Temperament     Docile, Clever, Charming, Stubborn, Sociable, Playful, Quiet,
                  Attentive
  Origin          China
  Weight          6–8 kg
  Height          25–30 cm
  Source          TheDogAPI: Pug (#201)
  Group           Toy
  AKC popularity  #28
  Temperament     Charming, Mischievous, Loving
  Height          25.4–33.02 cm
  Weight          6.35–8.16 kg
  Life span       13–15 years
  Coat            smooth, short
  Traits          children 5 · dogs 4 · strangers 5 · affection 5 ·
                  playfulness 5 · protective 3 · adaptability 5 · trainability 4
                  · energy 3 · barking 1 · stimulation 3 · shedding 4 ·
                  grooming 2 · drooling 1 · demeanor 4
  Source          AKC: Pug
Images: 10 of 100
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
fav adds this breed to your favorites; fav <n> adds the image in row n.
Breeds: 107 breeds, 94 sub-breeds · page 1 of 6
   1   affenpinscher
   2   african        African Hunting Dog
   3   airedale       Airedale Terrier
   4   akita
   5   appenzeller    Appenzeller Sennenhund
   6   australian     2 sub-breeds
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
Breeds: 107 breeds, 94 sub-breeds · page 2 of 6
...

$ search 'a;b'; where
Search “a;b”: 0 results
No breed matches “a;b”.
[1] breeds › search “a;b”
