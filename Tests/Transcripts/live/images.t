# Images from the test server, without a terminal: described, not drawn; saved as they came.
#| source = {server}
#| seed = 2
#| page-size = 4
$ open pug
Pug · pug
  Toy · small size · China · AKC popularity #28
  Height       25–33 cm (TheDogAPI: 25–30)
  Weight       6.5–8 kg
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
Images 1–4 of 100
  1   {server}/breeds/pug/n02110958_11083.jpg
  2   {server}/breeds/pug/lupita_and_cats.jpg
  3   {server}/breeds/pug/WhatsApp%20Image%202023-05-30%20at%2021.43.24.jpeg
  4   {server}/breeds/pug/n02110958_12149.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ show 1
Pug: 320 × 240 pixels, {server}/breeds/pug/n02110958_11083.jpg

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
Breeds: 107 breeds, 93 sub-breeds · page 1 of 27
  1   affenpinscher
  2   african        African Hunting Dog
  3   airedale       Airedale Terrier
  4   akita
Type open <n> or open <breed>; more and prev turn the pages.

$ ls --images
Breeds: 107 breeds, 93 sub-breeds · page 1 of 27
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
  Neither AKC nor TheDogAPI has details for this breed.
Sub-breeds: 7
  1   afghan   Afghan Hound
  2   basset   Basset Hound
  3   blood    Bloodhound
  4   english  English Foxhound
open <n> opens a sub-breed; fav adds this breed to your favorites, fav <n> the
sub-breed or image in row n. more shows more images.

$ show 1
Row 1 is not an image; show and save take the number of an image row.
