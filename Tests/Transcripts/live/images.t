# Images from the test server, without a terminal: described, not drawn; saved as they came.
#| source = {server}
#| seed = 2
#| page-size = 4
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

$ show 1
Pug: 320 × 240 pixels, {server}/breeds/pug/n02110958_11083.jpg
(Images are not drawn here: standard output is not a terminal. --images blocks draws them anyway.)

$ show 3
Pug: 320 × 240 pixels, {server}/breeds/pug/WhatsApp%20Image%202023-05-30%20at%2021.43.24.jpeg

$ show 12
There is no row 12 here; the rows go from 1 to 10.

$ save 1 {tmp}/pug.jpg
Saved {tmp}/pug.jpg (4,746 bytes).

$ save 1 {tmp}/pug.jpg
{tmp}/pug.jpg exists already; dogsh does not overwrite files. Give another name.

$ save 2 {tmp}
Saved {tmp}/lupita_and_cats.jpg (4,369 bytes).

$ grid
Pug: 320 × 240 pixels, {server}/breeds/pug/n02110958_11083.jpg
Pug: 320 × 240 pixels, {server}/breeds/pug/lupita_and_cats.jpg
Pug: 320 × 240 pixels, {server}/breeds/pug/WhatsApp%20Image%202023-05-30%20at%2021.43.24.jpeg
Pug: 320 × 240 pixels, {server}/breeds/pug/n02110958_12149.jpg
Pug: 320 × 240 pixels, {server}/breeds/pug/n02110958_11239.jpg
Pug: 320 × 240 pixels, {server}/breeds/pug/bubba.jpg
Pug: 320 × 240 pixels, {server}/breeds/pug/n02110958_13930.jpg
Pug: 320 × 240 pixels, {server}/breeds/pug/Suki.jpg
Pug: 320 × 240 pixels, {server}/breeds/pug/n02110958_12819.jpg
Pug: 320 × 240 pixels, {server}/breeds/pug/bobby.jpg

$ fav 2
Added an image of Pug to your favorites.

$ favorites
Favorites: 1 favorite
Pug · pug
  1 ★ {server}/breeds/pug/lupita_and_cats.jpg
open <n> opens a breed; unfav <n> removes a row; favorites export <file> saves
them all.

$ show 1
Pug: 320 × 240 pixels, {server}/breeds/pug/lupita_and_cats.jpg

$ grid
Pug: 320 × 240 pixels, {server}/breeds/pug/lupita_and_cats.jpg

$ home
Breeds: 107 breeds, 94 sub-breeds · page 1 of 27
  1   affenpinscher
  2   african        African Hunting Dog
  3   airedale       Airedale Terrier
  4   akita
Type open <n> or open <breed>; more and prev turn the pages.

$ ls --images
Breeds: 107 breeds, 94 sub-breeds · page 1 of 27
  1   affenpinscher
       {server}/breeds/affenpinscher/n02110627_11283.jpg
  2   african        African Hunting Dog
       {server}/breeds/african/n02116738_10024.jpg
  3   airedale       Airedale Terrier
       {server}/breeds/airedale/n02096051_4902.jpg
  4   akita
       {server}/breeds/akita/Japaneseakita.jpg
Type open <n> or open <breed>; more and prev turn the pages.

$ show 1
Affenpinscher: 320 × 240 pixels, {server}/breeds/affenpinscher/n02110627_11283.jpg

$ save 2 {tmp}/african.jpg
Saved {tmp}/african.jpg (4,601 bytes).

$ open hound
Hound · hound
  TheDogAPI has no details for this breed.
Sub-breeds: 7
   1   afghan   Afghan Hound
   2   basset   Basset Hound
   3   blood    Bloodhound
   4   english  English Foxhound
   5   ibizan   Ibizan Hound
   6   plott    Plott
   7   walker   Walker Hound
Images: 10 of 603
   8   {server}/breeds/hound-english/n02089973_1957.jpg
   9   {server}/breeds/hound-afghan/n02088094_185.jpg
  10   {server}/breeds/hound-english/n02089973_2781.jpg
  11   {server}/breeds/hound-afghan/n02088094_12664.jpg
  12   {server}/breeds/hound-ibizan/n02091244_1182.jpg
  13   {server}/breeds/hound-afghan/n02088094_10832.jpg
  14   {server}/breeds/hound-afghan/n02088094_2726.jpg
  15   {server}/breeds/hound-ibizan/n02091244_2427.jpg
  16   {server}/breeds/hound-walker/n02089867_2596.jpg
  17   {server}/breeds/hound-basset/n02088238_11113.jpg
open <n> opens a sub-breed; fav adds this breed to your favorites, fav <n> the
sub-breed or image in row n.

$ show 1
Row 1 is not an image; show and save take the number of an image row.
