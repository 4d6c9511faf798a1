# Every error is clear, suggests what was probably meant, and leaves the
# stack where it was.
$ opn labrador
Unknown command “opn”. Did you mean open?

$ serch golden
Unknown command “serch”. Did you mean search?

$ open
open needs <breed|n>. Usage: open <breed|n> [sub-breed]

$ open labardor
No breed is called “labardor”. Did you mean labrador or labradoodle?

$ open hound beagle
hound has no sub-breed “beagle”. Its sub-breeds are afghan, basset, blood, english, ibizan, plott and walker.

$ open 999
There is no row 999 here; the rows go from 1 to 107.

$ back now
“now” is not a number of screens.

$ ls x
“x” is not a page number.

$ ls 9
There is no page 9; the pages go from 1 to 6.

$ fav x
No breed is called “x”. Try search x.

$ fav
fav needs a breed name or a row number here. Usage: fav [breed|n] [sub-breed]

$ favorites purge
favorites takes export or import, not “purge”. Usage: favorites [export|import <file>]

$ favorites export
favorites needs <file>. Usage: favorites [export|import <file>]

$ favorites import {tmp}/missing.json
Could not read {tmp}/missing.json: No such file or directory

$ open "labrador
A quote is not closed.

$ help nosuch
Unknown command “nosuch”. Type help to see the commands.

$ favorites
Favorites: 0 favorites
No favorites yet. On a breed, type fav; fav <n> adds the breed or image in row
n.

$ fav 1
This screen has no numbered rows.

$ where
[1] breeds › favorites
