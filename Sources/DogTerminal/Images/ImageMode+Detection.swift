import DogCore

extension ImageMode {
    /// What `--images auto` decides before any picture is drawn, in this order: nothing unless
    /// standard output is a terminal (and `TERM` is not `dumb`); kitty's or iTerm2's protocol where
    /// the environment names a terminal that has it (not inside tmux, which drops them); else cells,
    /// truecolor where `COLORTERM` says so and 256 colours otherwise, with the terminal to be asked,
    /// before the first picture, whether it draws sixel, and inside tmux in a kitty-protocol
    /// terminal whether tmux passes kitty's escapes on. Cells are drawn with `▀`, which a terminal
    /// whose encoding is not UTF-8 cannot show: there only sixel, if the terminal has it, draws.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ImageModeChoice {
        guard isTerminal, environment["TERM"] != "dumb" else { return .settled(.off) }
        let insideTmux = environment["TMUX"] != nil
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        let kittyTerminal = term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || term == "xterm-ghostty"
        if !insideTmux {
            if kittyTerminal { return .settled(.kitty) }
            if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" { return .settled(.iterm) }
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        let cells: ImageMode = !TerminalCharacters.encodingIsUTF8(environment: environment) ? .off
            : colorTerm == "truecolor" || colorTerm == "24bit" ? .blocks : .palette256
        return ImageModeChoice(mode: cells, asksTerminal: true, kittyOutsideTmux: insideTmux && kittyTerminal)
    }

    /// Why `auto` draws nothing here, for a one-time note: standard output is no terminal,
    /// `TERM=dumb` says the terminal draws nothing, or its encoding cannot show cells.
    public static func offNote(isTerminal: Bool, environment: [String: String]) -> Message {
        guard isTerminal else { return Message(.messageImagesOff) }
        return Message(environment["TERM"] == "dumb" ? .messageImagesOffDumb : .messageImagesOffASCII)
    }
}
