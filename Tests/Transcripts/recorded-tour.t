# Recorded by dogsh. Check it: dogsh test Tests/Transcripts/recorded-tour.t
# Not written by hand: a session piped into `dogsh --seed 21 --width 80` began with
# `record --transcript Tests/Transcripts/recorded-tour.t` and ended with `record stop`.
#| seed = 21
#| width = 80
#| page-size = 20
#| lang = en
$ search shepherd
Search “shepherd”: 3 results
  1   australian shepherd
  2   germanshepherd       German Shepherd Dog
  3   ovcharka caucasian   Caucasian Shepherd (Ovcharka)
open <n> opens a result.

$ open 1
Australian Shepherd · australian shepherd
  Group           Herding
  Bred for        Sheep herding
  Life span       12–16 years
  Temperament     Good-natured, Affectionate, Intelligent, Active, Protective
  Origin          Western United States
  Weight          16–29 kg
  Height          46–58 cm
  Source          TheDogAPI: Australian Shepherd (#23)
  Group           Herding
  AKC popularity  #17
  Temperament     Smart, Work-Oriented, Exuberant
  Height          45.72–58.42 cm
  Weight          18.14–29.48 kg
  Life span       12–15 years
  Coat            double, medium
  Traits          children 5 · dogs 3 · strangers 3 · affection 3 ·
                  playfulness 4 · protective 3 · adaptability 3 · trainability 5
                  · energy 5 · barking 3 · stimulation 5 · shedding 3 ·
                  grooming 2 · drooling 1 · demeanor 3
  Source          AKC: Australian Shepherd
Images: 6 of 6
  1   https://images.dog.ceo/breeds/australian-shepherd/forest.JPG
  2   https://images.dog.ceo/breeds/australian-shepherd/sadie.jpg
  3   https://images.dog.ceo/breeds/australian-shepherd/pepper2.jpg
  4   https://images.dog.ceo/breeds/australian-shepherd/leroy.jpg
  5   https://images.dog.ceo/breeds/australian-shepherd/pepper.jpg
  6   https://images.dog.ceo/breeds/australian-shepherd/forest.jpg
Only 6 images of Australian Shepherd are available.
fav adds this breed to your favorites; fav <n> adds the image in row n.

$ fav
Added Australian Shepherd to your favorites.

$ find group:herding energy:high children>=4
Find group:herding energy:high children>=4: 5 results
  1 ★ australian shepherd  group Herding · energy 5/5 · children 5/5
  2   corgi cardigan       Cardigan Welsh Corgi · group Herding · energy 4/5 · …
  3   germanshepherd       German Shepherd Dog · group Herding · energy 5/5 · c…
  4   sheepdog shetland    group Herding · energy 4/5 · children 5/5
  5   waterdog spanish     group Herding · energy 4/5 · children 4/5
open <n> opens a breed; sort <trait> orders the list.

$ sort popularity
Find group:herding energy:high children>=4: 5 results · sorted by popularity
  1   germanshepherd       German Shepherd Dog · group Herding · energy 5/5 · c…
  2 ★ australian shepherd  group Herding · energy 5/5 · children 5/5 · populari…
  3   sheepdog shetland    group Herding · energy 4/5 · children 5/5 · populari…
  4   corgi cardigan       Cardigan Welsh Corgi · group Herding · energy 4/5 · …
  5   waterdog spanish     group Herding · energy 4/5 · children 4/5 · populari…
open <n> opens a breed; sort <trait> orders the list.

$ compare 1 2
                              German Shepherd Dog       Australian Shepherd
                              germanshepherd            australian shepherd
  ≠ Weight                    22.68–40.82 kg            18.14–29.48 kg
  ≠ Height                    55.88–66.04 cm            45.72–58.42 cm
  ≠ Life span                 7–10 years                12–15 years
  ≠ AKC popularity            #2                        #17
    Group                     Herding                   Herding
  ≠ Temperament               Confident, Courageous,    Smart, Work-Oriented,
                              Smart                     Exuberant
    Coat                      double                    double
    Coat length               medium                    medium
    Good with young children  5/5                       5/5
    Good with other dogs      3/5                       3/5
    Open to strangers         3/5                       3/5
  ≠ Affectionate with family  5/5                       3/5
    Playfulness               4/5                       4/5
  ≠ Watchdog, protective      5/5                       3/5
  ≠ Adaptability              5/5                       3/5
    Trainability              5/5                       5/5
    Energy                    5/5                       5/5
    Barking                   3/5                       3/5
    Mental stimulation needs  5/5                       5/5
  ≠ Shedding                  4/5                       3/5
    Grooming                  2/5                       2/5
  ≠ Drooling                  2/5                       1/5
    Demeanor with strangers   3/5                       3/5
  ≠ Sources                   AKC and TheDogAPI #115    AKC and TheDogAPI #23
≠ marks the rows where the breeds differ.

$ random collie
Border Collie · collie border
  https://images.dog.ceo/breeds/collie-border/n02106166_3996.jpg

$ open labardor
No breed is called “labardor”. Did you mean labrador or labradoodle?
