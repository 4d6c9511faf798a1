import ArgumentParser
import DogCore
import DogTerminal
import Testing
@testable import dogsh

/// The shell's options, declared once in `ShellOption.all`: the fast reader and ArgumentParser read every argument alike.
@Suite struct ShellOptionsTests {
    /// What ArgumentParser made of the arguments, as the values the launcher reads.
    static func throughArgumentParser(_ arguments: [String]) -> ShellOptions? {
        guard let command = try? ShellCommand.parse(arguments).arguments else { return nil }
        var options = ShellOptions()
        options.commands = command.commands
        options.script = command.script
        options.seed = command.seed
        options.keepGoing = command.keepGoing
        options.json = command.json
        options.dataDirectory = command.dataDirectory
        options.width = command.width
        options.pageSize = command.pageSize
        options.color = command.color
        options.lang = command.lang
        options.source = command.source
        options.images = command.images
        options.log = command.log
        options.logFile = command.logFile
        options.record = command.record
        options.parameters = command.parameters
        return options
    }

    static let accepted: [[String]] = [
        [], ["--json", "-c", "find weight<10"], ["-c", "where", "--json"], ["-c", "open labrador; back"], ["--command", "where"], ["--script", "session.dogsh"], ["--seed", "7", "-c", "random"],
        ["-c", "random", "--seed", "18446744073709551615"], ["--keep-going", "--script", "x"], ["--script", "x", "--keep-going", "--seed", "0"],
        ["--width", "60"], ["--width=60"], ["--page-size", "5", "--data-dir", "/tmp/d"], ["--color", "never"], ["--color=always"],
        ["--lang", "de"], ["--source", "dogceo"], ["--source", "http://127.0.0.1:8080"], ["--images", "blocks"], ["--images", "256"], ["--images", "sixel"],
        ["--log", "net=debug,*=notice"], ["--log-file", "/tmp/dogsh.log"], ["--width", "60", "--width", "70"],
        ["--keep-going", "--keep-going"], ["--command=where; back"], ["-c", ""], ["--data-dir", "~/dogs"],
        ["--record", "tour.dogsh"], ["--record=tour.dogsh", "-c", "where"], ["--script", "tour.dogsh", "breed=akita", "lang=de"],
        ["breed=akita", "--script", "tour.dogsh"], ["--script", "x", "a=", "b=c=d", "--seed", "1"],
    ]

    static let refused: [[String]] = [
        ["--help"], ["-h"], ["shell"], ["test", "x.t"], ["filter", "gold"], ["--seed", "-1"], ["--seed", "x"], ["-c"], ["--script"],
        ["--script", "--seed"], ["-c", "--keep-going"], ["-c", "where", "extra"], ["--width", "wide"], ["--color", "purple"],
        ["--lang", "fr"], ["--source", "nowhere"], ["--images", "sixels"], ["--log", "net=loud"], ["--keep-going=yes"], ["--json=true"], ["--nosuch"],
        ["-x"], ["--width"], ["breed=akita"], ["-c", "where", "breed=akita"], ["--script", "x", "breed"], ["--script", "x", "=akita"],
        ["--record"],
    ]

    @Test(arguments: accepted)
    func theFastReaderReadsWhatArgumentParserReads(arguments: [String]) throws {
        let fast = try #require(ShellOptions(parsing: arguments))
        let parsed = try #require(Self.throughArgumentParser(arguments), "ArgumentParser refused \(arguments)")
        #expect(fast == parsed)
    }

    @Test(arguments: refused)
    func whatTheFastReaderRefusesGoesToArgumentParser(arguments: [String]) {
        #expect(ShellOptions(parsing: arguments) == nil)
        #expect(Self.throughArgumentParser(arguments) == nil, "ArgumentParser reports \(arguments) as an error, or it is not the shell's")
    }

    /// What the shell reads, the scan reads alike, after a subcommand too (`dogsh shell`, `dogsh settings`).
    @Test(arguments: accepted)
    func theScanReadsWhatTheFastReaderReads(arguments: [String]) throws {
        let fast = try #require(ShellOptions(parsing: arguments))
        #expect(ShellOptions(scanning: arguments) == fast)
        #expect(ShellOptions(scanning: ["settings"] + arguments) == fast)
    }

    /// Help and subcommands are read by ArgumentParser, but their language and settings are the shell options among them.
    @Test(arguments: [
        (["--lang", "de", "--help"], "de"), (["--help", "--lang=es"], "es"), (["settings", "--lang", "ja", "-h"], "ja"),
        (["--lang", "fr", "--help"], nil), (["-c", "--lang", "de"], "de"), (["--lang"], nil), (["test", "x.t", "--lang", "de", "--lang", "es"], "es"),
    ] as [([String], String?)])
    func theScanTakesTheOptionsItCanReadAndPassesOverTheRest(arguments: [String], lang: String?) {
        #expect(ShellOptions(scanning: arguments).lang?.rawValue == lang)
    }

    @Test func everyOptionIsDeclaredOnceAndArgumentParserShowsItsNamesAndHelp() {
        let names = ShellOption.all.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }
        #expect(Set(names).count == names.count, "no name is used twice")
        let help = ShellCommand.helpMessage(columns: 400)
        for option in ShellOption.all {
            #expect(help.contains(option.long), "\(option.long) is missing from ArgumentParser's help")
            #expect(help.contains(CLIText.text(option.help)), "\(option.long)'s help is not the table's")
        }
        #expect(ShellOption.all.count == 20)
    }

    @Test func theDefaultsAreArgumentParsers() throws {
        #expect(ShellOptions() == Self.throughArgumentParser([]))
        #expect(ShellOptions(parsing: []) == ShellOptions())
    }
}
