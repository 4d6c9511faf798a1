import DogImaging
import DogServices
import DogTestSupport
import Foundation
import Testing

/// `dogsh draw FILE`, run as a program: files in, cells or a clear error out.
@Suite struct DrawBinaryTests {
    let folder = Support.temporaryFolder()

    /// Writes bytes to a file in the test's folder and returns its path.
    func file(_ name: String, _ bytes: Data) throws -> String {
        let path = folder + "/" + name
        try bytes.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: ["png", "jpeg"])
    func aFileIsDrawnInTheQuadrantsColours(format: String) async throws {
        let picture = TestPictures.quadrants(width: 160, height: 120)
        let bytes = format == "png" ? ImageCodec.png(picture) : ImageCodec.jpeg(picture, quality: 95)
        let path = try file("quadrants.\(format)", bytes)
        let outcome = try await Support.run(["draw", path, "--images", "blocks", "--width", "20"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == 8, "20 columns of a 4:3 picture: 15 pixel rows in 8 cell rows")
        let grid = lines.map(RenderedCells.decode)
        #expect(grid.allSatisfy { $0.count == 20 }, "every row is 20 cells wide")
        guard grid.count == 8, grid.allSatisfy({ $0.count == 20 }) else { return }
        let corners = [(grid[0][0].top, TestPictures.red), (grid[0][19].top, TestPictures.green),
                       (grid[7][0].top, TestPictures.blue), (grid[7][19].top, TestPictures.white)]
        for (drawn, expected) in corners {
            let color = try #require(drawn)
            #expect(TestPictures.close(color, expected, tolerance: 24), "\(color) should be close to \(expected)")
        }
    }

    /// A picture taller than the terminal takes at most the terminal's rows, as `show` does, at 80×24.
    @Test func aTallPictureFitsTheTerminalsHeight() async throws {
        let path = try file("tall.png", ImageCodec.png(TestPictures.gradient(width: 100, height: 400)))
        // bash types the command at its prompt, as a person would, and its prompt comes back after.
        let tmux = try await Tmux.start(width: 80, height: 24, arguments: ["draw", path, "--images", "blocks"], underShell: true)
        let screen = try await tmux.waitFor(escapes: true) { $0.contains("\u{1B}[48;2;") && InteractiveTests.lastLine($0).hasSuffix(Tmux.shellPrompt) }
        let drawn = screen.split(separator: "\n").filter { $0.contains("\u{1B}[48;2;") }
        #expect(drawn.count <= 22 && drawn.count >= 10, "\(drawn.count) rows drawn on a 24-row terminal")
        // The command typed may wrap at any letter, depending on the length of the temporary folder's path.
        let top = screen.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        #expect(screen.contains("blocks'") || (!top.isEmpty && "blocks'".hasSuffix(top)), "the end of the command typed is still in view: \(top)")
    }

    /// A local file cut short is damaged, not a download cut short.
    @Test func aCutShortFileIsCalledDamagedNotADownload() async throws {
        let whole = ImageCodec.jpeg(TestPictures.gradient(width: 200, height: 150), quality: 90)
        let path = try file("cut.jpg", whole.prefix(whole.count / 2))
        let outcome = try await Support.run(["draw", path, "--images", "blocks"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("the file is damaged or was not written whole"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("download"))
    }

    @Test func the256ColourModeUsesThePalette() async throws {
        let path = try file("quadrants.png", ImageCodec.png(TestPictures.quadrants(width: 64, height: 48)))
        let outcome = try await Support.run(["draw", path, "--images", "256", "--width", "16"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("\u{1B}[48;5;196m"), "pure red is palette colour 196")
        #expect(!outcome.output.contains("38;2;"))
    }

    @Test func kittyAndITermModesSendTheImageItself() async throws {
        let path = try file("quadrants.png", ImageCodec.png(TestPictures.quadrants(width: 64, height: 48)))
        let kitty = try await Support.run(["draw", path, "--images", "kitty", "--width", "16"])
        #expect(kitty.status == 0)
        #expect(kitty.output.hasPrefix("\u{1B}_G"), "a kitty graphics command")
        let iterm = try await Support.run(["draw", path, "--images", "iterm", "--width", "16"])
        #expect(iterm.status == 0)
        #expect(iterm.output.hasPrefix("\u{1B}]1337;File="), "an iTerm2 inline image")
    }

    @Test func withoutATerminalAutoDrawsNothingAndSaysWhy() async throws {
        let path = try file("quadrants.png", ImageCodec.png(TestPictures.quadrants(width: 64, height: 48)))
        let outcome = try await Support.run(["draw", path], environment: ["COLORTERM": "truecolor", "TERM": "xterm-kitty"])
        #expect(outcome.status == 0)
        #expect(!outcome.output.contains("\u{1B}"), "no escapes into a pipe")
        #expect(outcome.output.contains("64 × 48 pixels"))
        #expect(outcome.standardError.contains("--images"), "the hint names the option that turns drawing on")
        let chosen = try await Support.run(["draw", path, "--images", "off"])
        #expect(chosen.output == "\(path): 64 × 48 pixels\n")
        #expect(chosen.standardError.isEmpty, "no hint when drawing was turned off on purpose")
    }

    @Test func badFilesAreClearErrors() async throws {
        let garbage = try file("garbage.jpg", Data("not a picture at all".utf8))
        let truncatedBytes = ImageCodec.jpeg(TestPictures.gradient(width: 200, height: 150))
        let truncated = try file("cut.jpg", truncatedBytes.prefix(truncatedBytes.count / 2))
        let bomb = try file("bomb.png", TestPictures.pngClaiming(width: 100_000, height: 100_000))
        let huge = try file("huge.jpg", Data())
        #expect(truncate(huge, (64 << 20) + 1) == 0, "a sparse file one byte over the limit")
        let cases: [(path: String, message: String)] = [
            (huge, "\(huge) is larger than 67,108,864 bytes; dogsh draws smaller files only."),
            (folder, "Could not read \(folder): Is a directory"),
            (garbage, "\(garbage) is neither a JPEG nor a PNG image."),
            (truncated, "\(truncated) ends before its last pixel"),
            (bomb, "\(bomb) is 100,000 × 100,000 pixels, more than the 24,000,000 dogsh decodes."),
            (folder + "/missing.png", "Could not read \(folder)/missing.png: No such file or directory"),
        ]
        for (path, message) in cases {
            let outcome = try await Support.run(["draw", path, "--images", "blocks"])
            let unreadable = message.hasPrefix("Could not read")
            #expect(outcome.status == (unreadable ? 66 : 1), "\(path): a file that cannot be read is 66, one that is no image dogsh draws 1")
            #expect(outcome.output.isEmpty)
            #expect(outcome.standardError.hasPrefix(message), "\(outcome.standardError)")
        }
    }
}
