# dog.ceo misbehaving: each fault is injected by the test server, per path.
# pug fails once and is retried; beagle is not JSON; boxer has the wrong shape; akita's
# random pick fails but its list answers; a random image of any breed is far too large.
#| source = {server}
#| server = --fault /api/breed/pug/images=503*1 --fault /api/breed/pug/images/random=503*1 --fault /api/breed/beagle=invalid-json --fault /api/breed/boxer=wrong-types --fault /api/breed/akita/images/random=404 --fault /api/breeds/image/random=oversized-chunked:9mb
#| page-size = 3
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
   1   {server}/breeds/pug/n02110958_11083.jpg
   2   {server}/breeds/pug/lupita_and_cats.jpg
   3   {server}/breeds/pug/WhatsApp%20Image%202023-05-30%20at%2021.43.24.jpeg
   4   {server}/breeds/pug/n02110958_12149.jpg
   5   {server}/breeds/pug/n02110958_11239.jpg
   6   {server}/breeds/pug/bubba.jpg
   7   {server}/breeds/pug/n02110958_13930.jpg
   8   {server}/breeds/pug/Suki.jpg
   9   {server}/breeds/pug/n02110958_12819.jpg
  10   {server}/breeds/pug/bobby.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ open beagle
Beagle · beagle
  Group           Hound
  Bred for        Rabbit, hare hunting
  Life span       13–16 years
  Temperament     Amiable, Even Tempered, Excitable, Determined, Gentle,
                  Intelligent
  Origin          England
  Weight          9–16 kg
  Height          33–38 cm
  Source          TheDogAPI: Beagle (#31)
  Group           Hound
  AKC popularity  #6
  Temperament     Friendly, Curious, Merry
  Height          33.02–38.1 cm
  Weight          5.9–13.61 kg
  Life span       10–15 years
  Coat            smooth, short
  Traits          children 5 · dogs 5 · strangers 3 · affection 3 ·
                  playfulness 4 · protective 2 · adaptability 4 · trainability 3
                  · energy 4 · barking 4 · stimulation 4 · shedding 3 ·
                  grooming 2 · drooling 1 · demeanor 4
  Source          AKC: Beagle
The images could not be loaded:
{server}/api/breed/beagle/images/random/10 sent an answer dogsh
cannot read: it is not JSON.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ open boxer
Boxer · boxer
  Group           Working
  Bred for        Bull-baiting, guardian
  Life span       8–10 years
  Temperament     Devoted, Fearless, Friendly, Cheerful, Energetic, Loyal,
                  Playful, Confident, Intelligent, Bright, Brave, Calm
  Origin          Germany
  Weight          23–32 kg
  Height          55–64 cm
  Source          TheDogAPI: Boxer (#55)
  Group           Working
  AKC popularity  #11
  Temperament     Bright, Fun-Loving, Active
  Height          54.61–63.5 cm
  Weight          6.8–36.29 kg
  Life span       10–12 years
  Coat            smooth, short
  Traits          children 5 · dogs 3 · strangers 4 · affection 4 ·
                  playfulness 4 · protective 4 · adaptability 3 · trainability 4
                  · energy 4 · barking 3 · stimulation 4 · shedding 2 ·
                  grooming 2 · drooling 3 · demeanor 5
  Source          AKC: Boxer
The images could not be loaded:
{server}/api/breed/boxer/images/random/10 sent an answer dogsh
cannot read: its JSON is not in the shape the API documents.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ open akita
Akita · akita
  Group           Working
  Bred for        Hunting bears
  Life span       10–14 years
  Temperament     Docile, Alert, Responsive, Dignified, Composed, Friendly,
                  Receptive, Faithful, Courageous
  Origin          Japan
  Weight          29–52 kg
  Height          61–71 cm
  Source          TheDogAPI: Akita (#6)
  Group           Working
  AKC popularity  #47
  Temperament     Courageous, Dignified, Profoundly Loyal
  Height          60.96–71.12 cm
  Weight          31.75–58.97 kg
  Life span       10–13 years
  Coat            double, medium
  Traits          children 3 · dogs 1 · strangers 2 · affection 3 ·
                  playfulness 3 · protective 5 · adaptability 3 · trainability 3
                  · energy 4 · barking 2 · stimulation 3 · shedding 3 ·
                  grooming 3 · drooling 1 · demeanor 3
  Source          AKC: Akita
Images: 10 of 12
   1   {server}/breeds/akita/Akita_Inu_dog.jpg
   2   {server}/breeds/akita/Akita_inu_blanc.jpg
   3   {server}/breeds/akita/Japaneseakita.jpg
   4   {server}/breeds/akita/512px-Ainu-Dog.jpg
   5   {server}/breeds/akita/Akita_hiking_in_Shpella_e_Pellumbasit.JPG
   6   {server}/breeds/akita/An_Akita_Inu_resting.jpg
   7   {server}/breeds/akita/512px-Akita_inu.jpg
   8   {server}/breeds/akita/512px-Akita_inu.jpeg
   9   {server}/breeds/akita/Akina_Inu_in_Riga_1.jpg
  10   {server}/breeds/akita/Akina_Inu_in_Riga_1.JPG
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ home
Breeds: 107 breeds, 94 sub-breeds · page 1 of 36
  1   affenpinscher
  2   african        African Hunting Dog
  3   airedale       Airedale Terrier
Type open <n> or open <breed>; more and prev turn the pages.

$ random
{server}/api/breeds/image/random/10 sent more than 8,388,608 bytes; dogsh stopped reading.

$ where
breeds
