import DogCore
import Testing
@testable import DogTerminal

/// Rows that lead with a breed's name: at any width every value asked about stays in view,
/// whole. The identifier goes first, then values continue on lines of their own beside whole
/// names; a name is cut only beyond half the row.
@Suite struct NamedRowTests {
    static let layout = RowLayout(largestNumber: 9, width: 60, painter: .plain)

    static func page(_ rows: [(name: String, values: String, identifier: String?)]) -> [String] {
        let width = layout.fittedNameWidth(names: rows.map(\.name), values: rows.map(\.values))
        return rows.enumerated().flatMap {
            layout.namedRow($0.offset + 1, favorite: false, name: $0.element.name, nameWidth: width, values: $0.element.values, identifier: $0.element.identifier)
        }
    }

    @Test func shortRowsKeepEverything() {
        #expect(Self.page([("Pug", "weight 6–8 kg", nil), ("Labrador Retriever", "weight 25–36 kg", "labrador")]) == [
            "  1   Pug                 weight 6–8 kg",
            "  2   Labrador Retriever  weight 25–36 kg · labrador",
        ])
    }

    /// A name is what a row is there for: it stays whole, the identifier goes, and the values that
    /// do not fit beside it continue under it (the name was once cut to `Greater Swiss Mountai…`).
    @Test func aWideRowDropsItsIdentifierAndKeepsItsNameWhole() {
        let lines = Self.page([
            ("Greater Swiss Mountain Dog", "weight 38–64 kg · children 5/5", "mountain swiss"),
            ("Pug", "weight 6–8 kg", nil),
        ])
        #expect(lines == [
            "  1   Greater Swiss Mountain Dog  weight 38–64 kg",
            "                                  children 5/5",
            "  2   Pug                         weight 6–8 kg",
        ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 })
    }

    /// Only a name wider than half the row, beside values that leave it no more, is cut.
    @Test func onlyANameWiderThanHalfTheRowIsCut() {
        let lines = Self.page([("Greater Swiss Mountain Dog of the Alps", "weight 38–64 kg", nil)])
        #expect(lines == ["  1   Greater Swiss Mountain Dog of the Al…  weight 38–64 kg"], "all the room the values leave")
    }

    /// Values that do not fit beside 16 columns of name go on under the first line, each whole
    /// (`#101` is never cut to `#1…`), and the name, no longer squeezed, keeps up to half the row.
    @Test func valuesThatStillDoNotFitContinueWholeOnTheNextLines() {
        let lines = Self.page([
            ("Greater Swiss Mountain Dog", "weight 38–64 kg · children 5/5 · energy 3/5 · shedding 3/5 · popularity #101", nil),
            ("Pug", "weight 6–8 kg", "pug"),
        ])
        #expect(lines == [
            "  1   Greater Swiss Mountain Dog  weight 38–64 kg",
            "                                  children 5/5 · energy 3/5",
            "                                  shedding 3/5",
            "                                  popularity #101",
            "  2   Pug                         weight 6–8 kg · pug",
        ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 })
    }

    /// A value wider than the room left wraps at its spaces under the values' column: nothing of the evidence is cut.
    @Test func aValueWiderThanTheRoomLeftWraps() {
        let lines = Self.page([("Pug", "misses temperament:affectionate: temperament Charming, Mischievous, Loving", nil)])
        #expect(lines == ["  1   Pug  misses temperament:affectionate: temperament", "           Charming, Mischievous, Loving"])
    }

    @Test(arguments: [
        (["a", "b"], 10, ["a · b"]), (["aaaa", "bbbb", "cc"], 11, ["aaaa · bbbb", "cc"]), (["aaaa", "bbbbbbbbbbbbbb"], 8, ["aaaa", "bbbbbbb…"]),
        (["aa", "bbb ccc dddd", "e"], 8, ["aa", "bbb ccc", "dddd · e"]),
        ([String](), 10, [String]()),
    ])
    func valuesFillLinesWhole(_ parts: [String], _ width: Int, _ lines: [String]) {
        #expect(RowLayout.fill(parts, width: width) == lines)
    }
}
