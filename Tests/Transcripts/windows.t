# A transcript written on Windows: CRLF line ends and a byte-order mark, and the favorites it starts with.
#| favorites = pug, beagle
$ favorites
Favorites: 2 favorites
...
$ open pug
Pug · pug ★
...
$ where
[2] breeds › [1] favorites › pug
