# info shows details or a catalog summary; random shows a random image.
# Breeds with few images or none say so. [..] in an expected line matches any text.
#| seed = 4
$ info
Source: the embedded catalog
107 breeds and 94 sub-breeds
112 breeds and sub-breeds have details from TheDogAPI.
12,213 images are available.
dogsh 1.0.0

$ info husky
Siberian Husky · husky
  Group           Working
  Bred for        Sled pulling
  Life span       12 years
  Temperament     Outgoing, Friendly, Alert, Gentle, Intelligent
  Origin          Siberia, Russia
  Weight          16–27 kg
  Height          51–60 cm
  Source          TheDogAPI: Siberian Husky (#226)
  Group           Working
  AKC popularity  #14
  Temperament     Loyal, Mischievous, Outgoing
  Height          50.8–59.69 cm
  Weight          15.88–27.22 kg
  Life span       12–14 years
  Coat            double, medium
  Traits          children 5 · dogs 5 · strangers 5 · affection 5 ·
                  playfulness 5 · protective 1 · adaptability 4 · trainability 3
                  · energy 5 · barking 5 · stimulation 4 · shedding 4 ·
                  grooming 2 · drooling 1 · demeanor 4
  Source          AKC: Siberian Husky
100 images are available.

$ info 3
Airedale Terrier · airedale
  Group           Terrier
  Bred for        Badger, otter hunting
  Life span       10–13 years
  Temperament     Outgoing, Friendly, Alert, Confident, Intelligent, Courageous
  Origin          United Kingdom, England
  Weight          18–29 kg
  Height          53–58 cm
  Source          TheDogAPI: Airedale Terrier (#4)
  Group           Terrier
  AKC popularity  #60
  Temperament     Friendly, Clever, Courageous
  Height          58.42 cm
  Weight          22.68–31.75 kg
  Life span       11–14 years
  Coat            wiry, short
  Traits          children 3 · dogs 3 · strangers 3 · affection 3 ·
                  playfulness 3 · protective 5 · adaptability 3 · trainability 3
                  · energy 3 · barking 3 · stimulation 3 · shedding 1 ·
                  grooming 3 · drooling 1 · demeanor 4
  Source          AKC: Airedale Terrier
100 images are available.

$ info hound
Hound · hound
  TheDogAPI has no details for this breed.
7 sub-breeds: afghan, basset, blood, english, ibizan, plott and walker
603 images are available.

$ random
Xoloitzcuintli · mexicanhairless
  https://images.dog.ceo/breeds/mexicanhairless/n02113978_[..].jpg

$ random poodle toy
Poodle (Toy) · poodle toy
  https://images.dog.ceo/breeds/poodle-toy/n02113624_4349.jpg

$ random kombai
There are no images of kombai.

$ open bakharwal indian
Bakharwal Dog · bakharwal indian
  TheDogAPI has no details for this breed.
Images: 1 of 1
  1   https://images.dog.ceo/breeds/bakharwal-indian/Bakharwal.jpg
Only 1 image of Bakharwal Dog is available.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ open kombai
Kombai · kombai
  TheDogAPI has no details for this breed.
No images of Kombai are available.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ info
Kombai · kombai
  TheDogAPI has no details for this breed.
0 images are available.

$ random
There are no images of kombai.
