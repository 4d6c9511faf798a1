import Testing
@testable import dogsh

/// The quick argument path reads what ArgumentParser reads, and leaves everything else to it.
@Suite struct ShellLauncherTests {
    @Test(arguments: [
        [], ["-c", "open labrador; back"], ["--command", "where"], ["--script", "session.dogsh"],
        ["--seed", "7", "-c", "random"], ["-c", "random", "--seed", "18446744073709551615"], ["--keep-going", "--script", "x"],
        ["--script", "x", "--keep-going", "--seed", "0"],
    ])
    func theQuickPathAgreesWithArgumentParser(arguments: [String]) throws {
        let quick = try #require(ShellLauncher.quick(arguments))
        let parsed = try ShellCommand.parse(arguments)
        #expect(quick.commands == parsed.commands)
        #expect(quick.script == parsed.script)
        #expect(quick.seed == parsed.seed)
        #expect(quick.keepGoing == parsed.keepGoing)
        #expect(quick.images == parsed.images && quick.color == parsed.color && quick.source == parsed.source)
        #expect(quick.width == parsed.width && quick.pageSize == parsed.pageSize && quick.lang == parsed.lang)
        #expect(quick.dataDirectory == parsed.dataDirectory && quick.log == parsed.log && quick.logFile == parsed.logFile)
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["shell"], ["test", "x.t"], ["filter", "gold"], ["--width", "60"], ["--seed", "-1"], ["--seed", "x"],
        ["-c"], ["-c", "a", "-c", "b"], ["--script"], ["--script", "--seed"], ["-c", "--keep-going"], ["--keep-going", "--keep-going"],
        ["--source", "dogceo"], ["--lang", "de"], ["--images", "blocks"], ["-c", "where", "extra"],
    ])
    func everythingElseGoesToArgumentParser(arguments: [String]) {
        #expect(ShellLauncher.quick(arguments) == nil)
    }
}
