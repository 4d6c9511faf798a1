# Recorded by dogsh. Check it: dogsh test Tests/Transcripts/recorded-tour.t
# Not written by hand: a session piped into `dogsh --seed 21 --width 80` began with
# `record --transcript Tests/Transcripts/recorded-tour.t` and ended with `record stop`.
#| seed = 21
#| width = 80
#| page-size = 20
#| lang = en
$ search shepherd
Search “shepherd”: 3 results
  1   Australian Shepherd
  2   German Shepherd Dog            germanshepherd
  3   Caucasian Shepherd (Ovcharka)  ovcharka caucasian
open <n> opens a result.

$ open 1
Australian Shepherd · australian shepherd
  Herding · medium size · Western United States · AKC popularity #17
  Height       46–58 cm
  Weight       18–29 kg (TheDogAPI: 16–29)
  Life span    12–15 years (TheDogAPI: 12–16)
  Temperament  Smart, Work-Oriented, Exuberant (TheDogAPI: Good-natured,
               Affectionate, Intelligent, Active, Protective)
  Bred for     Sheep herding
  Coat         double, medium
  ●●●●● Good with young children   ●●●●● Energy
  ●●●○○ Good with other dogs       ●●●○○ Barking
  ●●●○○ Open to strangers          ●●●●● Mental stimulation needs
  ●●●○○ Affectionate with family   ●●●○○ Shedding
  ●●●●○ Playfulness                ●●○○○ Grooming
  ●●●○○ Watchdog, protective       ●○○○○ Drooling
  ●●●○○ Adaptability               ●●●○○ Demeanor with strangers
  ●●●●● Trainability
  Sources      AKC: Australian Shepherd · TheDogAPI: Australian Shepherd (#23)
Images 1–6 of 6
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
  1 ★ Australian Shepherd   group Herding · energy 5/5 · children 5/5
  2   Cardigan Welsh Corgi  group Herding · energy 4/5 · children 4/5
  3   German Shepherd Dog   group Herding · energy 5/5 · children 5/5
  4   Shetland Sheepdog     group Herding · energy 4/5 · children 5/5
  5   Spanish Water Dog     group Herding · energy 4/5 · children 4/5
open <n> opens a breed; sort <trait> orders the list.

$ sort popularity
Find group:herding energy:high children>=4: 5 results · sorted by popularity,
most popular first
  1   German Shepherd Dog   group Herding · energy 5/5 · children 5/5
                            popularity #2
  2 ★ Australian Shepherd   group Herding · energy 5/5 · children 5/5
                            popularity #17
  3   Shetland Sheepdog     group Herding · energy 4/5 · children 5/5
                            popularity #25
  4   Cardigan Welsh Corgi  group Herding · energy 4/5 · children 4/5
                            popularity #68
  5   Spanish Water Dog     group Herding · energy 4/5 · children 4/5
                            popularity #153
open <n> opens a breed; sort <trait> orders the list.

$ compare 1 2
                    German Shepherd Dog            Australian Shepherd
                    germanshepherd                 australian shepherd
  ≠ Weight          23–41 kg                       18–29 kg
  ≠ Size            large                          medium
  ≠ Height          56–66 cm                       46–58 cm
  ≠ Life span       7–10 years                     12–15 years
  ≠ AKC popularity  #2                             #17
    Group           Herding                        Herding
  ≠ Temperament     Confident, Courageous, Smart   Smart, Work-Oriented,
                                                   Exuberant
    Coat            double                         double
    Coat length     medium                         medium
    Young children  5/5                            5/5
    Other dogs      3/5                            3/5
    Strangers       3/5                            3/5
  ≠ Affection       5/5                            3/5
    Playfulness     4/5                            4/5
  ≠ Watchdog        5/5                            3/5
  ≠ Adaptability    5/5                            3/5
    Trainability    5/5                            5/5
    Energy          5/5                            5/5
    Barking         3/5                            3/5
    Mental needs    5/5                            5/5
  ≠ Shedding        4/5                            3/5
    Grooming        2/5                            2/5
  ≠ Drooling        2/5                            1/5
    Demeanor        3/5                            3/5
    Sources         AKC and TheDogAPI #115         AKC and TheDogAPI #23
≠ marks the rows where the breeds differ.

$ random collie
Border Collie · collie border
  https://images.dog.ceo/breeds/collie-border/n02106166_3996.jpg
fav adds this picture to your favorites; save saves it.

$ open labardor
No breed is called “labardor”. Did you mean labrador or labradoodle?
