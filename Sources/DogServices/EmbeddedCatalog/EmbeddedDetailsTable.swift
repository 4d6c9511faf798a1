import DogCore

/// The embedded catalog's `d` records, each decoded into `BreedDetails` when its breed's details are first read.
///
/// A record holds TheDogAPI's texts as they were written; decoding normalises them with the code
/// that reads live TheDogAPI data. Start-up decodes none, and `open labrador` decodes one.
final class EmbeddedDetailsTable: BreedDetailsTable, Sendable {
    /// Fields of a `d` record: the tag, group, bred-for, life span, temperament, origin, weight, height, id and name.
    static let fieldCount = 10

    /// The records' bytes, copied from the data once (about 11 kB), and where each record lies in them.
    private let storage: [UInt8]
    private let records: [Range<Int>]
    private let decoded = Locked<[Int: BreedDetails]>([:])

    /// A table of the `d` records at these byte ranges of the data.
    init(bytes: UnsafeBufferPointer<UInt8>, records: [Range<Int>]) {
        var storage: [UInt8] = []
        storage.reserveCapacity(records.reduce(0) { $0 + $1.count })
        self.records = records.map { record in
            let start = storage.count
            storage.append(contentsOf: bytes[record])
            return start..<storage.count
        }
        self.storage = storage
    }

    func details(at index: Int) -> BreedDetails? {
        guard records.indices.contains(index) else { return nil }
        return decoded.withLock { cache in
            if let details = cache[index] { return details }
            let details = decode(records[index])
            cache[index] = details
            return details
        }
    }

    /// Details from a `d` record, normalised by the same code that reads live TheDogAPI data.
    private func decode(_ line: Range<Int>) -> BreedDetails {
        let fields = storage.withUnsafeBufferPointer { EmbeddedCatalogParser(bytes: $0).fields(line) }
        func field(_ index: Int) -> String? { fields[index].isEmpty ? nil : fields[index] }
        let source = Int(fields[8]).map { DogAPIBreedID(id: $0, name: fields[9]) }
        return BreedDetails(
            rawGroup: field(1), rawBredFor: field(2), rawLifeSpan: field(3), rawTemperament: field(4),
            rawOrigin: field(5), rawWeight: field(6), rawHeight: field(7), source: source
        )
    }
}
