import CLibEditShim
import Testing

/// The shim's reading of escape sequences: every encoding of a key in one form, nothing else typed as text.
@Suite struct KeyDecoderTests {
    /// The key a sequence encodes, in the form dogsh binds it.
    static func key(_ sequence: String) -> String? {
        let bytes = Array(sequence.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { dogsh_key_for($0.baseAddress, $0.count) }.map { String(cString: $0) }
        }
    }

    /// The length of the escape sequence at the start of some bytes; 0 while incomplete.
    static func length(_ sequence: String) -> Int {
        let bytes = Array(sequence.utf8)
        return bytes.withUnsafeBufferPointer { dogsh_escape_length($0.baseAddress, $0.count) }
    }

    @Test(arguments: [
        ("\u{1B}[H", DOGSH_KEY_HOME), ("\u{1B}OH", DOGSH_KEY_HOME), ("\u{1B}[1~", DOGSH_KEY_HOME), ("\u{1B}[7~", DOGSH_KEY_HOME),
        ("\u{1B}[F", DOGSH_KEY_END), ("\u{1B}OF", DOGSH_KEY_END), ("\u{1B}[4~", DOGSH_KEY_END), ("\u{1B}[8~", DOGSH_KEY_END),
        ("\u{1B}[3~", DOGSH_KEY_DELETE), ("\u{1B}[3;5~", DOGSH_KEY_CTRL_DELETE), ("\u{1B}[3^", DOGSH_KEY_CTRL_DELETE),
        ("\u{1B}[1;5D", DOGSH_KEY_CTRL_LEFT), ("\u{1B}[5D", DOGSH_KEY_CTRL_LEFT), ("\u{1B}Od", DOGSH_KEY_CTRL_LEFT),
        ("\u{1B}[1;5C", DOGSH_KEY_CTRL_RIGHT), ("\u{1B}[5C", DOGSH_KEY_CTRL_RIGHT), ("\u{1B}Oc", DOGSH_KEY_CTRL_RIGHT),
        ("\u{1B}[1;3D", DOGSH_KEY_ALT_LEFT), ("\u{1B}\u{1B}[D", DOGSH_KEY_ALT_LEFT),
        ("\u{1B}[1;3C", DOGSH_KEY_ALT_RIGHT), ("\u{1B}\u{1B}[C", DOGSH_KEY_ALT_RIGHT),
        ("\u{1B}[A", DOGSH_KEY_UP), ("\u{1B}OA", DOGSH_KEY_UP), ("\u{1B}[B", DOGSH_KEY_DOWN), ("\u{1B}OB", DOGSH_KEY_DOWN),
        ("\u{1B}[5~", DOGSH_KEY_PAGE_UP), ("\u{1B}[6~", DOGSH_KEY_PAGE_DOWN),
        ("\u{1B}\u{7F}", DOGSH_KEY_ALT_BACKSPACE), ("\u{1B}\u{08}", DOGSH_KEY_ALT_BACKSPACE),
        ("\u{1B}[200~", DOGSH_KEY_PASTE_START),
    ] as [(String, String)])
    func everyEncodingReadsAsItsKey(sequence: String, key: String) {
        #expect(Self.length(sequence) == sequence.utf8.count, "read whole")
        #expect(Self.key(sequence) == key)
    }

    @Test(arguments: ["\u{1B}[15~", "\u{1B}[Z", "\u{1B}[2~", "\u{1B}OP", "\u{1B}[1;2A", "\u{1B}[201~", "\u{1B}[I", "\u{1B}[[A", "\u{1B}\u{1B}[24~"])
    func otherControlSequencesAreReadWholeAndKnownToNone(sequence: String) {
        #expect(Self.length(sequence) == sequence.utf8.count, "the whole sequence, so none of it is typed")
        #expect(Self.key(sequence) == nil)
    }

    @Test(arguments: [
        ("\u{1B}", 0), ("\u{1B}[", 0), ("\u{1B}[1", 0), ("\u{1B}[1;5", 0), ("\u{1B}O", 0), ("\u{1B}[[", 0), ("\u{1B}\u{1B}", 0), ("\u{1B}\u{1B}[", 0),
        ("\u{1B}b", 2), ("\u{1B}\u{1B}x", 1), ("\u{1B}[1\u{07}", 3), ("\u{1B}[Dx", 3),
    ] as [(String, Int)])
    func lengthsOfPartsAndOddOnes(bytes: String, length: Int) {
        #expect(Self.length(bytes) == length)
    }
}
