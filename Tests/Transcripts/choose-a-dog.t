# "A small, quiet dog that is good with children": a short list, an order, a comparison and a favorite in five commands.
#| seed = 3
#| width = 80
$ find weight<12 barking:low children:high
Find weight<12 barking:low children:high: 3 results
  1   bulldog boston  Boston Terrier · weight 5.44–11.34 kg · barking 2/5 · chi…
  2   cotondetulear   weight 3.63–6.8 kg · barking 1/5 · children 5/5
  3   pug             weight 6.35–8.16 kg · barking 1/5 · children 5/5
open <n> opens a breed; sort <trait> orders the list.

$ sort popularity
Find weight<12 barking:low children:high: 3 results · sorted by popularity
  1   bulldog boston  Boston Terrier · weight 5.44–11.34 kg · barking 2/5 · chi…
  2   pug             weight 6.35–8.16 kg · barking 1/5 · children 5/5 · popula…
  3   cotondetulear   weight 3.63–6.8 kg · barking 1/5 · children 5/5 · popular…
open <n> opens a breed; sort <trait> orders the list.

$ compare 1 2 3
                              Boston Terrier   Pug              Coton de Tulear
                              bulldog boston   pug              cotondetulear
  ≠ Weight                    5.44–11.34 kg    6.35–8.16 kg     3.63–6.8 kg
  ≠ Height                    38.1–43.18 cm    25.4–33.02 cm    22.86–27.94 cm
  ≠ Life span                 11–13 years      13–15 years      15–19 years
  ≠ AKC popularity            #21              #28              #81
  ≠ Group                     Non-Sporting     Toy              Non-Sporting
  ≠ Temperament               Friendly,        Charming,        Charming,
                              Bright, Amusing  Mischievous,     Bright,
                                               Loving           Happy-Go-Lucky
  ≠ Coat                      smooth           smooth           double
  ≠ Coat length               short            short            long
    Good with young children  5/5              5/5              5/5
  ≠ Good with other dogs      4/5              4/5              5/5
    Open to strangers         5/5              5/5              5/5
    Affectionate with family  5/5              5/5              5/5
  ≠ Playfulness               5/5              5/5              4/5
    Watchdog, protective      3/5              3/5              3/5
  ≠ Adaptability              3/5              5/5              4/5
    Trainability              4/5              4/5              4/5
  ≠ Energy                    4/5              3/5              3/5
  ≠ Barking                   2/5              1/5              1/5
    Mental stimulation needs  3/5              3/5              3/5
  ≠ Shedding                  2/5              4/5              2/5
  ≠ Grooming                  2/5              2/5              4/5
    Drooling                  1/5              1/5              1/5
  ≠ Demeanor with strangers   5/5              4/5              5/5
  ≠ Sources                   AKC and          AKC and          AKC and
                              TheDogAPI #53    TheDogAPI #201   TheDogAPI #89
≠ marks the rows where the breeds differ.

$ fav 2
Added Pug to your favorites.

$ favorites
Favorites: 1 favorite
Pug · pug
  1 ★ Pug (the breed)
open <n> opens a breed; unfav <n> removes a row; favorites export <file> saves
them all.
