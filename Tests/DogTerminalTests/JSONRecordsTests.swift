import DogCore
import Foundation
import Testing
@testable import DogTerminal

/// `--json`'s writer and records: valid JSON on one line, escapes for every control character, the schema's fields.
@Suite struct JSONRecordsTests {
    /// Values and their exact text.
    @Test(arguments: [
        (JSONValue.null, "null"), (.bool(true), "true"), (.int(-3), "-3"), (.double(25), "25"), (.double(24.95), "24.95"),
        (.double(2.0 / 3.0), "0.67"), (.string("a\"b\\c"), #""a\"b\\c""#), (.string("line\nbreak\ttab"), #""line\nbreak\ttab""#),
        (.string("\u{1B}[31mred\u{07}"), #""\u001b[31mred\u0007""#), (.string("\u{9B}c\u{2028}"), #""\u009bc\u2028""#),
        (.string("Frisé 日本"), #""Frisé 日本""#), (.array([.int(1), .string("x")]), #"[1,"x"]"#),
        (.object([("v", .int(1)), ("type", .string("t")), ("rows", .array([]))]), #"{"v":1,"type":"t","rows":[]}"#),
    ])
    func valuesWriteExactly(_ value: JSONValue, _ text: String) {
        #expect(value.text == text)
    }

    /// Every text a source may send reads back as itself through a JSON parser, on one line.
    @Test func anyTextRoundTripsThroughAParser() throws {
        let hostile = (0..<0x250).compactMap(Unicode.Scalar.init).map(String.init).joined() + "\u{2028}\u{2029}\"\\"
        let line = JSONValue.object([("text", .string(hostile))]).text
        #expect(!line.contains("\n") && !line.contains("\u{1B}"))
        let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
        #expect(parsed?["text"] == hostile)
    }

    static let catalog = Catalog(breeds: [
        Breed(ref: BreedRef("hound"), displayName: "Hound", subBreeds: [Breed(ref: BreedRef("hound", "afghan"), displayName: "Afghan\u{1B}[2J Hound")]),
        Breed(ref: BreedRef("pug"), displayName: "Pug", details: BreedDetails(group: "Toy", weight: MeasuredRange(lower: 6, upper: 8), source: DogAPIBreedID(id: 201, name: "Pug"))),
    ], sourceName: "test")

    func record(_ presentation: Presentation) throws -> [String: Any] {
        let lines = JSONRecords(renderer: PresentationRenderer(strings: Strings(), width: 80)).lines(for: presentation)
        #expect(lines.count == 1)
        return try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    }

    /// A sorted list's rows carry the value each was ranked by; a breed without one, ranked last, an empty `traits`.
    @Test func sortedRowsCarryTheValueTheyWereRankedBy() throws {
        var coordinator = Coordinator()
        _ = coordinator.handle(.catalogLoaded(.success(Self.catalog)))
        _ = coordinator.handle(.commandEntered("sort weight desc"))
        let breeds = try record(.screen(coordinator.stack.top))
        #expect((breeds["sort"] as? [String: Any])?["trait"] as? String == "weight")
        let rows = try #require(breeds["rows"] as? [[String: Any]])
        #expect(rows.map { $0["ref"] as? String } == ["pug", "hound", "hound/afghan"])
        let traits = rows.map { $0["traits"] as? [String: Any] }
        #expect(traits.map { $0?.keys.sorted() } == [["weight"], [], []])
        #expect((traits[0]?["weight"] as? [String: Any])?["max"] as? Int == 8)

        _ = coordinator.handle(.commandEntered("sort"))
        let unsorted = try #require(try record(.screen(coordinator.stack.top))["rows"] as? [[String: Any]])
        #expect(unsorted.allSatisfy { $0["traits"] == nil }, "an unsorted list's rows carry no traits")
    }

    /// A find's close breeds are rows too, numbered after the breeds found as the screen numbers them, each with the condition it misses.
    @Test func aFindsCloseBreedsAreRowsWithTheConditionTheyMiss() throws {
        var coordinator = Coordinator()
        _ = coordinator.handle(.catalogLoaded(.success(Self.catalog)))
        _ = coordinator.handle(.commandEntered("find weight<7"))
        guard case let .find(screen) = coordinator.stack.top else { Issue.record("not a find screen"); return }
        #expect(screen.found.isEmpty && screen.nearMisses.map(\.row.ref) == [BreedRef("pug")], "the pug, 6–8 kg, misses weight<7")
        let find = try record(.screen(coordinator.stack.top))
        let rows = try #require(find["rows"] as? [[String: Any]])
        #expect(rows.map { $0["n"] as? Int } == [1])
        #expect(rows.first?["ref"] as? String == "pug" && rows.first?["misses"] as? String == "weight<7kg")
        #expect((rows.first?["traits"] as? [String: Any])?["weight"] != nil)
    }

    @Test func screensAndMessagesCarryTheSchemasFields() throws {
        var coordinator = Coordinator()
        _ = coordinator.handle(.catalogLoaded(.success(Self.catalog)))
        let breeds = try record(.screen(coordinator.stack.top))
        #expect(breeds["v"] as? Int == 1 && breeds["type"] as? String == "breeds")
        let rows = try #require(breeds["rows"] as? [[String: Any]])
        #expect(rows.map { $0["ref"] as? String } == ["hound", "pug"])
        #expect(rows.first?["subBreeds"] as? Int == 1)

        let details = try record(.details(Self.catalog.breed(BreedRef("pug"))!, facts: nil))
        let weight = try #require((details["traits"] as? [String: Any])?["weight"] as? [String: Any])
        #expect(weight["min"] as? Int == 6 && weight["max"] as? Int == 8 && weight["unit"] as? String == "kg" && weight["source"] as? String == "TheDogAPI")
        #expect(((details["sources"] as? [String: Any])?["theDogAPI"] as? [String: Any])?["id"] as? Int == 201)

        let afghan = try record(.details(Self.catalog.breed(BreedRef("hound", "afghan"))!, facts: nil))
        #expect(afghan["ref"] as? String == "hound/afghan")
        #expect(afghan["name"] as? String == "Afghan Hound", "escape sequences from a source are removed")

        let message = try record(.message(Message(.messageHistoryEmpty)))
        #expect(message["type"] as? String == "message" && message["key"] as? String == "message.history.empty" && message["text"] as? String == "No history yet.")
        let error = JSONRecords(renderer: PresentationRenderer(strings: Strings(), width: 80)).error(CommandError.compareCount(1).message)
        #expect(error.hasPrefix(#"{"v":1,"type":"error","key":"error.compare.count","text":"#))
    }
}
