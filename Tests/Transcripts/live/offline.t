# The network gone: the shell says so once and serves the embedded catalog.
#| source = {server}
#| server = --fault /=reset
$ info
dogsh is offline: it shows cached and embedded data and keeps trying to reconnect.
Source: the embedded catalog
107 breeds and 94 sub-breeds
112 breeds and sub-breeds have details from TheDogAPI.
12,213 images are available.
dogsh 1.0.0

$ open pug
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

$ where
[1] breeds › pug
