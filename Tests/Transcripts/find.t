# find: breeds by their traits, AKC first and TheDogAPI otherwise; a range must lie wholly within a condition.
#| seed = 7
#| width = 80
#| page-size = 8

$ find weight<10 children>=4 shedding<=2
Find weight<10 children>=4 shedding<=2: 11 results · page 1 of 2
  1   cotondetulear       weight 3.63–6.8 kg · children 5/5 · shedding 2/5
  2   frise bichon        weight 5.44–8.16 kg · children 5/5 · shedding 1/5
  3   havanese            weight 3.18–5.9 kg · children 5/5 · shedding 2/5
  4   poodle miniature    weight 4.54–6.8 kg · children 5/5 · shedding 1/5
  5   poodle toy          weight 1.81–2.72 kg · children 5/5 · shedding 1/5
  6   shihtzu             weight 4.08–7.26 kg · children 5/5 · shedding 1/5
  7   terrier australian  weight 6.8–9.07 kg · children 5/5 · shedding 1/5
  8   terrier border      weight 5.22–7.03 kg · children 5/5 · shedding 2/5
open <n> opens a breed; sort <trait> orders the list.

$ more
Find weight<10 children>=4 shedding<=2: 11 results · page 2 of 2
   9   terrier fox        Wire Fox Terrier · weight 6.8–8.16 kg · children 5/5 …
  10   terrier welsh      weight 9.07 kg · children 5/5 · shedding 2/5
  11   terrier yorkshire  weight 3.18 kg · children 5/5 · shedding 1/5
open <n> opens a breed; sort <trait> orders the list.

$ open 3
Havanese · havanese
  Group           Toy
  Bred for        Companionship
  Life span       14–15 years
  Temperament     Affectionate, Responsive, Playful, Companionable, Gentle,
                  Intelligent
  Origin          Cuba
  Weight          3–6 kg
  Height          22–29 cm
  Source          TheDogAPI: Havanese (#130)
  Group           Toy
  AKC popularity  #24
  Temperament     Intelligent, Outgoing, Funny
  Height          21.59–29.21 cm
  Weight          3.18–5.9 kg
  Life span       14–16 years
  Coat            double, long
  Traits          children 5 · dogs 5 · strangers 5 · affection 5 ·
                  playfulness 5 · protective 3 · adaptability 5 · trainability 4
                  · energy 3 · barking 4 · stimulation 3 · shedding 2 ·
                  grooming 3 · drooling 1 · demeanor 5
  Source          AKC: Havanese
Images: 5 of 5
  1   https://images.dog.ceo/breeds/havanese/00100trPORTRAIT_00100_BURST20191103202017556_COVER.jpg
  2   https://images.dog.ceo/breeds/havanese/00100trPORTRAIT_00100_BURST20191030212452971_COVER.jpg
  3   https://images.dog.ceo/breeds/havanese/00100trPORTRAIT_00100_BURST20191222103956878_COVER.jpg
  4   https://images.dog.ceo/breeds/havanese/00100trPORTRAIT_00100_BURST20191112123933390_COVER.jpg
  5   https://images.dog.ceo/breeds/havanese/00100trPORTRAIT_00100_BURST20191126134713895_COVER.jpg
Only 5 images of Havanese are available.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ back
Find weight<10 children>=4 shedding<=2: 11 results · page 2 of 2
   9   terrier fox        Wire Fox Terrier · weight 6.8–8.16 kg · children 5/5 …
  10   terrier welsh      weight 9.07 kg · children 5/5 · shedding 2/5
  11   terrier yorkshire  weight 3.18 kg · children 5/5 · shedding 1/5
open <n> opens a breed; sort <trait> orders the list.

$ find group:herding energy>=4
Find group:herding energy>=4: 14 results · page 1 of 2
  1   australian shepherd   group Herding · energy 5/5
  2   bouvier               Bouvier des Flandres · group Herding · energy 4/5
  3   buhund norwegian      group Herding · energy 4/5
  4   cattledog australian  group Herding · energy 5/5
  5   collie border         group Herding · energy 5/5
  6   corgi cardigan        Cardigan Welsh Corgi · group Herding · energy 4/5
  7   entlebucher           group Herding · energy 5/5
  8   germanshepherd        German Shepherd Dog · group Herding · energy 5/5
open <n> opens a breed; sort <trait> orders the list.

$ fav 9
Added Groenendael to your favorites.

$ find temperament:calm life>=13
Find temperament:calm life>=13: 1 result
  1   mexicanhairless  Xoloitzcuintli · temperament Loyal, Alert, Calm · life 1…
open <n> opens a breed; sort <trait> orders the list.

$ find coat:hairless
Find coat:hairless: 1 result
  1   mexicanhairless  Xoloitzcuintli · coat hairless
open <n> opens a breed; sort <trait> orders the list.

$ find weight<22lb energy:low
Find weight<22lb energy:low: 0 results
No breed meets every condition.

$ find weight<=9.07 weight>=9.07
Find weight<=9.07 weight>=9.07: 1 result
  1   terrier welsh  weight 9.07 kg
open <n> opens a breed; sort <trait> orders the list.

$ find popularity<=5
Find popularity<=5: 5 results
  1   bulldog english   popularity #5
  2   bulldog french    popularity #4
  3   germanshepherd    German Shepherd Dog · popularity #2
  4   labrador          Labrador Retriever · popularity #1
  5   retriever golden  popularity #3
open <n> opens a breed; sort <trait> orders the list.

$ where
[1] breeds › find popularity<=5

$ back 2
You can go back 1 screen from here.

$ find wieght<3
No trait is called “wieght”. Did you mean weight or height? Traits: weight, height, life, popularity, group, temperament, coat, coatlength, children, dogs, strangers, affection, playfulness, protective, adaptability, trainability, energy, barking, stimulation, shedding, grooming, drooling and demeanor.

$ find weight>10 weight<5
No breed can meet weight>10 and weight<5: no value of weight does.

$ find energy>5
No breed can meet energy>5: no value of energy does.

$ find group:foo
group does not take “foo”; it takes herding, hound, non-sporting, sporting, terrier, toy, working, foundation-stock or miscellaneous.

$ find weight<10st
weight does not take “10st”; it takes 10, 10kg or 10lb.

$ find weight
“weight” is not a condition: write a trait, a comparison and a value, as in weight<10 or group:herding. Traits: weight, height, life, popularity, group, temperament, coat, coatlength, children, dogs, strangers, affection, playfulness, protective, adaptability, trainability, energy, barking, stimulation, shedding, grooming, drooling and demeanor.

$ find energy<=low
“energy<=low” is not a condition: write a trait, a comparison and a value, as in weight<10 or group:herding. Traits: weight, height, life, popularity, group, temperament, coat, coatlength, children, dogs, strangers, affection, playfulness, protective, adaptability, trainability, energy, barking, stimulation, shedding, grooming, drooling and demeanor.

$ where
[1] breeds › find popularity<=5

$ find children>=4 shedding<=2
Find children>=4 shedding<=2: 22 results · page 1 of 3
  1   boxer                      children 5/5 · shedding 2/5
  2   bulldog boston             Boston Terrier · children 5/5 · shedding 2/5
  3   bullterrier staffordshire  children 5/5 · shedding 2/5
  4   cotondetulear              children 5/5 · shedding 2/5
  5   frise bichon               children 5/5 · shedding 1/5
  6   havanese                   children 5/5 · shedding 2/5
  7   hound basset               children 5/5 · shedding 2/5
  8   poodle miniature           children 5/5 · shedding 1/5
open <n> opens a breed; sort <trait> orders the list.

$ sort popularity
Find children>=4 shedding<=2: 22 results · sorted by popularity · page 1 of 3
  1   poodle miniature   children 5/5 · shedding 1/5 · popularity #7
  2   poodle standard    children 5/5 · shedding 1/5 · popularity #7
  3   poodle toy         children 5/5 · shedding 1/5 · popularity #7
  4   terrier yorkshire  children 5/5 · shedding 1/5 · popularity #10
  5   boxer              children 5/5 · shedding 2/5 · popularity #11
  6   shihtzu            children 5/5 · shedding 1/5 · popularity #20
  7   bulldog boston     Boston Terrier · children 5/5 · shedding 2/5 · popular…
  8   havanese           children 5/5 · shedding 2/5 · popularity #24
open <n> opens a breed; sort <trait> orders the list.

$ more
Find children>=4 shedding<=2: 22 results · sorted by popularity · page 2 of 3
   9   hound basset               children 5/5 · shedding 2/5 · popularity #39
  10   frise bichon               children 5/5 · shedding 1/5 · popularity #46
  11   terrier wheaten            Soft Coated Wheaten Terrier · children 5/5 · …
  12   whippet                    children 5/5 · shedding 2/5 · popularity #61
  13   bullterrier staffordshire  children 5/5 · shedding 2/5 · popularity #80
  14   cotondetulear              children 5/5 · shedding 2/5 · popularity #81
  15   terrier border             children 5/5 · shedding 2/5 · popularity #88
  16   terrier fox                Wire Fox Terrier · children 5/5 · shedding 2/…
open <n> opens a breed; sort <trait> orders the list.

$ sort weight desc
Find children>=4 shedding<=2: 22 results · sorted by weight, largest first ·
page 1 of 3
  1   retriever curly    Curly-Coated Retriever · children 5/5 · shedding 2/5 ·…
  2   poodle standard    children 5/5 · shedding 1/5 · weight 18.14–31.75 kg
  3   hound basset       children 5/5 · shedding 2/5 · weight 18.14–29.48 kg
  4   boxer              children 5/5 · shedding 2/5 · weight 6.8–36.29 kg
  5   waterdog spanish   children 4/5 · shedding 1/5 · weight 14.06–22.23 kg
  6   terrier kerryblue  children 4/5 · shedding 1/5 · weight 14.97–18.14 kg
  7   terrier wheaten    Soft Coated Wheaten Terrier · children 5/5 · shedding …
  8   whippet            children 5/5 · shedding 2/5 · weight 11.34–18.14 kg
open <n> opens a breed; sort <trait> orders the list.

$ sort group
sort takes weight, height, life, popularity, children, dogs, strangers, affection, playfulness, protective, adaptability, trainability, energy, barking, stimulation, shedding, grooming, drooling or demeanor, not “group”. Usage: sort <trait> [asc|desc]

$ home
Breeds: 107 breeds, 94 sub-breeds · page 1 of 14
  1   affenpinscher
  2   african        African Hunting Dog
  3   airedale       Airedale Terrier
  4   akita
  5   appenzeller    Appenzeller Sennenhund
  6   australian     2 sub-breeds
  7   bakharwal      1 sub-breed
  8   basenji
Type open <n> or open <breed>; more and prev turn the pages.

$ sort life desc
Breeds: 107 breeds, 94 sub-breeds · sorted by life, largest first · page 1 of 14
  1   cotondetulear    life 15–19 years
  2   mexicanhairless  Xoloitzcuintli · life 13–18 years
  3   chihuahua        life 14–16 years
  4   havanese         life 14–16 years
  5   malinois         Belgian Malinois · life 14–16 years
  6   papillon         life 14–16 years
  7   shiba            Shiba Inu · life 13–16 years
  8   dachshund        life 12–16 years
Type open <n> or open <breed>; more and prev turn the pages.

$ open 1
Coton de Tulear · cotondetulear
  Group           Non-Sporting
  Bred for        Accompanying ladies on long sea voyages, ratters onboard ship.
  Life span       13–16 years
  Temperament     Affectionate, Lively, Playful, Intelligent, Trainable, Vocal
  Origin          Madagascar
  Weight          4–7 kg
  Height          23–28 cm
  Source          TheDogAPI: Coton de Tulear (#89)
  Group           Non-Sporting
  AKC popularity  #81
  Temperament     Charming, Bright, Happy-Go-Lucky
  Height          22.86–27.94 cm
  Weight          3.63–6.8 kg
  Life span       15–19 years
  Coat            double, long
  Traits          children 5 · dogs 5 · strangers 5 · affection 5 ·
                  playfulness 4 · protective 3 · adaptability 4 · trainability 4
                  · energy 3 · barking 1 · stimulation 3 · shedding 2 ·
                  grooming 4 · drooling 1 · demeanor 5
  Source          AKC: Coton de Tulear
Images: 4 of 4
  1   https://images.dog.ceo/breeds/cotondetulear/100_2013.jpg
  2   https://images.dog.ceo/breeds/cotondetulear/IMAG1063.jpg
  3   https://images.dog.ceo/breeds/cotondetulear/100_2397.jpg
  4   https://images.dog.ceo/breeds/cotondetulear/IMG_20160830_202631573.jpg
Only 4 images of Coton de Tulear are available.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ sort weight
sort does not work on the breed screen.
