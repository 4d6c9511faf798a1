import DogCore
import Testing
@testable import DogTerminal

/// Rows that lead with a breed's name: at any width the values asked about stay in view; the
/// identifier goes first, then the name is cut.
@Suite struct NamedRowTests {
    static let layout = RowLayout(largestNumber: 12, width: 60, painter: .plain)

    /// Name, values, identifier; the row at 60 columns.
    @Test(arguments: [
        ("Pug", "weight 6–8 kg", nil, "   3   Pug                 weight 6–8 kg"),
        ("Labrador Retriever", "weight 25–36 kg", "labrador", "   3   Labrador Retriever  weight 25–36 kg · labrador"),
        // Too wide with the identifier: it goes, and the values stay whole.
        ("Greater Swiss Mountain Dog", "weight 38–64 kg · children 5/5 · energy 3/5", "mountain swiss",
         "   3   Greater…  weight 38–64 kg · children 5/5 · energy 3/5"),
        // Still too wide: the name is cut, never below eight columns.
        ("Greater Swiss Mountain Dog", "weight 38–64 kg · children 5/5 · energy 3/5 · shedding 3/5", nil,
         "   3   Greater…  weight 38–64 kg · children 5/5 · energy 3/…"),
    ] as [(String, String, String?, String)])
    func valuesStayInView(name: String, values: String, identifier: String?, row: String) {
        let line = Self.layout.namedRow(3, favorite: false, name: name, nameWidth: 18, values: values, identifier: identifier)
        #expect(line == row)
        #expect(DisplayWidth.of(line) <= 60)
    }
}
