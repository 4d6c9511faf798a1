import DogTestSupport
import Foundation
import Testing

/// A session at a terminal that says it has sixel: whole pictures in sixel, asked once, grids in cells.
@Suite struct SixelSessionTests {
    @Test func showAsksOnceAndDrawsSixelWhileGridsStayCells() async throws {
        let server = try await TestServerProcess.start(arguments: ["--image-size", "640x480"])
        let home = Support.temporaryFolder()
        let environment = Support.isolatedEnvironment().merging([
            "COLORTERM": "truecolor", "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
        ]) { $1 }
        let arguments = [Support.binary.path, "--source", server.url.absoluteString, "--seed", "3", "-c", "open pug; grid; show 1; random; show 2"]
        let run = try await offThePoolInTurn {
            try PseudoTerminal.run(arguments, environment: environment, rows: 40, pixels: (800, 800), answers: [PseudoTerminal.deviceAttributes: "\u{1B}[?62;4;22c"])
        }
        #expect(run.status == 0, "\(run.text.suffix(400))")
        let text = run.text
        #expect(text.components(separatedBy: PseudoTerminal.deviceAttributes).count == 2, "asked once in the session")
        let pictures = text.components(separatedBy: "\u{1B}P0;1;0q").count - 1
        #expect(pictures == 3, "show, random and show drew sixel: \(pictures)")
        let first = try #require(text.range(of: "\u{1B}P0;1;0q"))
        #expect(text[..<first.lowerBound].contains("\u{1B}[48;2;"), "the grid before the first picture is cells")
        #expect(!text[first.lowerBound...].contains("\u{1B}[48;2;"), "nothing after it is")
        let end = try #require(text.range(of: "\u{1B}\\", range: first.upperBound..<text.endIndex))
        let sequence = String(text[first.lowerBound..<end.upperBound])
        let image = try #require(try await offThePool { SixelDecoder.decode(sequence) })
        #expect(image.width == 640, "the whole picture, within 80 columns of 10 pixels")
    }

    /// Where `auto` draws nothing, the first picture described says why once, on standard error,
    /// so the output stays the descriptions alone; `--images off`, asked for by name, says nothing.
    @Test func whyImagesAreNotDrawnIsSaidOnceOnStandardErrorOnlyForAuto() async throws {
        let server = try await TestServerProcess.start(arguments: ["--image-size", "64x48"])
        let home = Support.temporaryFolder()
        let environment = ["XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data"]
        let commands = ["--source", server.url.absoluteString, "--seed", "3", "-c", "open pug; show 1; show 2"]
        let auto = try await Support.run(commands, environment: environment)
        #expect(auto.status == 0)
        #expect(!auto.output.contains("not drawn"), "\(auto.output)")
        #expect(auto.standardError.components(separatedBy: "standard output is not a terminal").count == 2, "\(auto.standardError)")
        let named = try await Support.run(commands + ["--images", "off"], environment: environment)
        #expect(named.status == 0)
        #expect(!named.output.contains("not drawn") && !named.standardError.contains("not drawn"), "\(named.standardError)")
    }
}
