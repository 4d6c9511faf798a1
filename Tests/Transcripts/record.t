# record writes the lines of a session to a file: a script for --script, or a transcript
# for dogsh test. Lines entered before it started come first, so a replay starts where it did.
#| seed = 8
$ record
No recording is on; record FILE starts one.

$ search golden
Search “golden”: 1 result
  1   Golden Retriever
open <n> opens a result.

$ record {tmp}/tour.dogsh
Recording to {tmp}/tour.dogsh, starting with the 1 line entered before, so a replay starts here; record stop ends it.

$ open 1
Golden Retriever · retriever golden
  Sporting · large size · Scotland · AKC popularity #3
  Height       55–61 cm
  Weight       25–34 kg
  Life span    10–12 years
  Temperament  Friendly, Intelligent, Devoted (TheDogAPI: Kind, Reliable,
               Trustworthy, Confident)
  Bred for     Retrieving
  Coat         double, medium
  ●●●●● Good with young children   ●●●○○ Energy
  ●●●●● Good with other dogs       ●○○○○ Barking
  ●●●●● Open to strangers          ●●●●○ Mental stimulation needs
  ●●●●● Affectionate with family   ●●●●○ Shedding
  ●●●●○ Playfulness                ●●○○○ Grooming
  ●●●○○ Watchdog, protective       ●●○○○ Drooling
  ●●●●● Adaptability               ●●●●○ Demeanor with strangers
  ●●●●● Trainability
  Sources      AKC: Golden Retriever · TheDogAPI: Golden Retriever (#121)
Images 1–10 of 100
   1   https://images.dog.ceo/breeds/retriever-golden/n02099601_3720.jpg
   2   https://images.dog.ceo/breeds/retriever-golden/n02099601_10.jpg
   3   https://images.dog.ceo/breeds/retriever-golden/Mori_1.jpg
   4   https://images.dog.ceo/breeds/retriever-golden/n02099601_342.jpg
   5   https://images.dog.ceo/breeds/retriever-golden/n02099601_1324.jpg
   6   https://images.dog.ceo/breeds/retriever-golden/n02099601_2980.jpg
   7   https://images.dog.ceo/breeds/retriever-golden/joey_IMG_0633.jpg
   8   https://images.dog.ceo/breeds/retriever-golden/n02099601_1162.jpg
   9   https://images.dog.ceo/breeds/retriever-golden/n02099601_146.jpg
  10   https://images.dog.ceo/breeds/retriever-golden/n02099601_3111.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.

$ opn
Unknown command “opn”. Did you mean open?

$  search not recorded
Search “not recorded”: 0 results
No breed matches “not recorded”.

$ record
Recording to {tmp}/tour.dogsh: 3 lines so far; record stop ends it.

$ record {tmp}/other.dogsh
Already recording to {tmp}/tour.dogsh; record stop ends that recording first.

$ record stop
Recorded 3 lines to {tmp}/tour.dogsh.

$ record {tmp}/tour.dogsh
{tmp}/tour.dogsh already exists; add --force to replace it.

$ record --force --transcript {tmp}/tour.dogsh
Recording a transcript to {tmp}/tour.dogsh, starting with the 3 lines entered before (their output matched by ...); record stop ends it.

$ record
Recording a transcript to {tmp}/tour.dogsh: 3 lines so far; record stop ends it.

$ where
[3] breeds › [2] search “golden” › [1] golden retriever › search “not recorded”

$ record stop
Recorded 4 lines to {tmp}/tour.dogsh.

$ record stop
No recording is on; record FILE starts one.

$ record --transcript
record needs <file>. Usage: record [file] [--transcript]

$ record {tmp}/no/such/folder/tour.dogsh
Cannot record to {tmp}/no/such/folder/tour.dogsh: No such file or directory
