import Testing
@testable import DogCore

@Suite struct CommandParserTests {
    /// Each statement invokes the command its first word names (or its shorthand stands for), with these words and flags.
    @Test(arguments: [
        ("open labrador", CommandName.open, ["labrador"], []),
        ("OPEN Labrador", .open, ["Labrador"], []),
        ("open afghan hound", .open, ["afghan", "hound"], []),
        ("open hound afghan", .open, ["hound", "afghan"], []),
        ("open west highland white terrier", .open, ["west", "highland", "white", "terrier"], []),
        ("open 3", .open, ["3"], []),
        ("cd labrador", .open, ["labrador"], []),
        ("cd ..", .back, [], []),
        ("cd ~", .home, [], []),
        ("cd /", .home, [], []),
        ("open favorites", .favorites, [], []),
        ("cd Favs", .favorites, [], []),
        ("back", .back, [], []),
        ("..", .back, [], []),
        ("home", .home, [], []),
        ("~", .home, [], []),
        ("where", .where, [], []),
        ("pwd", .where, [], []),
        ("ls", .ls, [], []),
        ("ls 2", .ls, ["2"], []),
        ("list 3", .ls, ["3"], []),
        ("ls --images", .ls, [], ["images"]),
        ("ls 2 --IMAGES", .ls, ["2"], ["images"]),
        ("ls --images 2", .ls, ["2"], ["images"]),
        ("more", .more, [], []),
        ("next", .more, [], []),
        ("prev", .prev, [], []),
        ("previous", .prev, [], []),
        ("search golden", .search, ["golden"], []),
        ("search golden retriever", .search, ["golden", "retriever"], []),
        ("find weight<10 energy:low", .find, ["weight<10", "energy:low"], []),
        ("random", .random, [], []),
        ("random poodle toy", .random, ["poodle", "toy"], []),
        ("info", .info, [], []),
        ("info 4", .info, ["4"], []),
        ("info husky", .info, ["husky"], []),
        ("show 3", .show, ["3"], []),
        ("view 1", .show, ["1"], []),
        ("grid", .grid, [], []),
        ("thumbs", .grid, [], []),
        ("save 2", .save, ["2"], []),
        ("save 2 'my dog.jpg'", .save, ["2", "my dog.jpg"], []),
        ("fav", .fav, [], []),
        ("fav 12", .fav, ["12"], []),
        ("favorite 1", .fav, ["1"], []),
        ("unfav", .unfav, [], []),
        ("unfavorite 2", .unfav, ["2"], []),
        ("favorites", .favorites, [], []),
        ("favs", .favorites, [], []),
        ("favorites export dogs.json", .favorites, ["export", "dogs.json"], []),
        ("favorites export --force dogs.json", .favorites, ["export", "dogs.json"], ["force"]),
        ("favorites EXPORT 'my dogs.json'", .favorites, ["EXPORT", "my dogs.json"], []),
        ("favorites import ~/dogs.json", .favorites, ["import", "~/dogs.json"], []),
        ("help", .help, [], []),
        ("help open", .help, ["open"], []),
        ("help cd", .help, ["cd"], []),
        ("? fav", .help, ["fav"], []),
        ("lang", .lang, [], []),
        ("lang DE", .lang, ["DE"], []),
        ("lang auto", .lang, ["auto"], []),
        ("log", .log, [], []),
        ("log NET", .log, ["NET"], []),
        ("log net Trace", .log, ["net", "Trace"], []),
        ("quit", .quit, [], []),
        ("exit", .quit, [], []),
        ("q", .quit, [], []),
        ("record", .record, [], []),
        ("record stop", .record, ["stop"], []),
        ("record tour.dogsh", .record, ["tour.dogsh"], []),
        ("record --transcript tour.t", .record, ["tour.t"], ["transcript"]),
        ("record tour.t --transcript --force", .record, ["tour.t"], ["force", "transcript"]),
        ("record --force tour.dogsh", .record, ["tour.dogsh"], ["force"]),
        ("record ./stop", .record, ["./stop"], []),
        ("record --force stop", .record, ["stop"], ["force"]),
        ("record \"my tour.dogsh\"", .record, ["my tour.dogsh"], []),
    ] as [(String, CommandName, [String], [String])])
    func parses(input: String, spec: CommandName, words: [String], flags: [String]) throws {
        let parsed = try #require(try CommandParser.parse(input))
        #expect(parsed.spec.name == spec)
        #expect(parsed.arguments.words == words)
        #expect(parsed.flags == Set(flags))
    }

    /// What `record`'s runner asks of the recorder, from its words and flags.
    @Test(arguments: [
        ("record", RecordingRequest.status),
        ("record stop", .stop),
        ("record tour.dogsh", .start(RecordingTarget(path: "tour.dogsh", format: .script))),
        ("record --transcript tour.t", .start(RecordingTarget(path: "tour.t", format: .transcript))),
        ("record tour.t --transcript --force", .start(RecordingTarget(path: "tour.t", format: .transcript, overwrite: true))),
        ("record --force tour.dogsh", .start(RecordingTarget(path: "tour.dogsh", format: .script, overwrite: true))),
        ("record ./stop", .start(RecordingTarget(path: "./stop", format: .script))),
        ("record --force stop", .start(RecordingTarget(path: "stop", format: .script, overwrite: true))),
        ("record \"my tour.dogsh\"", .start(RecordingTarget(path: "my tour.dogsh", format: .script))),
    ])
    func recordAsksTheRecorder(input: String, expected: RecordingRequest) throws {
        let parsed = try #require(try CommandParser.parse(input))
        #expect(try parsed.arguments.recording() == expected)
    }

    /// A lone number points at a row; anything else names a breed.
    @Test(arguments: [
        ("open 3", BreedTarget.row(3)), ("open labrador", .name(["labrador"])), ("open afghan hound", .name(["afghan", "hound"])),
        ("info 4", .row(4)), ("info husky", .name(["husky"])), ("OPEN Labrador", .name(["Labrador"])),
    ])
    func targetsAreRowsOrNames(input: String, expected: BreedTarget) throws {
        let parsed = try #require(try CommandParser.parse(input))
        #expect(try parsed.arguments.target() == expected)
    }

    @Test(arguments: [
        ("cd ..", CommandName.back, [String]()), ("open ~", .home, []), ("cd /", .home, []), ("open ..x", .open, []),
        ("ls --images", .ls, ["images"]), ("ls 2 --IMAGES", .ls, ["images"]), ("ls 2", .ls, []), ("help cd", .help, []),
    ] as [(String, CommandName, [String])])
    func theTableSaysWhichSpecRanAndWhichFlagsWereGiven(input: String, spec: CommandName, flags: [String]) throws {
        let parsed = try #require(try CommandParser.parse(input))
        #expect(parsed.spec.name == spec)
        #expect(parsed.flags == Set(flags))
    }

    @Test(arguments: ["", "   ", "# comment"])
    func blankStatementsParseToNothing(input: String) throws {
        #expect(try CommandParser.parse(input) == nil)
    }

    @Test(arguments: [
        ("opn labrador", CommandError.unknownCommand("opn", suggestions: ["open"])),
        ("serch x", .unknownCommand("serch", suggestions: ["search"])),
        ("open", .missingArgument(.open, CommandTable.spec(.open).arguments[0])),
        ("search", .missingArgument(.search, CommandTable.spec(.search).arguments[0])),
        ("back now", .invalidSteps("now")),
        ("back 2 3", .tooManyArguments(.back)),
        ("forward 1", .tooManyArguments(.forward)),
        ("ls 1 2", .tooManyArguments(.ls)),
        ("ls two", .invalidPage("two")),
        ("ls --pictures", .unknownFlag(.ls, "--pictures", known: ["--images"])),
        ("open --images", .unknownFlag(.open, "--images", known: [])),
        ("ls --images 1 2", .tooManyArguments(.ls)),
        ("ls 0", .invalidPage("0")),
        ("fav 0", .invalidRow("0")),
        ("show", .missingArgument(.show, CommandTable.spec(.show).arguments[0])),
        ("save pug", .invalidRow("pug")),
        ("show 0", .invalidRow("0")),
        ("grid 2", .tooManyArguments(.grid)),
        ("save 1 a b", .tooManyArguments(.save)),
        ("fav -1", .invalidRow("-1")),
        ("open 0", .invalidRow("0")),
        ("favorites export", .missingArgument(.favorites, CommandTable.spec(.favorites).arguments[1])),
        ("record a.dogsh b.dogsh", .tooManyArguments(.record)),
        ("record --append a.dogsh", .unknownFlag(.record, "--append", known: ["--transcript", "--force"])),
        ("favorites purge all", .invalidChoice(.favorites, "purge", choices: ["export", "import"])),
        ("theme purple", .invalidChoice(.theme, "purple", choices: ["dark", "light", "auto"])),
        ("lang fr", .invalidChoice(.lang, "fr", choices: ["en", "de", "es", "ja", "auto"])),
        ("log debug", .invalidChoice(.log, "debug", choices: ["nav", "repl", "net", "cache", "store", "catalog", "*"])),
        ("log net loud", .invalidChoice(.log, "loud", choices: ["trace", "debug", "info", "notice", "warning", "error", "critical"])),
        ("favorites export a b", .tooManyArguments(.favorites)),
        ("help nosuch", .unknownCommand("nosuch", suggestions: [])),
        ("open \"labrador", .unterminatedQuote),
    ])
    func rejects(input: String, expected: CommandError) {
        #expect(throws: expected) { try CommandParser.parse(input) }
    }

    /// `--transcript` and `--force` belong to a file: `record`'s runner asks for one.
    @Test func recordingFlagsWithoutAFileAskForOne() throws {
        let parsed = try #require(try CommandParser.parse("record --transcript"))
        #expect(throws: CommandError.missingArgument(.record, ArgumentSpec(.argumentFile, .required, completion: .paths))) {
            try parsed.arguments.recording()
        }
    }

    @Test func unknownCommandsSuggestNearestNames() {
        #expect(CommandParser.suggestions(for: "hlp") == ["help"])
        #expect(CommandParser.suggestions(for: "qiut") == ["quit"])
        #expect(CommandParser.suggestions(for: "favorite").first == "fav")
        #expect(CommandParser.suggestions(for: "zzzzzz") == [])
    }
}
