# One breed, one truth: each fact once, honest figures, find's evidence and sort's ranking.
#| width = 80
$ open labrador
Labrador Retriever · labrador
  Sporting · large size · Newfoundland, Canada · AKC popularity #1
  Height       55–62 cm
  Weight       25–36 kg
  Life span    10–12 years (TheDogAPI: 10–13)
  Temperament  Friendly, Active, Outgoing (TheDogAPI: Kind, Agile, Gentle,
               Intelligent, Trusting, Even Tempered)
  Bred for     Water retrieving
  Coat         double, short
  ●●●●● Good with young children   ●●●●● Energy
  ●●●●● Good with other dogs       ●●●○○ Barking
  ●●●●● Open to strangers          ●●●●○ Mental stimulation needs
  ●●●●● Affectionate with family   ●●●●○ Shedding
  ●●●●● Playfulness                ●●○○○ Grooming
  ●●●○○ Watchdog, protective       ●●○○○ Drooling
  ●●●●● Adaptability               ●●●●● Demeanor with strangers
  ●●●●● Trainability
  Sources      AKC: Labrador Retriever · TheDogAPI: Labrador Retriever (#149)
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/labrador/n02099712_3854.jpg
   2   https://images.dog.ceo/breeds/labrador/IMG_2752.jpg
   3   https://images.dog.ceo/breeds/labrador/louis4%20%281%29.jpg
   4   https://images.dog.ceo/breeds/labrador/n02099712_3613.jpg
   5   https://images.dog.ceo/breeds/labrador/n02099712_1254.jpg
   6   https://images.dog.ceo/breeds/labrador/JessieIncognito.jpg
   7   https://images.dog.ceo/breeds/labrador/gus.jpg
   8   https://images.dog.ceo/breeds/labrador/n02099712_384.jpg
   9   https://images.dog.ceo/breeds/labrador/n02099712_3197.jpg
  10   https://images.dog.ceo/breeds/labrador/Toblerone_2.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ more
Labrador Retriever · labrador
Images 11–30 of 100
  11   https://images.dog.ceo/breeds/labrador/n02099712_3364.jpg
  12   https://images.dog.ceo/breeds/labrador/n02099712_3947.jpg
  13   https://images.dog.ceo/breeds/labrador/n02099712_3835.jpg
  14   https://images.dog.ceo/breeds/labrador/n02099712_357.jpg
  15   https://images.dog.ceo/breeds/labrador/n02099712_2223.jpg
  16   https://images.dog.ceo/breeds/labrador/n02099712_4133.jpg
  17   https://images.dog.ceo/breeds/labrador/Toblerone_3.jpg
  18   https://images.dog.ceo/breeds/labrador/Fury_01.jpg
  19   https://images.dog.ceo/breeds/labrador/img_6236.jpg
  20   https://images.dog.ceo/breeds/labrador/n02099712_2115.jpg
  21   https://images.dog.ceo/breeds/labrador/n02099712_2174.jpg
  22   https://images.dog.ceo/breeds/labrador/n02099712_2228.jpg
  23   https://images.dog.ceo/breeds/labrador/n02099712_3301.jpg
  24   https://images.dog.ceo/breeds/labrador/n02099712_221.jpg
  25   https://images.dog.ceo/breeds/labrador/n02099712_389.jpg
  26   https://images.dog.ceo/breeds/labrador/IMG_4709.jpg
  27   https://images.dog.ceo/breeds/labrador/n02099712_2224.jpg
  28   https://images.dog.ceo/breeds/labrador/louis6%20%281%29.jpg
  29   https://images.dog.ceo/breeds/labrador/n02099712_4160.jpg
  30   https://images.dog.ceo/breeds/labrador/n02099712_1383.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ units imperial
Measures are now shown in imperial units (lb, in).

$ open pug
Pug · pug
  Toy · small size · China · AKC popularity #28
  Height       10–13 in (TheDogAPI: 10–12)
  Weight       14–18 lb
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
   1   https://images.dog.ceo/breeds/pug/WhatsApp%20Image%202023-05-30%20at%2021.37.23.jpeg
   2   https://images.dog.ceo/breeds/pug/n02110958_13995.jpg
   3   https://images.dog.ceo/breeds/pug/n02110958_12025.jpg
   4   https://images.dog.ceo/breeds/pug/n02110958_13721.jpg
   5   https://images.dog.ceo/breeds/pug/WhatsApp%20Image%202023-05-30%20at%2021.43.24.jpeg
   6   https://images.dog.ceo/breeds/pug/RoxyCruising.jpg
   7   https://images.dog.ceo/breeds/pug/n02110958_12447.jpg
   8   https://images.dog.ceo/breeds/pug/n02110958_11870.jpg
   9   https://images.dog.ceo/breeds/pug/bobby.jpg
  10   https://images.dog.ceo/breeds/pug/brody-rufferee.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ find weight<=7
Find weight<=7lb: 5 results
  1   Chihuahua          weight about 6 lb
  2   Maltese            weight 4–7 lb
  3   Pomeranian         weight 3–7 lb
  4   Poodle (Toy)       weight 4–6 lb
  5   Yorkshire Terrier  weight 4–7 lb
open <n> opens a breed; sort <trait> orders the list.

$ units
Measures are shown in imperial units (lb, in), as saved with units; units auto follows the measurement locale.

$ units metric
Measures are now shown in metric units (kg, cm).

$ info maltese
Maltese · maltese
  Toy · toy size · Malta, Mediterranean Basin · AKC popularity #37
  Height       18–23 cm (TheDogAPI: 20–25)
  Weight       2–3 kg (AKC: about 3)
  Life span    12–15 years (TheDogAPI: 15–18)
  Temperament  Gentle, Playful, Charming (TheDogAPI: Docile, Fearless,
               Affectionate, Sweet-Tempered, Lively, Responsive, Easygoing,
               Intelligent, Active)
  Bred for     Lapdog
  Coat         silky, long
  ●●●○○ Good with young children   ●●●○○ Energy
  ●●●○○ Good with other dogs       ●●●○○ Barking
  ●●●○○ Open to strangers          ●●●○○ Mental stimulation needs
  ●●●●● Affectionate with family   ●○○○○ Shedding
  ●●●○○ Playfulness                ●●●●○ Grooming
  ●●●●○ Watchdog, protective       ●○○○○ Drooling
  ●●●●○ Adaptability               ●●●●● Demeanor with strangers
  ●●●○○ Trainability
  Sources      AKC: Maltese · TheDogAPI: Maltese (#161)
100 images are available.

$ find weight<=3
Find weight<=3kg: 5 results
  1   Chihuahua          weight about 2.5 kg
  2   Maltese            weight 2–3 kg
  3   Pomeranian         weight 1.5–3 kg
  4   Poodle (Toy)       weight 2–2.5 kg
  5   Yorkshire Terrier  weight 2–3 kg
open <n> opens a breed; sort <trait> orders the list.

$ find weight < 10 size:small energy:low
Find weight<10kg size:small energy:low: 0 results
No breed meets every condition.
── Close: each meets every condition but one ───────────────────────────────────
  1   Coton de Tulear    misses energy:low: energy 3/5
  2   Italian Greyhound  misses energy:low: energy 3/5
  3   Havanese           misses energy:low: energy 3/5
  4   Lhasa Apso         misses energy:low: energy 3/5 · lhasa
  5   Pekingese          misses energy:low: energy 3/5 · pekinese
open <n> opens a breed; sort <trait> orders the list.

$ find size:small
Find size:small: 35 results · page 1 of 2
   1   Basenji                 size small
   2   Beagle                  size small
   3   Boston Terrier          size small · bulldog boston
   4   Coton de Tulear         size small
   5   Dachshund               size small
   6   Danish-Swedish Farmdog  size small · danish swedish
   7   Bichon Frise            size small
   8   Italian Greyhound       size small
   9   Havanese                size small
  10   Lhasa Apso              size small · lhasa
  11   Pekingese               size small · pekinese
  12   Miniature Pinscher      size small
  13   Poodle (Miniature)      size small
  14   Pug                     size small
  15   Schipperke              size small
  16   Miniature Schnauzer     size small
  17   Shetland Sheepdog       size small
  18   Shiba Inu               size small · shiba
  19   Shih Tzu                size small
  20   Japanese Chin           size small · spaniel japanese
open <n> opens a breed; sort <trait> orders the list.

$ find temperament:stubborn
Find temperament:stubborn: 10 results
   1   Affenpinscher              temperament Stubborn
   2   Bloodhound                 temperament Stubborn
   3   Belgian Malinois           temperament Stubborn · malinois
   4   Tibetan Mastiff            temperament Stubborn
   5   Pekingese                  temperament Stubborn · pekinese
   6   American Pit Bull Terrier  temperament Stubborn · pitbull
   7   Pug                        temperament Stubborn
   8   Samoyed                    temperament Stubborn
   9   Welsh Springer Spaniel     temperament Stubborn · spaniel welsh
  10   Weimaraner                 temperament Stubborn
open <n> opens a breed; sort <trait> orders the list.

$ find hypoallergenic
“hypoallergenic” is not a trait dogsh can search. The condition that comes closest is shedding:low: try find shedding:low.

$ find sise:small
No trait is called “sise”. Did you mean size? Type help find to see every trait.

$ home
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

$ sort popularity
Breeds: 107 breeds, 93 sub-breeds · sorted by popularity, most popular first
page 1 of 10
   1   Labrador Retriever          popularity #1 · labrador
   2   German Shepherd Dog         popularity #2 · germanshepherd
   3   Golden Retriever            popularity #3
   4   French Bulldog              popularity #4
   5   English Bulldog             popularity #5
   6   Beagle                      popularity #6
   7   Poodle (Miniature)          popularity #7
   8   Standard Poodle             popularity #7
   9   Poodle (Toy)                popularity #7
  10   Rottweiler                  popularity #8
  11   German Shorthaired Pointer  popularity #9 · pointer german
  12   Yorkshire Terrier           popularity #10
  13   Boxer                       popularity #11
  14   Dachshund                   popularity #12
  15   Pembroke Welsh Corgi        popularity #13 · pembroke
  16   Siberian Husky              popularity #14 · husky
  17   Great Dane                  popularity #16
  18   Australian Shepherd         popularity #17
  19   Doberman Pinscher           popularity #17 · doberman
  20   Miniature Schnauzer         popularity #19
Type open <n> or open <breed>; more and prev turn the pages.

$ sort popularity desc
Breeds: 107 breeds, 93 sub-breeds · sorted by popularity, least popular first
page 1 of 10
   1   English Foxhound        popularity #188 · hound english
   2   Otterhound              popularity #182
   3   Sussex Spaniel          popularity #180
   4   Dandie Dinmont Terrier  popularity #176 · terrier dandie
   5   Komondor                popularity #173
   6   Plott                   popularity #171 · hound plott
   7   Norwegian Buhund        popularity #165
   8   Sealyham Terrier        popularity #164
   9   Kuvasz                  popularity #163
  10   Curly-Coated Retriever  popularity #162 · retriever curly
  11   Finnish Lapphund        popularity #161
  12   Irish Water Spaniel     popularity #159 · spaniel irish
  13   Scottish Deerhound      popularity #158
  14   Entlebucher             popularity #157
  15   Spanish Water Dog       popularity #153
  16   Ibizan Hound            popularity #152
  17   Affenpinscher           popularity #148
  18   Lakeland Terrier        popularity #147
  19   Clumber Spaniel         popularity #143 · clumber
  20   Redbone Coonhound       popularity #142 · redbone
Type open <n> or open <breed>; more and prev turn the pages.

$ browse 3
Opened https://www.akc.org/dog-breeds/sussex-spaniel/ in your browser.

$ compare chihuahua maltese
                    Chihuahua                      Maltese
                    chihuahua                      maltese
  ≠ Weight          about 2.5 kg                   2–3 kg
    Size            toy                            toy
  ≠ Height          13–20 cm                       18–23 cm
  ≠ Life span       14–16 years                    12–15 years
  ≠ AKC popularity  #33                            #37
    Group           Toy                            Toy
  ≠ Temperament     Charming, Graceful, Sassy      Gentle, Playful, Charming
  ≠ Coat            smooth                         silky
  ≠ Coat length     short                          long
  ≠ Young children  1/5                            3/5
    Other dogs      3/5                            3/5
  ≠ Strangers       2/5                            3/5
  ≠ Affection       4/5                            5/5
  ≠ Playfulness     4/5                            3/5
    Watchdog        4/5                            4/5
    Adaptability    4/5                            4/5
    Trainability    3/5                            3/5
  ≠ Energy          4/5                            3/5
  ≠ Barking         5/5                            3/5
    Mental needs    3/5                            3/5
  ≠ Shedding        2/5                            1/5
  ≠ Grooming        1/5                            4/5
    Drooling        1/5                            1/5
  ≠ Demeanor        3/5                            5/5
    Sources         AKC                            AKC and TheDogAPI #161
≠ marks the rows where the breeds differ.
