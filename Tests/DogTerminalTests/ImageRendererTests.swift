import DogCore
import DogImaging
import DogTestSupport
import Foundation
import Testing
@testable import DogTerminal

/// Every image renderer, down to its escape sequences.
@Suite struct ImageRendererTests {
    static let esc = "\u{1B}"

    @Test func halfBlocksPutTheTopPixelInFrontAndTheBottomBehind() {
        let bitmap = TestPictures.quadrants(width: 2, height: 2)
        let lines = HalfBlockRenderer(colors: .truecolor).lines(bitmap)
        #expect(lines == [
            "\(Self.esc)[38;2;255;0;0m\(Self.esc)[48;2;0;0;255m▀\(Self.esc)[38;2;0;255;0m\(Self.esc)[48;2;255;255;255m▀\(Self.esc)[0m",
        ])
    }

    @Test func coloursAreWrittenOnlyWhenTheyChangeAndFlatCellsAreSpaces() {
        let flat = Bitmap(width: 3, height: 2) { _, _ in RGB(10, 20, 30) }
        #expect(HalfBlockRenderer(colors: .truecolor).lines(flat) == ["\(Self.esc)[48;2;10;20;30m   \(Self.esc)[0m"])
        let quadrants = TestPictures.quadrants(width: 4, height: 4)
        let lines = HalfBlockRenderer(colors: .truecolor).lines(quadrants)
        #expect(lines == [
            "\(Self.esc)[48;2;255;0;0m  \(Self.esc)[48;2;0;255;0m  \(Self.esc)[0m",
            "\(Self.esc)[48;2;0;0;255m  \(Self.esc)[48;2;255;255;255m  \(Self.esc)[0m",
        ])
    }

    @Test func anOddLastRowHasOnlyTopPixels() {
        let bitmap = Bitmap(width: 1, height: 3) { _, y in y == 2 ? RGB(1, 2, 3) : RGB(9, 9, 9) }
        #expect(HalfBlockRenderer(colors: .truecolor).lines(bitmap) == [
            "\(Self.esc)[48;2;9;9;9m \(Self.esc)[0m",
            "\(Self.esc)[38;2;1;2;3m▀\(Self.esc)[0m",
        ])
        let wide = Bitmap(width: 2, height: 1) { x, _ in x == 0 ? RGB(1, 1, 1) : RGB(2, 2, 2) }
        #expect(HalfBlockRenderer(colors: .truecolor).lines(wide) == ["\(Self.esc)[38;2;1;1;1m▀\(Self.esc)[38;2;2;2;2m▀\(Self.esc)[0m"])
    }

    @Test func everyCellOfARenderedPictureHasItsColours() {
        let bitmap = TestPictures.quadrants(width: 8, height: 8)
        let lines = HalfBlockRenderer(colors: .truecolor).lines(bitmap)
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.hasSuffix("\(Self.esc)[0m") })
        #expect(lines[0].contains("48;2;255;0;0m") && lines[0].contains("48;2;0;255;0m"))
        #expect(lines[3].contains("48;2;0;0;255m") && lines[3].contains("48;2;255;255;255m"))
        let visible = lines.map { $0.replacingOccurrences(of: "\(Self.esc)\\[[0-9;]*m", with: "", options: .regularExpression) }
        #expect(visible.allSatisfy { $0.count == 8 }, "one character per column")
    }

    /// The palette codes a 256-colour drawing writes, in order.
    static func paletteCodes(_ lines: [String]) -> [Int] {
        lines.flatMap { line in
            line.matches(of: /\x{1B}\[[34]8;5;(\d+)m/).map { Int($0.output.1)! }
        }
    }

    /// A picture in one entry's colour is drawn in that entry alone, for every entry of the palette.
    @Test func everyPaletteEntryIsDrawnAsItself() {
        for index in 16...255 {
            let color = XtermPalette.color(of: UInt8(index))
            let lines = HalfBlockRenderer(colors: .palette256).lines(Bitmap(width: 4, height: 4) { _, _ in color })
            #expect(Set(Self.paletteCodes(lines)) == [index], "entry \(index)")
        }
    }

    /// A colour between entries is dithered: several entries mix, and the area's average stays the
    /// colour's (a red stays red), where mapping each pixel to its nearest entry drew one entry of
    /// another hue.
    @Test(arguments: [RGB(200, 30, 40), RGB(120, 60, 30), RGB(70, 110, 160), RGB(128, 128, 128)])
    func coloursBetweenEntriesAreMixedKeepingTheirAverage(color: RGB) {
        let picture = Bitmap(width: 32, height: 32) { _, _ in color }
        let dithered = picture.dithered(to: XtermPalette.palette)
        var sums = (0, 0, 0)
        for y in 0..<32 {
            for x in 0..<32 {
                let drawn = dithered[x, y]
                sums = (sums.0 + Int(drawn.red), sums.1 + Int(drawn.green), sums.2 + Int(drawn.blue))
            }
        }
        let average = (sums.0 / 1024, sums.1 / 1024, sums.2 / 1024)
        #expect(abs(average.0 - Int(color.red)) <= 12 && abs(average.1 - Int(color.green)) <= 12 && abs(average.2 - Int(color.blue)) <= 12,
                "average \(average) of \(color)")
        let lines = HalfBlockRenderer(colors: .palette256).lines(picture)
        #expect(Set(Self.paletteCodes(lines)).isSubset(of: Set(16...255)))
    }

    @Test func the256ColourRendererWritesPaletteCodes() {
        let lines = HalfBlockRenderer(colors: .palette256).lines(TestPictures.quadrants(width: 2, height: 2))
        #expect(lines == ["\(Self.esc)[38;5;196m\(Self.esc)[48;5;21m▀\(Self.esc)[38;5;46m\(Self.esc)[48;5;231m▀\(Self.esc)[0m"])
    }

    @Test func kittySendsRawRGBInChunksAndAsksForNoReply() throws {
        let bitmap = TestPictures.gradient(width: 64, height: 40)
        let sequence = KittyImageRenderer.sequence(bitmap, columns: 20, rows: 6)
        let parts = sequence.components(separatedBy: "\(Self.esc)\\").dropLast()
        #expect(parts.count == 3, "7,680 bytes make 10,240 base64 characters: three chunks")
        #expect(parts[0].hasPrefix("\(Self.esc)_Ga=T,f=24,s=64,v=40,c=20,r=6,q=2,m=1;"))
        #expect(parts[1].hasPrefix("\(Self.esc)_Gm=1;"))
        #expect(parts[2].hasPrefix("\(Self.esc)_Gm=0;"))
        let payload = parts.map { String($0.split(separator: ";", maxSplits: 1)[1]) }.joined()
        #expect(payload.count == 10_240)
        #expect(parts.dropLast().allSatisfy { $0.split(separator: ";", maxSplits: 1)[1].count == 4096 })
        #expect(Data(base64Encoded: payload) == Data(bitmap.rgb))
    }

    @Test func iTermSendsTheFileItself() {
        let bytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        #expect(ITermImageRenderer.sequence(bytes, columns: 40, rows: 15)
            == "\(Self.esc)]1337;File=inline=1;size=7;width=40;height=15;preserveAspectRatio=1:/9j/4AECAw==\u{7}")
    }

    @Test(arguments: [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, ImageMode.blocks),
        (["TERM": "xterm-256color", "COLORTERM": "24bit"], true, .blocks),
        (["TERM": "xterm-256color"], true, .palette256),
        (["TERM": "xterm-kitty"], true, .kitty),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], true, .kitty),
        (["TERM": "xterm-ghostty", "COLORTERM": "truecolor"], true, .kitty),
        (["TERM_PROGRAM": "iTerm.app"], true, .iterm),
        (["LC_TERMINAL": "iTerm2"], true, .iterm),
        (["TERM_PROGRAM": "WezTerm", "COLORTERM": "truecolor"], true, .iterm),
        (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux", "COLORTERM": "truecolor"], true, .blocks),
        (["TERM": "dumb"], true, .off),
        (["TERM": "xterm-kitty", "COLORTERM": "truecolor"], false, .off),
        // A terminal whose encoding is not UTF-8 cannot show the cells' `▀`; kitty's escapes are ASCII.
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C"], true, .off),
        (["TERM": "xterm-kitty", "LANG": "POSIX"], true, .kitty),
    ] as [([String: String], Bool, ImageMode)])
    func autoDetectsTheTerminal(environment: [String: String], isTerminal: Bool, expected: ImageMode) {
        let environment = environment.merging(["LANG": "C.UTF-8"]) { given, _ in given }
        #expect(ImageMode.detect(environment: environment, isTerminal: isTerminal).mode == expected)
    }

    @Test(arguments: [
        ([String: String](), false, LocalizationKey.messageImagesOff),
        (["TERM": "dumb"], true, .messageImagesOffDumb),
        (["TERM": "xterm-256color", "LANG": "C"], true, .messageImagesOffASCII),
    ])
    func theNoteSaysWhyNoImagesAreDrawn(environment: [String: String], isTerminal: Bool, key: LocalizationKey) {
        #expect(ImageMode.offNote(isTerminal: isTerminal, environment: environment).key == key)
    }

    @Test func modesParse() {
        #expect(ImageMode.parse("auto") == .some(nil))
        #expect(ImageMode.parse("256") == .some(.palette256))
        #expect(ImageMode.parse("KITTY") == .some(.kitty))
        #expect(ImageMode.parse("sixel") == .some(.sixel))
        #expect(ImageMode.parse("sixels") == nil)
    }
}
