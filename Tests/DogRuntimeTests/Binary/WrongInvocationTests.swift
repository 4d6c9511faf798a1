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
    ])
    func namesTheRealMistake(arguments: [String], message: String) async throws {
        let outcome = try await Support.run(arguments)
        #expect(outcome.status == 64, "\(arguments)")
        #expect(outcome.standardError.contains(message), "\(arguments): \(outcome.standardError)")
    }
}
