# theme shows or sets the colour theme (saved to the settings file at a
# terminal); history is kept only at a terminal.
$ theme
The theme is auto (dark or light, from the terminal's COLORFGBG).

$ theme light
The theme is now light.

$ theme
The theme is light.

$ theme purple
theme takes dark, light or auto, not “purple”. Usage: theme [dark|light|auto]

$ history
History is kept only when dogsh runs at a terminal.
