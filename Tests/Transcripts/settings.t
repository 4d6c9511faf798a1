# theme shows or sets the colour theme (saved to the settings file at a
# terminal), pager when long output goes through the pager (never in a
# transcript, which has no terminal); history is kept only at a terminal.
$ theme
The theme is auto (dark or light, from the terminal's COLORFGBG).

$ theme light
The theme is now light.

$ theme
The theme is light.

$ theme purple
theme takes dark, light or auto, not “purple”. Usage: theme [dark|light|auto]

$ pager
The pager setting is auto (output taller than the window); the pager is none here: standard input and output are not both a terminal.

$ pager off
The pager setting is now off (never).

$ pager
The pager setting is off (never); the pager is none here: standard input and output are not both a terminal.

$ pager sometimes
pager takes on, off or auto, not “sometimes”. Usage: pager [on|off|auto]

$ history
History is kept only when dogsh runs at a terminal.

$ log
Log levels (the longest matching prefix wins; * is everything else):
  *              notice
  dogsh.nav      notice
  dogsh.repl     notice
  dogsh.net      notice
  dogsh.cache    notice
  dogsh.store    notice
  dogsh.catalog  notice

$ log net debug
dogsh.net now logs debug and above.

$ log net
dogsh.net logs debug and above.

$ log net loud
log takes trace, debug, info, notice, warning, error or critical, not “loud”. Usage: log [category] [level]
