# dog.ceo misbehaving: each fault is injected by the test server, per path.
# pug fails once and is retried; beagle is not JSON; boxer has the wrong shape; akita's
# random pick fails but its list answers; a random image of any breed is far too large.
#| source = {server}
#| server = --fault /api/breed/pug/images=503*1 --fault /api/breed/pug/images/random=503*1 --fault /api/breed/beagle=invalid-json --fault /api/breed/boxer=wrong-types --fault /api/breed/akita/images/random=404 --fault /api/breeds/image/random=oversized-chunked:9mb
#| page-size = 3
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
Images 1–3 of 100
  1   {server}/breeds/pug/n02110958_11083.jpg
  2   {server}/breeds/pug/lupita_and_cats.jpg
  3   {server}/breeds/pug/WhatsApp%20Image%202023-05-30%20at%2021.43.24.jpeg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ open beagle
Beagle · beagle
  Hound · small size · England · AKC popularity #6
  Height       33–38 cm
  Weight       6–14 kg (TheDogAPI: 9–16)
  Life span    10–15 years (TheDogAPI: 13–16)
  Temperament  Friendly, Curious, Merry (TheDogAPI: Amiable, Even Tempered,
               Excitable, Determined, Gentle, Intelligent)
  Bred for     Rabbit, hare hunting
  Coat         smooth, short
  ●●●●● Good with young children   ●●●●○ Energy
  ●●●●● Good with other dogs       ●●●●○ Barking
  ●●●○○ Open to strangers          ●●●●○ Mental stimulation needs
  ●●●○○ Affectionate with family   ●●●○○ Shedding
  ●●●●○ Playfulness                ●●○○○ Grooming
  ●●○○○ Watchdog, protective       ●○○○○ Drooling
  ●●●●○ Adaptability               ●●●●○ Demeanor with strangers
  ●●●○○ Trainability
  Sources      AKC: Beagle · TheDogAPI: Beagle (#31)
The images could not be loaded:
{server}/api/breed/beagle/images/random/10 sent an answer dogsh
cannot read: it is not JSON.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ open boxer
Boxer · boxer
  Working · large size · Germany · AKC popularity #11
  Height       55–64 cm
  Weight       23–36 kg (TheDogAPI: 23–32)
  Life span    10–12 years (TheDogAPI: 8–10)
  Temperament  Bright, Fun-Loving, Active (TheDogAPI: Devoted, Fearless,
               Friendly, Cheerful, Energetic, Loyal, Playful, Confident,
               Intelligent, Brave, Calm)
  Bred for     Bull-baiting, guardian
  Coat         smooth, short
  ●●●●● Good with young children   ●●●●○ Energy
  ●●●○○ Good with other dogs       ●●●○○ Barking
  ●●●●○ Open to strangers          ●●●●○ Mental stimulation needs
  ●●●●○ Affectionate with family   ●●○○○ Shedding
  ●●●●○ Playfulness                ●●○○○ Grooming
  ●●●●○ Watchdog, protective       ●●●○○ Drooling
  ●●●○○ Adaptability               ●●●●● Demeanor with strangers
  ●●●●○ Trainability
  Sources      AKC: Boxer · TheDogAPI: Boxer (#55)
The images could not be loaded:
{server}/api/breed/boxer/images/random/10 sent an answer dogsh
cannot read: its JSON is not in the shape the API documents.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ open akita
Akita · akita
  Working · giant size · Japan · AKC popularity #47
  Height       61–71 cm
  Weight       32–59 kg (TheDogAPI: 29–52)
  Life span    10–13 years (TheDogAPI: 10–14)
  Temperament  Courageous, Dignified, Profoundly Loyal (TheDogAPI: Docile,
               Alert, Responsive, Composed, Friendly, Receptive, Faithful)
  Bred for     Hunting bears
  Coat         double, medium
  ●●●○○ Good with young children   ●●●●○ Energy
  ●○○○○ Good with other dogs       ●●○○○ Barking
  ●●○○○ Open to strangers          ●●●○○ Mental stimulation needs
  ●●●○○ Affectionate with family   ●●●○○ Shedding
  ●●●○○ Playfulness                ●●●○○ Grooming
  ●●●●● Watchdog, protective       ●○○○○ Drooling
  ●●●○○ Adaptability               ●●●○○ Demeanor with strangers
  ●●●○○ Trainability
  Sources      AKC: Akita · TheDogAPI: Akita (#6)
Images 1–3 of 12
  1   {server}/breeds/akita/Akita_Inu_dog.jpg
  2   {server}/breeds/akita/Akita_inu_blanc.jpg
  3   {server}/breeds/akita/Japaneseakita.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ home
Breeds: 107 breeds, 93 sub-breeds · page 1 of 36
  1   affenpinscher
  2   african        African Hunting Dog
  3   airedale       Airedale Terrier
Type open <n> or open <breed>; more and prev turn the pages.

$ random
{server}/api/breeds/image/random/10 sent more than 8,388,608 bytes; dogsh stopped reading.

$ where
breeds
