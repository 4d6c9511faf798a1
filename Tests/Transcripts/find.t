# find: breeds by their traits, AKC first and TheDogAPI otherwise; a range must lie wholly within a condition.
#| seed = 7
#| width = 80
#| page-size = 8

$ find weight<10 children>=4 shedding<=2
Find weight<10kg children>=4 shedding<=2: 11 results · page 1 of 2
  1   Coton de Tulear     weight 3.5–7 kg · children 5/5 · shedding 2/5
  2   Bichon Frise        weight 5.5–8 kg · children 5/5 · shedding 1/5
  3   Havanese            weight 3–6 kg · children 5/5 · shedding 2/5
  4   Poodle (Miniature)  weight 4.5–7 kg · children 5/5 · shedding 1/5
  5   Poodle (Toy)        weight 2–2.5 kg · children 5/5 · shedding 1/5
  6   Shih Tzu            weight 4–7.5 kg · children 5/5 · shedding 1/5
  7   Australian Terrier  weight 7–9 kg · children 5/5 · shedding 1/5
  8   Border Terrier      weight 5–7 kg · children 5/5 · shedding 2/5
open <n> opens a breed; sort <trait> orders the list.

$ more
Find weight<10kg children>=4 shedding<=2: 11 results · page 2 of 2
   9   Wire Fox Terrier   weight 7–8 kg · children 5/5 · shedding 2/5
  10   Welsh Terrier      weight about 9 kg · children 5/5 · shedding 2/5
  11   Yorkshire Terrier  weight 2–3 kg · children 5/5 · shedding 1/5
open <n> opens a breed; sort <trait> orders the list.

$ open 3
Havanese · havanese
  Toy · small size · Cuba · AKC popularity #24
  Height       22–29 cm
  Weight       3–6 kg
  Life span    14–16 years (TheDogAPI: 14–15)
  Temperament  Intelligent, Outgoing, Funny (TheDogAPI: Affectionate,
               Responsive, Playful, Companionable, Gentle)
  Bred for     Companionship
  Coat         double, long
  ●●●●● Good with young children   ●●●○○ Energy
  ●●●●● Good with other dogs       ●●●●○ Barking
  ●●●●● Open to strangers          ●●●○○ Mental stimulation needs
  ●●●●● Affectionate with family   ●●○○○ Shedding
  ●●●●● Playfulness                ●●●○○ Grooming
  ●●●○○ Watchdog, protective       ●○○○○ Drooling
  ●●●●● Adaptability               ●●●●● Demeanor with strangers
  ●●●●○ Trainability
  Sources      AKC: Havanese · TheDogAPI: Havanese (#130)
Images 1–5 of 5
  1   https://images.dog.ceo/breeds/havanese/00100trPORTRAIT_00100_BURST20191103202017556_COVER.jpg
  2   https://images.dog.ceo/breeds/havanese/00100trPORTRAIT_00100_BURST20191030212452971_COVER.jpg
  3   https://images.dog.ceo/breeds/havanese/00100trPORTRAIT_00100_BURST20191222103956878_COVER.jpg
  4   https://images.dog.ceo/breeds/havanese/00100trPORTRAIT_00100_BURST20191112123933390_COVER.jpg
  5   https://images.dog.ceo/breeds/havanese/00100trPORTRAIT_00100_BURST20191126134713895_COVER.jpg
Only 5 images of Havanese are available.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ back
Find weight<10kg children>=4 shedding<=2: 11 results · page 2 of 2
   9   Wire Fox Terrier   weight 7–8 kg · children 5/5 · shedding 2/5
  10   Welsh Terrier      weight about 9 kg · children 5/5 · shedding 2/5
  11   Yorkshire Terrier  weight 2–3 kg · children 5/5 · shedding 1/5
open <n> opens a breed; sort <trait> orders the list.

$ find group:herding energy>=4
Find group:herding energy>=4: 14 results · page 1 of 2
  1   Australian Shepherd    group Herding · energy 5/5
  2   Bouvier des Flandres   group Herding · energy 4/5 · bouvier
  3   Norwegian Buhund       group Herding · energy 4/5
  4   Australian Cattle Dog  group Herding · energy 5/5
  5   Border Collie          group Herding · energy 5/5
  6   Cardigan Welsh Corgi   group Herding · energy 4/5 · corgi cardigan
  7   Entlebucher            group Herding · energy 5/5
  8   German Shepherd Dog    group Herding · energy 5/5 · germanshepherd
open <n> opens a breed; sort <trait> orders the list.

$ fav 9
Added Groenendael to your favorites.

$ find temperament:calm life>=13
Find temperament:calm life>=13: 1 result
  1   Xoloitzcuintli             temperament Calm · life 13–18 years
── Close: each meets every condition but one ───────────────────────────────────
  2   Finnish Lapphund           misses life>=13: life 12–15 years
  3   German Longhaired Pointer  misses life>=13: life 12–14 years
  4   Whippet                    misses life>=13: life 12–15 years
  5   Boxer                      misses life>=13: life 10–12 years
open <n> opens a breed; sort <trait> orders the list.

$ find coat:hairless
Find coat:hairless: 1 result
  1   Xoloitzcuintli  coat hairless · mexicanhairless
open <n> opens a breed; sort <trait> orders the list.

$ find weight=<9lbs group:toys
Find weight=<9lbs group:toys: 5 results
  1   Chihuahua          weight about 6 lb · group Toy
  2   Maltese            weight 4–7 lb · group Toy
  3   Pomeranian         weight 3–7 lb · group Toy
  4   Poodle (Toy)       weight 4–6 lb · group Toy
  5   Yorkshire Terrier  weight 4–7 lb · group Toy
open <n> opens a breed; sort <trait> orders the list.

$ find weight<22lb energy:low
Find weight<22lb energy:low: 0 results
No breed meets every condition.
── Close: each meets every condition but one ───────────────────────────────────
  1   Affenpinscher      misses energy:low: energy 3/5
  2   Coton de Tulear    misses energy:low: energy 3/5
  3   Italian Greyhound  misses energy:low: energy 3/5
  4   Havanese           misses energy:low: energy 3/5
  5   Lhasa Apso         misses energy:low: energy 3/5 · lhasa
open <n> opens a breed; sort <trait> orders the list.

$ find weight<=9.07 weight>=9.07
Find weight<=9.07kg weight>=9.07kg: 0 results
No breed meets every condition.
── Close: each meets every condition but one ───────────────────────────────────
  1   Welsh Terrier           misses weight>=9.07kg: weight about 9 kg
  2   Lakeland Terrier        misses weight>=9.07kg: weight about 7.5 kg
  3   Basenji                 misses weight<=9.07kg: weight 10–11 kg
  4   Sealyham Terrier        misses weight<=9.07kg: weight 10–11 kg
  5   Danish-Swedish Farmdog  misses weight>=9.07kg: weight 7–9 kg
open <n> opens a breed; sort <trait> orders the list.

$ find popularity<=5
Find popularity<=5: 5 results
  1   English Bulldog      popularity #5
  2   French Bulldog       popularity #4
  3   German Shepherd Dog  popularity #2 · germanshepherd
  4   Labrador Retriever   popularity #1 · labrador
  5   Golden Retriever     popularity #3
open <n> opens a breed; sort <trait> orders the list.

$ where
[1] breeds › find popularity<=5

$ back 2
You can go back 1 screen from here.

$ find wieght<3
No trait is called “wieght”. Did you mean weight or height? Type help find to see every trait.

$ find weight>10 weight<5
No breed can meet weight>10kg and weight<5kg: no value of weight does.

$ find energy>5
No breed can meet energy>5: no value of energy does.

$ find group:foo
group does not take “foo”; it takes herding, hound, non-sporting, sporting, terrier, toy, working, foundation-stock or miscellaneous.

$ find weight<10st
weight does not take “10st”; it takes 10, 10kg or 10lb.

$ find weight
“weight” is not a condition: write a trait, a comparison and a value, as in weight<10 or group:herding. Type help find to see every trait.

$ find energy<=low
“energy<=low” is not a condition: write a trait, a comparison and a value, as in weight<10 or group:herding. Type help find to see every trait.

$ where
[1] breeds › find popularity<=5

$ find children>=4 shedding<=2
Find children>=4 shedding<=2: 22 results · page 1 of 3
  1   Boxer                       children 5/5 · shedding 2/5
  2   Boston Terrier              children 5/5 · shedding 2/5 · bulldog boston
  3   Staffordshire Bull Terrier  children 5/5 · shedding 2/5
  4   Coton de Tulear             children 5/5 · shedding 2/5
  5   Bichon Frise                children 5/5 · shedding 1/5
  6   Havanese                    children 5/5 · shedding 2/5
  7   Basset Hound                children 5/5 · shedding 2/5
  8   Poodle (Miniature)          children 5/5 · shedding 1/5
open <n> opens a breed; sort <trait> orders the list.

$ sort popularity
Find children>=4 shedding<=2: 22 results · sorted by popularity, most popular
first · page 1 of 3
  1   Poodle (Miniature)  children 5/5 · shedding 1/5 · popularity #7
  2   Standard Poodle     children 5/5 · shedding 1/5 · popularity #7
  3   Poodle (Toy)        children 5/5 · shedding 1/5 · popularity #7
  4   Yorkshire Terrier   children 5/5 · shedding 1/5 · popularity #10
  5   Boxer               children 5/5 · shedding 2/5 · popularity #11
  6   Shih Tzu            children 5/5 · shedding 1/5 · popularity #20
  7   Boston Terrier      children 5/5 · shedding 2/5 · popularity #21
  8   Havanese            children 5/5 · shedding 2/5 · popularity #24
open <n> opens a breed; sort <trait> orders the list.

$ more
Find children>=4 shedding<=2: 22 results · sorted by popularity, most popular
first · page 2 of 3
   9   Basset Hound                 children 5/5 · shedding 2/5 · popularity #39
  10   Bichon Frise                 children 5/5 · shedding 1/5 · popularity #46
  11   Soft Coated Wheaten Terrier  children 5/5 · shedding 1/5 · popularity #53
  12   Whippet                      children 5/5 · shedding 2/5 · popularity #61
  13   Staffordshire Bull Terrier   children 5/5 · shedding 2/5 · popularity #80
  14   Coton de Tulear              children 5/5 · shedding 2/5 · popularity #81
  15   Border Terrier               children 5/5 · shedding 2/5 · popularity #88
  16   Wire Fox Terrier             children 5/5 · shedding 2/5
                                    popularity #101
open <n> opens a breed; sort <trait> orders the list.

$ sort weight desc
Find children>=4 shedding<=2: 22 results · sorted by weight, heaviest first
page 1 of 3
  1   Curly-Coated Retriever       children 5/5 · shedding 2/5 · weight 27–43 kg
  2   Boxer                        children 5/5 · shedding 2/5 · weight 23–36 kg
  3   Standard Poodle              children 5/5 · shedding 1/5 · weight 18–32 kg
  4   Basset Hound                 children 5/5 · shedding 2/5 · weight 18–29 kg
  5   Spanish Water Dog            children 4/5 · shedding 1/5 · weight 14–22 kg
  6   Kerry Blue Terrier           children 4/5 · shedding 1/5 · weight 15–18 kg
  7   Soft Coated Wheaten Terrier  children 5/5 · shedding 1/5 · weight 14–18 kg
  8   Whippet                      children 5/5 · shedding 2/5 · weight 11–18 kg
open <n> opens a breed; sort <trait> orders the list.

$ sort group
sort takes weight, height, life, popularity, children, dogs, strangers, affection, playfulness, protective, adaptability, trainability, energy, barking, stimulation, shedding, grooming, drooling or demeanor, not “group”. Usage: sort [trait] [asc|desc]

$ sort wieght
sort takes no “wieght”. Did you mean weight or height? Usage: sort [trait] [asc|desc]

$ sort
Find children>=4 shedding<=2: 22 results · page 1 of 3
  1   Boxer                       children 5/5 · shedding 2/5
  2   Boston Terrier              children 5/5 · shedding 2/5 · bulldog boston
  3   Staffordshire Bull Terrier  children 5/5 · shedding 2/5
  4   Coton de Tulear             children 5/5 · shedding 2/5
  5   Bichon Frise                children 5/5 · shedding 1/5
  6   Havanese                    children 5/5 · shedding 2/5
  7   Basset Hound                children 5/5 · shedding 2/5
  8   Poodle (Miniature)          children 5/5 · shedding 1/5
open <n> opens a breed; sort <trait> orders the list.

$ home
Breeds: 107 breeds, 93 sub-breeds · page 1 of 14
  1   affenpinscher
  2   african        African Hunting Dog
  3   airedale       Airedale Terrier
  4   akita
  5   appenzeller    Appenzeller Sennenhund
  6   australian     1 sub-breed
  7   bakharwal      1 sub-breed
  8   basenji
Type open <n> or open <breed>; more and prev turn the pages.

$ sort life desc
Breeds: 107 breeds, 93 sub-breeds · sorted by life, longest-lived first
page 1 of 25
  1   Coton de Tulear   life 15–19 years
  2   Xoloitzcuintli    life 13–18 years · mexicanhairless
  3   Tibetan Terrier   life 15–16 years
  4   Chihuahua         life 14–16 years
  5   Havanese          life 14–16 years
  6   Belgian Malinois  life 14–16 years · malinois
  7   Papillon          life 14–16 years
  8   Bichon Frise      life 14–15 years
Type open <n> or open <breed>; more and prev turn the pages.

$ open 1
Coton de Tulear · cotondetulear
  Non-Sporting · small size · Madagascar · AKC popularity #81
  Height       23–28 cm
  Weight       3.5–7 kg
  Life span    15–19 years (TheDogAPI: 13–16)
  Temperament  Charming, Bright, Happy-Go-Lucky (TheDogAPI: Affectionate,
               Lively, Playful, Intelligent, Trainable, Vocal)
  Bred for     Accompanying ladies on long sea voyages, ratters onboard ship.
  Coat         double, long
  ●●●●● Good with young children   ●●●○○ Energy
  ●●●●● Good with other dogs       ●○○○○ Barking
  ●●●●● Open to strangers          ●●●○○ Mental stimulation needs
  ●●●●● Affectionate with family   ●●○○○ Shedding
  ●●●●○ Playfulness                ●●●●○ Grooming
  ●●●○○ Watchdog, protective       ●○○○○ Drooling
  ●●●●○ Adaptability               ●●●●● Demeanor with strangers
  ●●●●○ Trainability
  Sources      AKC: Coton de Tulear · TheDogAPI: Coton de Tulear (#89)
Images 1–4 of 4
  1   https://images.dog.ceo/breeds/cotondetulear/100_2013.jpg
  2   https://images.dog.ceo/breeds/cotondetulear/IMAG1063.jpg
  3   https://images.dog.ceo/breeds/cotondetulear/100_2397.jpg
  4   https://images.dog.ceo/breeds/cotondetulear/IMG_20160830_202631573.jpg
Only 4 images of Coton de Tulear are available.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ sort weight
sort does not work on the breed screen.

$ find weight<5 life>=15
Find weight<5kg life>=15: 0 results
No breed meets every condition.
── Close: each meets every condition but one ───────────────────────────────────
  1   Chihuahua           misses life>=15: life 14–16 years
  2   Papillon            misses life>=15: life 14–16 years
  3   Affenpinscher       misses life>=15: life 12–15 years
  4   Maltese             misses life>=15: life 12–15 years
  5   Miniature Pinscher  misses life>=15: life 12–16 years
open <n> opens a breed; sort <trait> orders the list.

$ sort weight desc
Find weight<5kg life>=15: 0 results · sorted by weight, heaviest first
No breed meets every condition.
── Close: each meets every condition but one ───────────────────────────────────
  1   Miniature Pinscher  misses life>=15: life 12–16 years · weight 3.5–4.5 kg
  2   Affenpinscher       misses life>=15: life 12–15 years · weight 3–4.5 kg
  3   Papillon            misses life>=15: life 14–16 years · weight 2.5–4.5 kg
  4   Chihuahua           misses life>=15: life 14–16 years
                          weight about 2.5 kg
  5   Maltese             misses life>=15: life 12–15 years · weight 2–3 kg
open <n> opens a breed; sort <trait> orders the list.

$ sort
Find weight<5kg life>=15: 0 results
No breed meets every condition.
── Close: each meets every condition but one ───────────────────────────────────
  1   Chihuahua           misses life>=15: life 14–16 years
  2   Papillon            misses life>=15: life 14–16 years
  3   Affenpinscher       misses life>=15: life 12–15 years
  4   Maltese             misses life>=15: life 12–15 years
  5   Miniature Pinscher  misses life>=15: life 12–16 years
open <n> opens a breed; sort <trait> orders the list.
