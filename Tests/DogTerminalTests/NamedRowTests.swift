import DogCore
import Testing
@testable import DogTerminal

/// Rows that lead with a breed's name: at any width the values asked about stay in view; the
/// identifier goes first, then the name column narrows, the same for every row of the page.
@Suite struct NamedRowTests {
    static let layout = RowLayout(largestNumber: 9, width: 60, painter: .plain)

    static func page(_ rows: [(name: String, values: String, identifier: String?)]) -> [String] {
        let width = layout.fittedNameWidth(names: rows.map(\.name), values: rows.map(\.values))
        return rows.enumerated().map { layout.namedRow($0.offset + 1, favorite: false, name: $0.element.name, nameWidth: width, values: $0.element.values, identifier: $0.element.identifier) }
    }

    @Test func shortRowsKeepEverything() {
        #expect(Self.page([("Pug", "weight 6–8 kg", nil), ("Labrador Retriever", "weight 25–36 kg", "labrador")]) == [
            "  1   Pug                 weight 6–8 kg",
            "  2   Labrador Retriever  weight 25–36 kg · labrador",
        ])
    }

    @Test func aWideRowDropsItsIdentifierThenTheNameColumnNarrowsForEveryRow() {
        let lines = Self.page([
            ("Greater Swiss Mountain Dog", "weight 38–64 kg · children 5/5 · energy 3/5", "mountain swiss"),
            ("Pug", "weight 6–8 kg", nil),
        ])
        #expect(lines == [
            "  1   Greater…   weight 38–64 kg · children 5/5 · energy 3/5",
            "  2   Pug        weight 6–8 kg",
        ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 })
    }

    @Test func valuesTooLongEvenBesideEightColumnsAreCutLast() {
        let lines = Self.page([("Greater Swiss Mountain Dog", "weight 38–64 kg · children 5/5 · energy 3/5 · shedding 3/5 · x", nil)])
        #expect(lines == ["  1   Greater…  weight 38–64 kg · children 5/5 · energy 3/5…"])
    }
}
