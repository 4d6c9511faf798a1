# The network gone: the shell says so once and serves the embedded catalog.
#| source = {server}
#| server = --fault /=reset
$ info
dogsh is offline: it shows cached and embedded data and keeps trying to reconnect.
Source: the embedded catalog
107 breeds and 93 sub-breeds
133 breeds and sub-breeds have facts and scores from the AKC.
111 breeds and sub-breeds have details from TheDogAPI.
12,205 images are available.
dogsh 1.0.0

$ open pug
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

$ where
[1] breeds › pug
