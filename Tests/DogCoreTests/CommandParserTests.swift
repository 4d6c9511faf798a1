import Testing
@testable import DogCore

@Suite struct CommandParserTests {
    @Test(arguments: [
        ("open labrador", Command.open(.name(["labrador"]))),
        ("OPEN Labrador", .open(.name(["Labrador"]))),
        ("open afghan hound", .open(.name(["afghan", "hound"]))),
        ("open hound afghan", .open(.name(["hound", "afghan"]))),
        ("open west highland white terrier", .open(.name(["west", "highland", "white", "terrier"]))),
        ("open 3", .open(.row(3))),
        ("cd labrador", .open(.name(["labrador"]))),
        ("cd ..", .back(steps: 1)),
        ("cd ~", .home),
        ("cd /", .home),
        ("open favorites", .favorites),
        ("cd Favs", .favorites),
        ("back", .back(steps: 1)),
        ("..", .back(steps: 1)),
        ("home", .home),
        ("~", .home),
        ("where", .where),
        ("pwd", .where),
        ("ls", .list(page: nil)),
        ("ls 2", .list(page: 2)),
        ("list 3", .list(page: 3)),
        ("ls --images", .list(page: nil, images: true)),
        ("ls 2 --IMAGES", .list(page: 2, images: true)),
        ("ls --images 2", .list(page: 2, images: true)),
        ("more", .more),
        ("next", .more),
        ("prev", .prev),
        ("previous", .prev),
        ("search golden", .search("golden")),
        ("search golden retriever", .search("golden retriever")),
        ("find weight<10 energy:low", .find(try! TraitQuery(parsing: ["weight<10", "energy:low"]))),
        ("random", .random(nil)),
        ("random poodle toy", .random(.name(["poodle", "toy"]))),
        ("info", .info(nil)),
        ("info 4", .info(.row(4))),
        ("info husky", .info(.name(["husky"]))),
        ("show 3", .show(row: 3)),
        ("view 1", .show(row: 1)),
        ("grid", .grid),
        ("thumbs", .grid),
        ("save 2", .save(row: 2, path: nil)),
        ("save 2 'my dog.jpg'", .save(row: 2, path: "my dog.jpg")),
        ("fav", .favorite(row: nil)),
        ("fav 12", .favorite(row: 12)),
        ("favorite 1", .favorite(row: 1)),
        ("unfav", .unfavorite(row: nil)),
        ("unfavorite 2", .unfavorite(row: 2)),
        ("favorites", .favorites),
        ("favs", .favorites),
        ("favorites export dogs.json", .exportFavorites(path: "dogs.json")),
        ("favorites export --force dogs.json", .exportFavorites(path: "dogs.json", replacing: true)),
        ("favorites EXPORT 'my dogs.json'", .exportFavorites(path: "my dogs.json")),
        ("favorites import ~/dogs.json", .importFavorites(path: "~/dogs.json")),
        ("help", .help(nil)),
        ("help open", .help(.open)),
        ("help cd", .help(.open)),
        ("? fav", .help(.fav)),
        ("lang", .lang(nil)),
        ("lang DE", .lang(.fixed(.de))),
        ("lang auto", .lang(.environment)),
        ("log", .log(category: nil, level: nil)),
        ("log NET", .log(category: "net", level: nil)),
        ("log net Trace", .log(category: "net", level: .trace)),
        ("quit", .quit),
        ("exit", .quit),
        ("q", .quit),
        ("record", .record(.status)),
        ("record stop", .record(.stop)),
        ("record tour.dogsh", .record(.start(RecordingTarget(path: "tour.dogsh", format: .script)))),
        ("record --transcript tour.t", .record(.start(RecordingTarget(path: "tour.t", format: .transcript)))),
        ("record tour.t --transcript --force", .record(.start(RecordingTarget(path: "tour.t", format: .transcript, overwrite: true)))),
        ("record --force tour.dogsh", .record(.start(RecordingTarget(path: "tour.dogsh", format: .script, overwrite: true)))),
        ("record ./stop", .record(.start(RecordingTarget(path: "./stop", format: .script)))),
        ("record --force stop", .record(.start(RecordingTarget(path: "stop", format: .script, overwrite: true)))),
        ("record \"my tour.dogsh\"", .record(.start(RecordingTarget(path: "my tour.dogsh", format: .script)))),
    ])
    func parses(input: String, expected: Command) throws {
        #expect(try CommandParser.parse(input)?.command == expected)
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
        ("fav x", .invalidRow("x")),
        ("show", .missingArgument(.show, CommandTable.spec(.show).arguments[0])),
        ("show pug", .invalidRow("pug")),
        ("show 0", .invalidRow("0")),
        ("grid 2", .tooManyArguments(.grid)),
        ("save", .missingArgument(.save, CommandTable.spec(.save).arguments[0])),
        ("save 1 a b", .tooManyArguments(.save)),
        ("fav -1", .invalidRow("-1")),
        ("open 0", .invalidRow("0")),
        ("favorites export", .missingArgument(.favorites, CommandTable.spec(.favorites).arguments[1])),
        ("record --transcript", .missingArgument(.record, ArgumentSpec(.argumentFile, .required, completion: .paths))),
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

    @Test func unknownCommandsSuggestNearestNames() {
        #expect(CommandParser.suggestions(for: "hlp") == ["help"])
        #expect(CommandParser.suggestions(for: "qiut") == ["quit"])
        #expect(CommandParser.suggestions(for: "favorite").first == "fav")
        #expect(CommandParser.suggestions(for: "zzzzzz") == [])
    }
}
