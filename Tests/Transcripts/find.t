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
  1   mexicanhairless  Xoloitzcuintli · temperament Loyal, Alert, Calm, Cheerfu…
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
