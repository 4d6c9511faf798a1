import DogCore

/// AKC's facts compiled into the binary, for every dog.ceo folder with a true AKC match.
///
/// The data is a `StaticString` in the line format that `scripts/generate-facts` documents. The
/// first lookup finds where each folder's line lies (one pass, no decoding); each record is then
/// decoded when its breed's facts are first read, so `open labrador` decodes one record, not 134
/// (decoding them all cost a `-c` run 1.4 ms, BENCHMARKS.md).
public final class EmbeddedFacts: BreedFactsTable {
    /// The one table of the embedded facts.
    public static let shared = EmbeddedFacts()

    /// Where each folder's record lies in the data, by folder name, found on the first lookup.
    private let lines = Lazy { EmbeddedFacts.locate(EmbeddedFacts.dataBytes) }
    private let decoded = Locked<[BreedRef: BreedFacts]>([:])

    private init() {}

    public func facts(for ref: BreedRef) -> BreedFacts? {
        guard let line = lines.value[ref.folder] else { return nil }
        return decoded.withLock { cache in
            if let facts = cache[ref] { return facts }
            let facts = Self.decode(EmbeddedCatalogParser(bytes: Self.dataBytes).fields(line))
            cache[ref] = facts
            return facts
        }
    }

    /// Every folder with facts.
    public var refs: [BreedRef] {
        lines.value.keys.compactMap(BreedRef.init(folder:)).sorted()
    }

    /// Where each record's line lies, by the folder in its first field; the header line is skipped.
    static func locate(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: Range<Int>] {
        // Lines are found with `memchr` and the folder read up to its tab by index: the generic
        // `firstIndex(of:)` on slices, and a `BreedRef` made for each key, took 314k instructions of
        // `-c 'open labrador'` (callgrind); keyed by the folder's text, 122k.
        let parser = EmbeddedCatalogParser(bytes: bytes)
        var lines: [String: Range<Int>] = [:]
        lines.reserveCapacity(160)
        var start = min(parser.lineEnd(from: 0) + 1, bytes.count)
        while start < bytes.count {
            let end = parser.lineEnd(from: start)
            var tab = start
            while tab < end, bytes[tab] != UInt8(ascii: "\t") { tab += 1 }
            if start < tab, tab < end { lines[parser.string(start..<tab)] = start..<end }
            start = end + 1
        }
        return lines
    }

    /// The order of the fourteen trait digits (`TRAIT_COLUMNS` in scripts/generate-facts).
    static let traitOrder: [ScoreTrait] = [
        .affection, .children, .dogs, .shedding, .grooming, .drooling, .strangers,
        .playfulness, .protective, .adaptability, .trainability, .energy, .barking, .stimulation,
    ]
    /// The order of the five 2020 scale digits.
    static let scaleOrder: [ScoreTrait] = [.grooming, .shedding, .energy, .trainability, .demeanor]

    /// Decodes one record's fields; nil when the line is malformed (the generator's tests keep there being none).
    ///
    /// Ranges and lists are read by the code that reads TheDogAPI's (`MeasuredRange`, `RawText`); a
    /// range ending in a unit (`21.5-24.5in`, `55-80lb`) keeps the unit AKC stated it in.
    static func decode(_ fields: [String]) -> BreedFacts? {
        guard fields.count == 11 else { return nil }
        var scores: [ScoreTrait: Int] = [:]
        for (trait, digit) in zip(scaleOrder, fields[8]) { if let score = digit.wholeNumberValue { scores[trait] = score } }
        // The 2022 scores win over the 2020 scales where both exist.
        for (trait, digit) in zip(traitOrder, fields[9]) { if let score = digit.wholeNumberValue { scores[trait] = score } }
        let coat = fields[10].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        return BreedFacts(
            akcName: fields[1], group: RawText.clean(fields[2]), temperament: RawText.list(fields[3]),
            popularity: Int(fields[4]), height: statedRange(fields[5]), weight: statedRange(fields[6]),
            lifeSpan: MeasuredRange(parsing: fields[7]), scores: scores,
            coatType: RawText.clean(coat.first), coatLength: coat.count > 1 ? RawText.clean(coat[1]) : nil
        )
    }

    /// A range whose text ends in the unit it was stated in; its figures kept in the trait's own unit.
    static func statedRange(_ text: String) -> MeasuredRange? {
        guard let range = MeasuredRange(parsing: text) else { return nil }
        guard let unit = MeasureUnit.allCases.first(where: { text.hasSuffix($0.rawValue) }), unit.factor != 1 else { return range }
        return MeasuredRange(statedLower: range.lower, upper: range.upper, in: unit)
    }

    /// The embedded bytes; a `StaticString` lives in read-only memory for the life of the process.
    static var dataBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: data.utf8Start, count: data.utf8CodeUnitCount)
    }
}
