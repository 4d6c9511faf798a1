# "A small, quiet dog that is good with children": a short list, an order, a comparison and a favorite in five commands.
#| seed = 3
#| width = 80
$ find weight<12 barking:low children:high
Find weight<12kg barking:low children:high: 3 results
  1   Boston Terrier   weight 5.5–11 kg · barking 2/5 · children 5/5
  2   Coton de Tulear  weight 3.5–7 kg · barking 1/5 · children 5/5
  3   Pug              weight 6.5–8 kg · barking 1/5 · children 5/5
── Close: each meets every condition but one ───────────────────────────────────
  4   French Bulldog   misses weight<12kg: weight about 13 kg
  5   Basenji          misses children:high: children 3/5
open <n> opens a breed; sort <trait> orders the list.

$ sort popularity
Find weight<12kg barking:low children:high: 3 results · sorted by popularity,
most popular first
  1   Boston Terrier   weight 5.5–11 kg · barking 2/5 · children 5/5
                       popularity #21
  2   Pug              weight 6.5–8 kg · barking 1/5 · children 5/5
                       popularity #28
  3   Coton de Tulear  weight 3.5–7 kg · barking 1/5 · children 5/5
                       popularity #81
── Close: each meets every condition but one ───────────────────────────────────
  4   French Bulldog   misses weight<12kg: weight about 13 kg · popularity #4
  5   Basenji          misses children:high: children 3/5 · popularity #87
open <n> opens a breed; sort <trait> orders the list.

$ compare 1 2 3
                    Boston Terrier      Pug                 Coton de Tulear
                    bulldog boston      pug                 cotondetulear
  ≠ Weight          5.5–11 kg           6.5–8 kg            3.5–7 kg
    Size            small               small               small
  ≠ Height          38–43 cm            25–33 cm            23–28 cm
  ≠ Life span       11–13 years         13–15 years         15–19 years
  ≠ AKC popularity  #21                 #28                 #81
  ≠ Group           Non-Sporting        Toy                 Non-Sporting
  ≠ Temperament     Friendly, Bright,   Charming,           Charming, Bright,
                    Amusing             Mischievous,        Happy-Go-Lucky
                                        Loving
  ≠ Coat            smooth              smooth              double
  ≠ Coat length     short               short               long
    Young children  5/5                 5/5                 5/5
  ≠ Other dogs      4/5                 4/5                 5/5
    Strangers       5/5                 5/5                 5/5
    Affection       5/5                 5/5                 5/5
  ≠ Playfulness     5/5                 5/5                 4/5
    Watchdog        3/5                 3/5                 3/5
  ≠ Adaptability    3/5                 5/5                 4/5
    Trainability    4/5                 4/5                 4/5
  ≠ Energy          4/5                 3/5                 3/5
  ≠ Barking         2/5                 1/5                 1/5
    Mental needs    3/5                 3/5                 3/5
  ≠ Shedding        2/5                 4/5                 2/5
  ≠ Grooming        2/5                 2/5                 4/5
    Drooling        1/5                 1/5                 1/5
  ≠ Demeanor        5/5                 4/5                 5/5
    Sources         AKC and TheDogAPI   AKC and TheDogAPI   AKC and TheDogAPI
                    #53                 #201                #89
≠ marks the rows where the breeds differ.

$ fav 2
Added Pug to your favorites.

$ favorites
Favorites: 1 favorite
Pug · pug
  1 ★ Pug (the breed)
open <n> opens a breed; unfav <n> removes a row; favorites export <file> saves
them all.
