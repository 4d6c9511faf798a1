import Testing

/// Wrong invocations get an error that names the real mistake, and status 64.
@Suite struct WrongInvocationTests {
    /// Arguments; a part of the first line of the error.
    @Test(arguments: [
        (["open", "pug"], "dogsh has no subcommand “open”; open is a command of the shell. To run it: dogsh -c 'open pug'"),
        (["quit"], "dogsh -c 'quit'"),
        (["cd", "labrador"], "dogsh -c 'cd labrador'"),
        (["setting"], "dogsh has no subcommand “setting”. Did you mean settings?"),
        (["tset", "a.t"], "Did you mean test?"),
        (["version"], "Did you mean --version?"),
        (["zzz"], "dogsh has no subcommand “zzz”; dogsh --help lists the subcommands and options."),
        (["--colour", "never", "-c", "where"], "dogsh has no option --colour. Did you mean --color?"),
        (["--colour=never"], "dogsh has no option --colour. Did you mean --color?"),
        (["--widht", "40"], "dogsh has no option --widht. Did you mean --width?"),
        (["--frobnicate"], "dogsh has no option --frobnicate; dogsh --help lists them."),
        (["breed=akita"], "looks like a script parameter"),
        (["favorites"], "To run it: dogsh -c 'favorites'"),
        (["search", "golden"], "dogsh -c 'search golden'"),
        (["settngs"], "dogsh has no subcommand “settngs”. Did you mean settings?"),
        (["drwa", "x.png"], "dogsh has no subcommand “drwa”. Did you mean draw?"),
        (["--colr", "never"], "dogsh has no option --colr. Did you mean --color?"),
        (["--keep-goin", "-c", "where"], "dogsh has no option --keep-goin. Did you mean --keep-going?"),
        (["--images", "sixels"], "“sixels” is not a way to draw images: use auto, blocks, 256, kitty, iterm, sixel or off."),
        (["--source", "dogceoo"], "“dogceoo” is not a source"),
        (["--lang", "fr", "-c", "where"], "'fr' is invalid for '--lang <lang>'. Please provide one of 'en', 'de', 'es' or 'ja'."),
        (["--width", "abc"], "The value 'abc' is invalid for '--width <width>'"),
        (["-c"], "Missing value for '-c <command>'"),
    ])
    func namesTheRealMistake(arguments: [String], message: String) async throws {
        let outcome = try await Support.run(arguments)
        #expect(outcome.status == 64, "\(arguments)")
        #expect(outcome.standardError.contains(message), "\(arguments): \(outcome.standardError)")
    }
}
