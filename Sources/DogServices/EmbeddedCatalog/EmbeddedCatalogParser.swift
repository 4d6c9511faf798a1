import DogCore

/// Reads the embedded catalog's line format: `b`, `s`, `d`, `n` and `f` records separated by tabs.
struct EmbeddedCatalogParser {
    /// What one pass over the data yields.
    struct Parsed {
        var breeds: [Breed] = []
        var imageRanges: [BreedRef: Range<Int>] = [:]
    }

    private let bytes: UnsafeBufferPointer<UInt8>

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses every record; image records are only located, not decoded.
    func parse() throws(CatalogError) -> Parsed {
        var parsed = Parsed()
        var breed: PendingBreed?
        var sub: PendingBreed?
        var images: Range<Int>?

        func closeImages() {
            if let range = images, let ref = (sub ?? breed)?.ref { parsed.imageRanges[ref] = range }
            images = nil
        }
        func closeSubBreed() {
            closeImages()
            if let finished = sub { breed?.subBreeds.append(finished.build()) }
            sub = nil
        }
        func closeBreed() {
            closeSubBreed()
            if let finished = breed { parsed.breeds.append(finished.build()) }
            breed = nil
        }

        let allLines = lines()
        guard let header = allLines.first, split(header) == ["dogsh-catalog 1"] else { throw .corruptEmbeddedData(line: 1) }
        for (index, line) in allLines.enumerated().dropFirst() {
            let lineNumber = index + 1
            // Image lines, most of the data, are only located here: no fields, no strings.
            if Self.isImageLine(line, in: bytes) {
                guard breed != nil else { throw .corruptEmbeddedData(line: lineNumber) }
                images = (images?.lowerBound ?? line.lowerBound)..<line.upperBound
                continue
            }
            let fields = split(line)
            switch fields.first {
            case "b":
                closeBreed()
                breed = try PendingBreed(fields, parent: nil, line: lineNumber)
            case "s":
                closeSubBreed()
                guard let parent = breed else { throw .corruptEmbeddedData(line: lineNumber) }
                sub = try PendingBreed(fields, parent: parent.ref.breed, line: lineNumber)
            case "d":
                guard breed != nil, fields.count == 10 else { throw .corruptEmbeddedData(line: lineNumber) }
                if sub != nil { sub?.details = Self.details(fields) } else { breed?.details = Self.details(fields) }
            default:
                throw .corruptEmbeddedData(line: lineNumber)
            }
        }
        closeBreed()
        return parsed
    }

    /// Decodes image lines into file names: `n WNID 1 2` gives `WNID_1.jpg`, `WNID_2.jpg`.
    static func imageFiles(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var files: [String] = []
        let parser = EmbeddedCatalogParser(bytes: bytes)
        for line in parser.lines() {
            let fields = parser.split(line)
            switch fields.first {
            case "n" where fields.count == 3:
                let prefix = fields[1] + "_"
                for number in fields[2].split(separator: " ") { files.append(prefix + number + ".jpg") }
            case "f" where fields.count == 2:
                files.append(fields[1])
            default:
                continue
            }
        }
        return files
    }

    /// Whether a line is an `n` or `f` record, by its first two bytes.
    private static func isImageLine(_ line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        line.count >= 2 && (bytes[line.lowerBound] == UInt8(ascii: "n") || bytes[line.lowerBound] == UInt8(ascii: "f"))
            && bytes[line.lowerBound + 1] == UInt8(ascii: "\t")
    }

    /// Byte ranges of the lines, without their newlines.
    private func lines() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
            if index > start { ranges.append(start..<index) }
            start = index + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    /// The tab-separated fields of a line.
    private func split(_ line: Range<Int>) -> [String] {
        UnsafeBufferPointer(rebasing: bytes[line])
            .split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// Details from a `d` record, normalised by the same code that reads live TheDogAPI data.
    private static func details(_ fields: [String]) -> BreedDetails {
        func field(_ index: Int) -> String? { fields[index].isEmpty ? nil : fields[index] }
        let source = Int(fields[8]).map { DogAPIBreedID(id: $0, name: fields[9]) }
        return BreedDetails(
            rawGroup: field(1), rawBredFor: field(2), rawLifeSpan: field(3), rawTemperament: field(4),
            rawOrigin: field(5), rawWeight: field(6), rawHeight: field(7), source: source
        )
    }
}

/// A breed or sub-breed record whose details and sub-breeds are still being read.
private struct PendingBreed {
    let ref: BreedRef
    let displayName: String
    let imageCount: Int
    var details: BreedDetails?
    var subBreeds: [Breed] = []

    init(_ fields: [String], parent: String?, line: Int) throws(CatalogError) {
        guard fields.count == 4, !fields[1].isEmpty, let count = Int(fields[3]) else { throw .corruptEmbeddedData(line: line) }
        ref = parent.map { BreedRef($0, fields[1]) } ?? BreedRef(fields[1])
        displayName = fields[2]
        imageCount = count
    }

    func build() -> Breed {
        Breed(ref: ref, displayName: displayName, details: details, imageCount: imageCount, subBreeds: subBreeds)
    }
}
