import DogImaging
import DogTestSupport
import Testing
@testable import DogTerminal

/// The sixel encoder, byte by byte on small images and decoded back on large ones.
@Suite struct SixelRendererTests {
    static let esc = "\u{1B}"

    @Test func aSmallImageIsEncodedExactly() {
        // 3 × 7: row 0–5 of column 0 red, the rest blue; the seventh row is a second band.
        let palette = ColorPalette([RGB(255, 0, 0), RGB(0, 0, 255)])
        let indices: [UInt8] = (0..<21).map { $0 % 3 == 0 && $0 < 18 ? 0 : 1 }
        let text = SixelRenderer.encode(IndexedBitmap(width: 3, height: 7, palette: palette, indices: indices))
        #expect(text
            == "\(Self.esc)P0;1;0q\"1;1;3;7#0;2;100;0;0#1;2;0;0;100#0~$#1?~~-#1@@@\(Self.esc)\\")
    }

    @Test func runsOfFourOrMoreAreCounted() {
        let palette = ColorPalette([RGB(0, 0, 0), RGB(255, 255, 255)])
        let indices: [UInt8] = [0, 0, 0, 1, 1, 1, 1, 1, 0, 0]
        let text = SixelRenderer.encode(IndexedBitmap(width: 10, height: 1, palette: palette, indices: indices))
        #expect(text.hasSuffix("#0@@@!5?@@$#1???!5@\(Self.esc)\\"), "\(text)")
    }

    @Test(arguments: [(UInt8(0), 0), (255, 100), (128, 50), (1, 0), (2, 1), (254, 100), (127, 50)] as [(UInt8, Int)])
    func channelsArePercentages(value: UInt8, percent: Int) {
        #expect(SixelRenderer.percent(value) == percent)
        #expect(abs(Int(SixelRenderer.byte(percent)) - Int(value)) <= 2, "the round trip stays within 1.3 levels")
    }

    @Test func aPictureDecodesToItsSizeAndColours() throws {
        let picture = TestPictures.quadrants(width: 40, height: 30)
        let image = try #require(SixelDecoder.decode(SixelRenderer.sequence(picture)))
        #expect((image.width, image.height) == (40, 30))
        #expect(image.pixels.allSatisfy { $0 != nil }, "every pixel is painted")
        for (x, y) in [(0, 0), (39, 0), (0, 29), (39, 29), (19, 14), (20, 15)] {
            #expect(image[x, y] == picture[x, y], "(\(x), \(y))")
        }
    }

    @Test func aPhotoLikePictureKeepsItsDetail() throws {
        let picture = TestPictures.photoLike(width: 200, height: 150)
        let image = try #require(SixelDecoder.decode(SixelRenderer.sequence(picture)))
        #expect((image.width, image.height) == (200, 150))
        let psnr = SixelDecoder.psnr(picture, image.bitmap)
        #expect(psnr > 33, "256 fitted colours, dithered: \(psnr) dB")
        let sixteen = try #require(SixelDecoder.decode(SixelRenderer.sequence(picture, colors: 16)))
        #expect(SixelDecoder.psnr(picture, sixteen.bitmap) < psnr, "fewer registers, fewer colours")
        #expect(SixelRenderer.sequence(picture, colors: 16).components(separatedBy: ";2;").count - 1 <= 16)
    }

    @Test func kittyThroughTmuxWrapsEachChunkAndMakesRoom() {
        let bitmap = TestPictures.gradient(width: 64, height: 40)
        let lines = KittyImageRenderer.linesThroughTmux(bitmap, columns: 20, rows: 3)
        #expect(lines.count == 4)
        #expect(lines.prefix(3).allSatisfy { $0.isEmpty }, "three blank lines make room, as text would")
        let last = lines[3]
        #expect(last.hasPrefix("\(Self.esc)[3A\(Self.esc)Ptmux;\(Self.esc)\(Self.esc)_Ga=T,f=24,s=64,v=40,c=20,r=3,q=2,C=1,m=1;"))
        #expect(last.hasSuffix("\(Self.esc)\(Self.esc)\\\(Self.esc)\\\(Self.esc)[2B"))
        #expect(last.components(separatedBy: "\(Self.esc)Ptmux;").count - 1 == 3, "one passthrough per chunk")
        // Unwrapped, it is kitty's own sequence with the cursor kept.
        let unwrapped = last.replacingOccurrences(of: "\(Self.esc)Ptmux;", with: "")
            .replacingOccurrences(of: "\(Self.esc)\(Self.esc)", with: "\u{0}").replacingOccurrences(of: "\(Self.esc)\\", with: "")
            .replacingOccurrences(of: "\u{0}", with: Self.esc)
        #expect(unwrapped.contains(KittyImageRenderer.chunks(bitmap, columns: 20, rows: 3, keepingCursor: true).joined()))
    }

    @Test func tmuxPassthroughDoublesEveryEscape() {
        #expect(TmuxPassthrough.wrap("\(Self.esc)_Gq=2;\(Self.esc)\\") == "\(Self.esc)Ptmux;\(Self.esc)\(Self.esc)_Gq=2;\(Self.esc)\(Self.esc)\\\(Self.esc)\\")
    }
}
