import Testing
@testable import DogCore

@Suite struct TextTests {
    @Test(arguments: [
        ("Bichon Frisé", "bichon frise"),
        ("  Afghan   Hound ", "afghan hound"),
        ("ÆSOP ŒUVRE Straße", "aesop oeuvre strasse"),
        ("Ça Ñandú", "ca nandu"),
        ("柴犬", "柴犬"),
        ("ジャーマン・シェパード・ドッグ", "ジャーマン シェパード ドッグ"),
    ])
    func folding(input: String, expected: String) {
        #expect(TextFolding.fold(input) == expected)
    }

    @Test(arguments: [
        ("St. Bernard", "stbernard"), ("German Shepherd Dog", "germanshepherddog"), ("Shar-Pei", "sharpei"),
        ("  Pointer\tGerman  Short-Haired ", "pointergermanshorthaired"), ("K9 Unit 2", "k9unit2"), ("", ""), ("-- . --", ""),
        ("ABCXYZ@[`{", "abcxyz"), ("Bichon Frisé", "bichonfrise"), ("Chien d'Artois", "chiendartois"),
        ("Ca\u{301}o", "cao"), ("シバ・イヌ", "シバイヌ"),
    ])
    func squashing(input: String, expected: String) {
        #expect(TextFolding.squash(input) == expected)
    }

    /// The one-pass ASCII squash agrees with the scalar-by-scalar one on every ASCII byte.
    @Test func asciiSquashAgreesWithTheScalarPath() {
        let everyASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for text in [everyASCII, "Old English Sheepdog 2", "x-Y_z.9"] {
            #expect(TextFolding.squash(text) == TextFolding.squashScalars(text))
        }
    }

    @Test(arguments: [
        ("louis1 (1).jpg", "louis1%20%281%29.jpg"),
        ("Himalayan Sheepdog.jpg", "Himalayan%20Sheepdog.jpg"),
        ("IMG_20181206_172949~2.jpg", "IMG_20181206_172949~2.jpg"),
        ("n02110627_10147.jpg", "n02110627_10147.jpg"),
        ("a/b?c#d", "a%2Fb%3Fc%23d"),
        ("café.jpg", "caf%C3%A9.jpg"),
    ])
    func percentEncoding(raw: String, encoded: String) {
        #expect(PercentEncoding.encodePathSegment(raw) == encoded)
        #expect(PercentEncoding.decode(encoded) == raw)
    }

    @Test func malformedPercentEscapesDoNotDecode() {
        #expect(PercentEncoding.decode("%G1") == nil)
        #expect(PercentEncoding.decode("abc%2") == nil)
        #expect(PercentEncoding.decode("%FF") == nil)
    }

    @Test(arguments: [("7", 3, "007"), ("250", 3, "250"), ("12345", 3, "12345"), ("", 2, "00"), ("ff", 16, "00000000000000ff")])
    func zeroPadding(text: String, length: Int, padded: String) {
        #expect(text.zeroPadded(to: length) == padded)
    }

    @Test(arguments: [(" net = debug ", "net = debug"), ("\tkey\n", "key"), ("   ", ""), ("", ""), ("a b", "a b"), ("\u{3000}柴犬\u{3000}", "柴犬")])
    func trimming(text: String, trimmed: String) {
        #expect(text.trimmingWhitespace() == trimmed)
        #expect(Substring(text).trimmingWhitespace() == trimmed)
    }
}
