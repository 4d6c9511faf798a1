import DogImaging
import DogServices
import DogTestSupport
import Foundation
import Testing

/// `dogsh draw` in sixel: what it writes, decoded by ImageMagick, against img2sixel's on the same
/// pixels; and `auto` choosing sixel in a pseudo-terminal that answers, cells in one that does not.
@Suite struct SixelBinaryTests {
    let folder = Support.temporaryFolder()

    /// A 1024 × 768 photo-like PNG in the test's folder.
    /// Made once for every test: a debug build takes a while over 786,432 pixels.
    static let picture = TestPictures.photoLike(width: 1024, height: 768)
    static let pictureBytes = ImageCodec.png(picture)
    /// A small one, for tests of what is asked and chosen: a debug dogsh draws it at once, leaving the
    /// machine to the tests beside this one.
    static let smallBytes = ImageCodec.png(TestPictures.photoLike(width: 320, height: 240))

    /// The photo (1024 × 768, or 320 × 240 unless `large`) in the test's folder. Everything that takes
    /// long or waits for a program runs off the cooperative pool here, which sessions of other tests in
    /// this process need to answer in time.
    func photo(large: Bool = false) async throws -> (path: String, picture: Bitmap) {
        let path = folder + "/photo.png"
        try await offThePool { try (large ? Self.pictureBytes : Self.smallBytes).write(to: URL(fileURLWithPath: path)) }
        return (path, large ? Self.picture : Bitmap(width: 1, height: 1, rgb: [0, 0, 0]))
    }

    /// The environment of a run in a pseudo-terminal: the isolated one, on an xterm in truecolor.
    func terminalEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
        Support.isolatedEnvironment().merging(["TERM": "xterm-256color", "COLORTERM": "truecolor"].merging(extra) { $1 }) { $1 }
    }

    /// Decodes a sixel file with ImageMagick into pixels.
    func decodedByImageMagick(_ sixel: String) async throws -> Bitmap {
        let six = folder + "/\(UUID().uuidString).six", png = six + ".png"
        return try await offThePool {
            try Data(sixel.utf8).write(to: URL(fileURLWithPath: six))
            let converted = try Spawn.run(["convert", "six:" + six, png], captureOutput: false)
            #expect(converted.status == 0, "ImageMagick reads the sixel (imagemagick, scripts/install-dependencies)")
            return try ImageCodec.decode(Data(contentsOf: URL(fileURLWithPath: png)), url: png)
        }
    }

    /// The sixel sequence in some output: from `ESC P` to `ESC \`.
    func sixel(in text: String) -> String? {
        guard let start = text.range(of: "\u{1B}P"), let end = text.range(of: "\u{1B}\\", range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[start.lowerBound..<end.upperBound])
    }

    @Test func drawWritesASixelImageAtTheTerminalsPixelWidthAsGoodAsImg2sixels() async throws {
        let (path, picture) = try await photo(large: true)
        // 80 columns of 9 × 18 pixels, as the terminal tells the kernel: 720 pixels across; 40 rows hold the height.
        let run = try await offThePoolInTurn {
            try PseudoTerminal.run(
                [Support.binary.path, "draw", path, "--images", "sixel"], environment: terminalEnvironment(), rows: 40, pixels: (720, 720)
            )
        }
        #expect(run.status == 0)
        #expect(run.queriesSeen.isEmpty && !run.text.contains(PseudoTerminal.deviceAttributes), "a named mode asks nothing")
        let sequence = try #require(sixel(in: run.text))
        let drawn = try await decodedByImageMagick(sequence)
        #expect((drawn.width, drawn.height) == (720, 540))
        guard drawn.width == 720, drawn.height == 540 else { return }
        let source = try await offThePool { picture.scaled(toWidth: 720, height: 540) }
        let ours = try await offThePool { SixelDecoder.psnr(source, drawn) }
        let ownDecoding = try await offThePool { SixelDecoder.decode(sequence)?.bitmap }
        #expect(ownDecoding == drawn, "the test's decoder reads what ImageMagick reads")

        // img2sixel on the same scaled pixels, 256 colours as dogsh.
        let scaled = folder + "/scaled.png"
        let theirs = try await offThePool {
            try ImageCodec.png(source).write(to: URL(fileURLWithPath: scaled))
            return try Spawn.run(["img2sixel", "-p", "256", scaled], captureOutput: true)
        }
        #expect(theirs.status == 0, "img2sixel (libsixel-bin, scripts/install-dependencies)")
        let decoded = try await decodedByImageMagick(theirs.output)
        let reference = try await offThePool { SixelDecoder.psnr(source, decoded) }
        #expect(ours >= reference - 2, "dogsh \(ours) dB against img2sixel's \(reference) dB")
        #expect(ours > 30, "\(ours) dB")
    }

    @Test func inAPipeSixelIsEightyColumnsOfTenPixels() async throws {
        let (path, _) = try await photo(large: true)
        let outcome = try await Support.run(["draw", path, "--images", "sixel"])
        #expect(outcome.status == 0)
        let drawn = try await decodedByImageMagick(try #require(sixel(in: outcome.output)))
        #expect((drawn.width, drawn.height) == (800, 600))
        let narrow = try await Support.run(["draw", path, "--images", "sixel", "--width", "30"])
        #expect(try await decodedByImageMagick(try #require(sixel(in: narrow.output))).width == 300)
    }

    @Test func theSettingsFileChoosesSixelAndTheFlagWins() async throws {
        let (path, _) = try await photo()
        try FileManager.default.createDirectory(atPath: folder + "/config/dogsh", withIntermediateDirectories: true)
        try "images = sixel\n".write(toFile: folder + "/config/dogsh/config", atomically: true, encoding: .utf8)
        let fromFile = try await Support.run(["draw", path, "--width", "8"], environment: ["XDG_CONFIG_HOME": folder + "/config"])
        #expect(sixel(in: fromFile.output) != nil, "\(fromFile.standardError)")
        let flag = try await Support.run(["draw", path, "--width", "8", "--images", "blocks"], environment: ["XDG_CONFIG_HOME": folder + "/config"])
        #expect(sixel(in: flag.output) == nil && flag.output.contains("\u{1B}[48;2;"))
    }

    @Test func autoChoosesSixelWhenTheTerminalSaysSo() async throws {
        let (path, _) = try await photo()
        let run = try await offThePoolInTurn {
            try PseudoTerminal.run(
                [Support.binary.path, "draw", path], environment: terminalEnvironment(), pixels: (800, 480),
                answers: [PseudoTerminal.deviceAttributes: "\u{1B}[?62;4;22c"]
            )
        }
        #expect(run.status == 0)
        #expect(run.queriesSeen == [PseudoTerminal.deviceAttributes])
        #expect(run.text.components(separatedBy: PseudoTerminal.deviceAttributes).count == 2, "asked once")
        let drawn = try await decodedByImageMagick(try #require(sixel(in: run.text), "a sixel image"))
        #expect((drawn.width, drawn.height) == (320, 240), "the whole picture: 80 columns of 10 pixels hold it")
        #expect(!run.text.contains("▀") && !run.text.contains("\u{1B}[48;2;"), "no cells")
    }

    @Test(arguments: [
        // A terminal 30 columns wide: 30 of its 8-pixel cells, then within the largest image it takes.
        (nil as String?, 240, 180),
        ("\u{1B}[?2;0;200;100S", 133, 100),
    ])
    func theCellSizeAndLimitTheTerminalReportsAreKept(limit: String?, width: Int, height: Int) async throws {
        let (path, _) = try await photo()
        let run = try await offThePoolInTurn {
            try PseudoTerminal.run(
                [Support.binary.path, "draw", path], environment: terminalEnvironment(), columns: 30,
                answers: ["\u{1B}[16t": "\u{1B}[6;16;8t", "\u{1B}[?2;1;0S": limit ?? "", PseudoTerminal.deviceAttributes: "\u{1B}[?62;4c"]
            )
        }
        let drawn = try await decodedByImageMagick(try #require(sixel(in: run.text)))
        #expect((drawn.width, drawn.height) == (width, height))
    }

    @Test(arguments: ["\u{1B}[?62;22c", "\u{1B}[?1;2c"])
    func aTerminalWithoutSixelGetsCellsAtOnce(answer: String) async throws {
        let (path, _) = try await photo()
        let run = try await offThePoolInTurn {
            try PseudoTerminal.run([Support.binary.path, "draw", path], environment: terminalEnvironment(), answers: [PseudoTerminal.deviceAttributes: answer])
        }
        #expect(run.status == 0)
        #expect(run.queriesSeen == [PseudoTerminal.deviceAttributes])
        #expect(sixel(in: run.text) == nil)
        #expect(run.text.contains("\u{1B}[48;2;"), "truecolor cells")
    }

    @Test func aTerminalThatNeverAnswersGetsCellsAtMost150msLater() async throws {
        let (path, _) = try await photo()
        let environment = terminalEnvironment()
        // Each round runs both, one after the other, so neighbours in time share the machine's load; a
        // test run shares two cores with other tests, whose bursts only add to a round's difference,
        // so the lower quartile of seven differences is kept (a wait of 200 ms would put all of them
        // past the bound). scripts/bench-sixel measures the median on a release build.
        var differences: [Duration] = []
        for _ in 0..<7 {
            let auto = try await offThePoolInTurn { try PseudoTerminal.run([Support.binary.path, "draw", path], environment: environment) }
            #expect(auto.text.contains(PseudoTerminal.deviceAttributes) && auto.text.contains("\u{1B}[48;2;") && sixel(in: auto.text) == nil)
            let named = try await offThePoolInTurn {
                try PseudoTerminal.run([Support.binary.path, "draw", path, "--images", "blocks"], environment: environment)
            }
            #expect(!named.text.contains(PseudoTerminal.deviceAttributes))
            differences.append(auto.duration - named.duration)
        }
        let later = differences.sorted()[1]
        #expect(later <= .milliseconds(150), "lower quartile \(later); all: \(differences.sorted())")
    }

    @Test(arguments: [["TERM": "dumb"], ["TERM": "xterm-kitty"]])
    func nothingIsAskedWhereTheEnvironmentDecides(extra: [String: String]) async throws {
        let (path, _) = try await photo()
        let run = try await offThePoolInTurn {
            try PseudoTerminal.run([Support.binary.path, "draw", path, "--width", "20"], environment: terminalEnvironment(extra))
        }
        #expect(run.status == 0)
        #expect(!run.text.contains(PseudoTerminal.deviceAttributes))
    }

    @Test func aPipeIsNeverAsked() async throws {
        let (path, _) = try await photo()
        let outcome = try await Support.run(["draw", path], environment: ["COLORTERM": "truecolor"])
        #expect(!outcome.output.contains("\u{1B}") && !outcome.standardError.contains("\u{1B}["), "no query, no drawing into a pipe")
    }
}
