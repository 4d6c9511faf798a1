# Favorites: add breeds and images, see them grouped by breed, remove rows,
# export to JSON and import back. {tmp} is a fresh temporary folder.
#| seed = 3
$ favorites
Favorites: 0 favorites
No favorites yet. On a breed, type fav; fav <n> adds the breed or image in row
n.

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
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/pug/n02110958_11261.jpg
   2   https://images.dog.ceo/breeds/pug/n02110958_13993.jpg
   3   https://images.dog.ceo/breeds/pug/n02110958_13506.jpg
   4   https://images.dog.ceo/breeds/pug/n02110958_11256.jpg
   5   https://images.dog.ceo/breeds/pug/n02110958_11979.jpg
   6   https://images.dog.ceo/breeds/pug/n02110958_13597.jpg
   7   https://images.dog.ceo/breeds/pug/n02110958_11725.jpg
   8   https://images.dog.ceo/breeds/pug/anotherbb.jpg
   9   https://images.dog.ceo/breeds/pug/n02110958_13263.jpg
  10   https://images.dog.ceo/breeds/pug/n02110958_11194.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ fav
Added Pug to your favorites.

$ fav 1
Added an image of Pug to your favorites.

$ fav 1
This image of Pug is already a favorite.

$ fav
Pug is already a favorite.

$ open hound
Hound · hound
  Neither AKC nor TheDogAPI has details for this breed.
Sub-breeds: 7
   1   afghan   Afghan Hound
   2   basset   Basset Hound
   3   blood    Bloodhound
   4   english  English Foxhound
   5   ibizan   Ibizan Hound
   6   plott    Plott
   7   walker   Walker Hound
Images 1–10 of 603
   8   https://images.dog.ceo/breeds/hound-ibizan/n02091244_147.jpg
   9   https://images.dog.ceo/breeds/hound-ibizan/n02091244_169.jpg
  10   https://images.dog.ceo/breeds/hound-blood/n02088466_7230.jpg
  11   https://images.dog.ceo/breeds/hound-blood/n02088466_10335.jpg
  12   https://images.dog.ceo/breeds/hound-ibizan/n02091244_175.jpg
  13   https://images.dog.ceo/breeds/hound-ibizan/n02091244_3153.jpg
  14   https://images.dog.ceo/breeds/hound-basset/n02088238_3066.jpg
  15   https://images.dog.ceo/breeds/hound-afghan/n02088094_2062.jpg
  16   https://images.dog.ceo/breeds/hound-basset/n02088238_10106.jpg
  17   https://images.dog.ceo/breeds/hound-english/n02089973_2249.jpg
open <n> opens a sub-breed; fav adds this breed to your favorites, fav <n> the
sub-breed or image in row n. more shows more images.

$ fav 1
Added Afghan Hound to your favorites.

$ favorites
Favorites: 3 favorites
Afghan Hound · hound afghan
  1 ★ Afghan Hound (the breed)
Pug · pug
  2 ★ Pug (the breed)
  3 ★ https://images.dog.ceo/breeds/pug/n02110958_11261.jpg
open <n> opens a breed; unfav <n> removes a row; favorites export <file> saves
them all.

$ open 3
Pug · pug ★
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
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/pug/IMG_0226.jpg
   2   https://images.dog.ceo/breeds/pug/bruiser.jpg
   3   https://images.dog.ceo/breeds/pug/n02110958_13794.jpg
   4   https://images.dog.ceo/breeds/pug/n02110958_11870.jpg
   5   https://images.dog.ceo/breeds/pug/n02110958_13560.jpg
   6   https://images.dog.ceo/breeds/pug/anotherbb.jpg
   7   https://images.dog.ceo/breeds/pug/n02110958_12080.jpg
   8   https://images.dog.ceo/breeds/pug/n02110958_11725.jpg
   9   https://images.dog.ceo/breeds/pug/n02110958_13721.jpg
  10   https://images.dog.ceo/breeds/pug/WhatsApp_Image_2023-05-30_at_21.40.58_%281%29.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ back
Favorites: 3 favorites
Afghan Hound · hound afghan
  1 ★ Afghan Hound (the breed)
Pug · pug
  2 ★ Pug (the breed)
  3 ★ https://images.dog.ceo/breeds/pug/n02110958_11261.jpg
open <n> opens a breed; unfav <n> removes a row; favorites export <file> saves
them all.

$ unfav 1
Removed Afghan Hound from your favorites.
Favorites: 2 favorites
Pug · pug
  1 ★ Pug (the breed)
  2 ★ https://images.dog.ceo/breeds/pug/n02110958_11261.jpg
open <n> opens a breed; unfav <n> removes a row; favorites export <file> saves
them all.

$ favorites export {tmp}/dogs.json
Exported 2 favorites to {tmp}/dogs.json.

$ unfav 1
Removed Pug from your favorites.
Favorites: 1 favorite
Pug · pug
  1 ★ https://images.dog.ceo/breeds/pug/n02110958_11261.jpg
open <n> opens a breed; unfav <n> removes a row; favorites export <file> saves
them all.

$ unfav 1
Removed an image of Pug from your favorites.
Favorites: 0 favorites
No favorites yet. On a breed, type fav; fav <n> adds the breed or image in row
n.

$ unfav 1
This screen has no numbered rows.

$ favorites import {tmp}/dogs.json
Imported 2 new favorites from {tmp}/dogs.json (2 in the file).
Favorites: 2 favorites
Pug · pug
  1 ★ Pug (the breed)
  2 ★ https://images.dog.ceo/breeds/pug/n02110958_11261.jpg
open <n> opens a breed; unfav <n> removes a row; favorites export <file> saves
them all.

$ home
Breeds: 107 breeds, 93 sub-breeds · page 1 of 6
...

$ ls
Breeds: 107 breeds, 93 sub-breeds · page 1 of 6
...

$ favorites export {tmp}/dogs.json
{tmp}/dogs.json already exists; favorites export --force {tmp}/dogs.json replaces it.

$ favorites export {tmp}/again.json
Exported 2 favorites to {tmp}/again.json.

$ favorites export --force {tmp}/again.json
Exported 2 favorites to {tmp}/again.json.
