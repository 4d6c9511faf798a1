# help lists the commands by purpose, a line each; help <command> explains one; help all explains every one; clear clears the screen (nothing to see in a transcript).
$ help
Commands
Moving around
  open <breed|n> [sub-breed]        Open a breed or sub-breed by name, or the…
  back [n]                          Go back to the previous screen, or n…
  forward                           Reopen the screen that back left, as a…
  home                              Go back to the breeds list
  where                             Show where you are: the screens from the…
  ls [page] [--images]              Show the current screen again, or one of…
  more                              Show the next page
  prev                              Show the previous page
Finding and choosing
  search <text>                     Search breeds by name, forgiving typos and…
  find <conditions>                 List the breeds that meet every condition…
  sort [trait] [asc|desc]           Order the list on show by a trait, in its…
  compare <breeds>                  Show two to four breeds side by side, every…
  random [breed] [sub-breed]        Show a random dog image, of any breed or of…
  info [breed|n] [sub-breed]        Show the details of this breed, a named…
Images
  show <breed|n> [sub-breed]        Draw the image in row n, or in the first…
  grid                              Draw this screen's images as a… (not here)
  save [n] [file]                   Save the original image in row n, or the…
  browse [n]                        Open the image in row n in your web browser…
  copy [n]                          Put the image URL in row n, or the breed's…
Favorites
  fav [breed|n] [sub-breed]         Add this breed, a named breed, the breed or…
  unfav [breed|n] [sub-breed]       Remove this breed, a named breed, the breed…
  favorites [export|import <file>]  Open your favorites, or export or import…
This session
  history                           Show the lines you typed at the terminal…
  record [file] [--transcript]      Write every line from now on to a file: a…
  theme [dark|light|auto]           Show the colour theme, or set it to dark…
  units [metric|imperial|auto]      Show the units measures are shown in, or…
  pager [on|off|auto]               Show the pager setting, or set it to on…
  lang [en|de|es|ja|auto]           Show the language, or set it to en, de, es…
  log [category] [level]            Show the log levels or one category's, or…
  help [command]                    List the commands by purpose, explain one…
  clear                             Clear the screen and show the prompt at the…
  quit                              Leave dogsh
help <command> explains one, help all every one. Numbers refer to the rows on
the current screen. Separate commands with ;.

$ help open
open <breed|n> [sub-breed]
  Open a breed or sub-breed by name, or the breed in row n.
  Aliases: cd
  Examples: open labrador, open afghan hound, open hound afghan, open 3, cd ..

$ help cd
open <breed|n> [sub-breed]
  Open a breed or sub-breed by name, or the breed in row n.
  Aliases: cd
  Examples: open labrador, open afghan hound, open hound afghan, open 3, cd ..

$ ? fav
fav [breed|n] [sub-breed]
  Add this breed, a named breed, the breed or image in row n, or the picture
  random showed, to your favorites.
  Aliases: favorite
  Examples: fav, fav 12, fav beagle

$ help favorites
favorites [export|import <file>]
  Open your favorites, or export or import them as a JSON file.
  --force: replace the file if it exists
  Aliases: favs
  Examples: favorites, favorites export dogs.json, favorites export --force
  dogs.json, favorites import dogs.json

$ help log
log [category] [level]
  Show the log levels or one category's, or set one (log net debug). Logs go to
  standard error or --log-file, never to standard output.
  category: one of nav, repl, net, cache, store, catalog or *
  level: one of trace, debug, info, notice, warning, error or critical
  Examples: log, log net, log net debug, log * warning

$ clear

$ help all
Commands
  open <breed|n> [sub-breed]        Open a breed or sub-breed by name, or the
                                    breed in row n.
  back [n]                          Go back to the previous screen, or n screens
                                    (where numbers them).
  forward                           Reopen the screen that back left, as a
                                    browser's forward button does.
  home                              Go back to the breeds list.
  where                             Show where you are: the screens from the
                                    breeds list to here.
  ls [page] [--images]              Show the current screen again, or one of its
                                    pages.
  more                              Show the next page.
  prev                              Show the previous page.
  search <text>                     Search breeds by name, forgiving typos and
                                    missing letters.
  find <conditions>                 List the breeds that meet every condition,
                                    such as weight<10 children>=4 group:herding.
  sort [trait] [asc|desc]           Order the list on show by a trait, in its
                                    natural direction (lightest, most popular or
                                    lowest score first), or with desc the other
                                    way; on the breeds list, sub-breeds are
                                    ranked with the breeds. Breeds without a
                                    value go last, marked. sort alone puts the
                                    list back in its own order.
  compare <breeds>                  Show two to four breeds side by side, every
                                    fact and trait in a row, the rows where they
                                    differ marked; name them, give row numbers,
                                    or say favorites.
  random [breed] [sub-breed]        Show a random dog image, of any breed or of
                                    one; fav and save then keep it.
  info [breed|n] [sub-breed]        Show the details of this breed, a named
                                    breed or the breed in row n.
  show <breed|n> [sub-breed]        Draw the image in row n, or in the first row
                                    that holds a named breed, as wide as the
                                    terminal, or as dogsh --width set at start.
  grid                              Draw this screen's images as a grid of
                                    numbered thumbnails. (not on this screen)
  save [n] [file]                   Save the original image in row n, or the
                                    picture random showed, to a file you name or
                                    under its own name here.
  browse [n]                        Open the image in row n in your web browser,
                                    or without n the breed's AKC page (a
                                    Wikipedia search where AKC has none). The
                                    browser is $BROWSER, else xdg-open.
  copy [n]                          Put the image URL in row n, or the breed's
                                    name, on the clipboard through the terminal
                                    (OSC 52; over ssh too, and in tmux with
                                    set-clipboard on). Without a terminal, print
                                    it.
  fav [breed|n] [sub-breed]         Add this breed, a named breed, the breed or
                                    image in row n, or the picture random
                                    showed, to your favorites.
  unfav [breed|n] [sub-breed]       Remove this breed, a named breed, the breed
                                    or image in row n, or the picture random
                                    showed, from your favorites.
  favorites [export|import <file>]  Open your favorites, or export or import
                                    them as a JSON file.
  history                           Show the lines you typed at the terminal, in
                                    this session and earlier ones.
  record [file] [--transcript]      Write every line from now on to a file: a
                                    script that --script replays, or with
                                    --transcript a transcript, outputs included,
                                    that dogsh test checks. record stop ends it;
                                    record alone says whether one is on.
  theme [dark|light|auto]           Show the colour theme, or set it to dark,
                                    light or auto; the choice is saved.
  units [metric|imperial|auto]      Show the units measures are shown in, or set
                                    them to metric, imperial or auto (from the
                                    measurement locale); the choice is saved.
  pager [on|off|auto]               Show the pager setting, or set it to on, off
                                    or auto: auto sends output taller than the
                                    window through the pager, on all output, off
                                    none; the choice is saved.
  lang [en|de|es|ja|auto]           Show the language, or set it to en, de, es
                                    or ja, or to auto to follow LC_ALL,
                                    LC_MESSAGES and LANG; the choice is saved.
  log [category] [level]            Show the log levels or one category's, or
                                    set one (log net debug). Logs go to standard
                                    error or --log-file, never to standard
                                    output.
  help [command]                    List the commands by purpose, explain one,
                                    or with all explain every one.
  clear                             Clear the screen and show the prompt at the
                                    top.
  quit                              Leave dogsh.
help <command> explains one, help all every one. Numbers refer to the rows on
the current screen. Separate commands with ;.
