# The breeds list: numbered, paged, with sub-breed counts.
#| width = 72
$ ls
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

$ more
Breeds: 107 breeds, 93 sub-breeds · page 2 of 6
  21   chihuahua
  22   chippiparai    1 sub-breed
  23   chow           Chow Chow
  24   clumber        Clumber Spaniel
  25   cockapoo
  26   collie         1 sub-breed
  27   coonhound      Black and Tan Coonhound
  28   corgi          1 sub-breed
  29   cotondetulear
  30   dachshund
  31   dalmatian
  32   dane           1 sub-breed
  33   danish         1 sub-breed
  34   deerhound      1 sub-breed
  35   dhole
  36   dingo
  37   doberman       Doberman Pinscher
  38   elkhound       1 sub-breed
  39   entlebucher
  40   eskimo         Eskimo Dog
Type open <n> or open <breed>; more and prev turn the pages.

$ next
Breeds: 107 breeds, 93 sub-breeds · page 3 of 6
  41   finnish         1 sub-breed
  42   frise           1 sub-breed
  43   gaddi           1 sub-breed
  44   germanshepherd  German Shepherd Dog
  45   greyhound       2 sub-breeds
  46   groenendael
  47   havanese
  48   hound           7 sub-breeds
  49   husky           Siberian Husky
  50   keeshond
  51   kelpie          Australian Kelpie
  52   kombai
  53   komondor
  54   kuvasz
  55   labradoodle
  56   labrador        Labrador Retriever
  57   leonberg        Leonberger
  58   lhasa           Lhasa Apso
  59   malamute        Alaskan Malamute
  60   malinois        Belgian Malinois
Type open <n> or open <breed>; more and prev turn the pages.

$ prev
Breeds: 107 breeds, 93 sub-breeds · page 2 of 6
  21   chihuahua
  22   chippiparai    1 sub-breed
  23   chow           Chow Chow
  24   clumber        Clumber Spaniel
  25   cockapoo
  26   collie         1 sub-breed
  27   coonhound      Black and Tan Coonhound
  28   corgi          1 sub-breed
  29   cotondetulear
  30   dachshund
  31   dalmatian
  32   dane           1 sub-breed
  33   danish         1 sub-breed
  34   deerhound      1 sub-breed
  35   dhole
  36   dingo
  37   doberman       Doberman Pinscher
  38   elkhound       1 sub-breed
  39   entlebucher
  40   eskimo         Eskimo Dog
Type open <n> or open <breed>; more and prev turn the pages.

$ ls 6
Breeds: 107 breeds, 93 sub-breeds · page 6 of 6
  101   terrier     23 sub-breeds
  102   tervuren    Belgian Tervuren
  103   vizsla
  104   waterdog    1 sub-breed
  105   weimaraner
  106   whippet
  107   wolfhound   1 sub-breed
Type open <n> or open <breed>; more and prev turn the pages.

$ more
This is the last page.

$ previous
Breeds: 107 breeds, 93 sub-breeds · page 5 of 6
   81   pyrenees     Great Pyrenees
   82   rajapalayam  1 sub-breed
   83   redbone      Redbone Coonhound
   84   retriever    4 sub-breeds
   85   ridgeback    1 sub-breed
   86   rottweiler
   87   saluki
   88   samoyed
   89   schipperke
   90   schnauzer    2 sub-breeds
   91   segugio      1 sub-breed
   92   setter       3 sub-breeds
   93   sharpei      Chinese Shar-Pei
   94   sheepdog     3 sub-breeds
   95   shiba        Shiba Inu
   96   shihtzu
   97   spaniel      7 sub-breeds
   98   spitz        2 sub-breeds
   99   springer     1 sub-breed
  100   stbernard    Saint Bernard
Type open <n> or open <breed>; more and prev turn the pages.

$ list 1
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

$ open 107
Wolfhound · wolfhound
  Neither AKC nor TheDogAPI has details for this breed.
Sub-breeds: 1
   1   irish  Irish Wolfhound
Images 1–10 of 100
   2   https://images.dog.ceo/breeds/wolfhound-irish/n02090721_2101.jpg
   3   https://images.dog.ceo/breeds/wolfhound-irish/n02090721_2366.jpg
   4   https://images.dog.ceo/breeds/wolfhound-irish/n02090721_3109.jpg
   5   https://images.dog.ceo/breeds/wolfhound-irish/n02090721_1931.jpg
   6   https://images.dog.ceo/breeds/wolfhound-irish/n02090721_1041.jpg
   7   https://images.dog.ceo/breeds/wolfhound-irish/n02090721_2474.jpg
   8   https://images.dog.ceo/breeds/wolfhound-irish/n02090721_2836.jpg
   9   https://images.dog.ceo/breeds/wolfhound-irish/n02090721_209.jpg
  10   https://images.dog.ceo/breeds/wolfhound-irish/n02090721_1782.jpg
  11   https://images.dog.ceo/breeds/wolfhound-irish/n02090721_2552.jpg
open <n> opens a sub-breed; fav adds this breed to your favorites, fav
<n> the sub-breed or image in row n. more shows more images.

$ back
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
