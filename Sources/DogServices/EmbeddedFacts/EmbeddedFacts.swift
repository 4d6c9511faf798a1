import DogCore

/// AKC's facts compiled into the binary, for every dog.ceo folder with a true AKC match.
///
/// The data is a `StaticString` in the line format that `scripts/generate-facts` documents. It is
/// parsed as a whole the first time a fact is asked for (134 short lines, well under a
/// millisecond), so a session that never shows a fact never parses it.
public final class EmbeddedFacts: BreedFactsTable {
    /// The one table of the embedded facts.
    public static let shared = EmbeddedFacts(text: String(decoding: dataBytes, as: UTF8.self))

    private let text: String
    private let parsed: Lazy<[BreedRef: BreedFacts]>

    /// A table over facts in the embedded line format; used directly by tests.
    init(text: String) {
        self.text = text
        parsed = Lazy { Self.parse(text) }
    }

    public func facts(for ref: BreedRef) -> BreedFacts? {
        parsed.value[ref]
    }

    /// Every folder with facts.
    public var refs: [BreedRef] {
        parsed.value.keys.sorted()
    }

    /// The order of the fourteen trait digits (`TRAIT_COLUMNS` in scripts/generate-facts).
    static let traitOrder: [ScoreTrait] = [
        .affection, .children, .dogs, .shedding, .grooming, .drooling, .strangers,
        .playfulness, .protective, .adaptability, .trainability, .energy, .barking, .stimulation,
    ]
    /// The order of the five 2020 scale digits.
    static let scaleOrder: [ScoreTrait] = [.grooming, .shedding, .energy, .trainability, .demeanor]

    /// Parses every record; a malformed line is skipped (the generator's tests keep there being none).
    static func parse(_ text: String) -> [BreedRef: BreedFacts] {
        var table: [BreedRef: BreedFacts] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 11, let ref = BreedRef(folder: fields[0]) else { continue }
            var scores: [ScoreTrait: Int] = [:]
            for (trait, digit) in zip(scaleOrder, fields[8]) { if let score = digit.wholeNumberValue { scores[trait] = score } }
            // The 2022 scores win over the 2020 scales where both exist.
            for (trait, digit) in zip(traitOrder, fields[9]) { if let score = digit.wholeNumberValue { scores[trait] = score } }
            let coat = fields[10].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            table[ref] = BreedFacts(
                akcName: fields[1], group: nonEmpty(fields[2]),
                temperament: fields[3].isEmpty ? [] : fields[3].split(separator: ",").map { String($0.drop { $0 == " " }) },
                popularity: Int(fields[4]), height: range(fields[5]), weight: range(fields[6]), lifeSpan: range(fields[7]),
                scores: scores,
                coatType: coat.first.flatMap(nonEmpty), coatLength: coat.count > 1 ? nonEmpty(coat[1]) : nil
            )
        }
        return table
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    private static func range(_ text: String) -> MeasuredRange? {
        let ends = text.split(separator: "-").compactMap { Double($0) }
        guard ends.count == 2 else { return nil }
        return MeasuredRange(lower: ends[0], upper: ends[1])
    }

    /// The embedded bytes; a `StaticString` lives in read-only memory for the life of the process.
    static var dataBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: data.utf8Start, count: data.utf8CodeUnitCount)
    }
}
