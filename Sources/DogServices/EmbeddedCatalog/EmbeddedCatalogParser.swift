import DogCore
import Glibc

/// Reads the embedded catalog's line format: `b`, `s`, `d`, `n` and `f` records separated by tabs.
///
/// One pass over the bytes builds the breeds; it makes strings only for names. Image records are
/// only located, and details records are checked and located: `EmbeddedDetailsTable` decodes
/// each when its breed's details are first read.
struct EmbeddedCatalogParser {
    /// What one pass over the data yields.
    struct Parsed {
        var breeds: [Breed] = []
        var imageRanges: [BreedRef: Range<Int>] = [:]
    }

    private let bytes: UnsafeBufferPointer<UInt8>

    /// A parser of bytes that stay valid while it is used (the details table copies what it keeps).
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses every breed record; image and details records are only located.
    func parse() throws(CatalogError) -> Parsed {
        var imageRanges: [BreedRef: Range<Int>] = [:]
        imageRanges.reserveCapacity(256)
        var pending: [PendingBreed] = []
        pending.reserveCapacity(128)
        var detailRanges: [Range<Int>] = []
        detailRanges.reserveCapacity(128)
        var breed: PendingBreed?
        var sub: PendingBreed?
        var images: Range<Int>?

        func closeImages() {
            if let range = images, let ref = (sub ?? breed)?.ref { imageRanges[ref] = range }
            images = nil
        }
        func closeSubBreed() {
            closeImages()
            if let finished = sub { breed?.subBreeds.append(finished) }
            sub = nil
        }
        func closeBreed() {
            closeSubBreed()
            if let finished = breed { pending.append(finished) }
            breed = nil
        }

        var lineNumber = 0
        var cursor = 0
        while cursor < bytes.count {
            let line = cursor..<lineEnd(from: cursor)
            cursor = line.upperBound + 1
            lineNumber += 1
            if lineNumber == 1 {
                guard bytes[line].elementsEqual("dogsh-catalog 1".utf8) else { throw .corruptEmbeddedData(line: 1) }
                continue
            }
            guard line.count >= 2, bytes[line.lowerBound + 1] == UInt8(ascii: "\t") else {
                if line.isEmpty { continue }
                throw .corruptEmbeddedData(line: lineNumber)
            }
            switch bytes[line.lowerBound] {
            case UInt8(ascii: "n"), UInt8(ascii: "f"):
                // Image lines, most of the data, are only located here: no fields, no strings.
                guard breed != nil else { throw .corruptEmbeddedData(line: lineNumber) }
                images = (images?.lowerBound ?? line.lowerBound)..<line.upperBound
            case UInt8(ascii: "b"):
                closeBreed()
                breed = try PendingBreed(fields(line), parent: nil, line: lineNumber)
            case UInt8(ascii: "s"):
                closeSubBreed()
                guard let parent = breed else { throw .corruptEmbeddedData(line: lineNumber) }
                sub = try PendingBreed(fields(line), parent: parent.ref.breed, line: lineNumber)
            case UInt8(ascii: "d"):
                guard breed != nil, pieces(of: line, separatedBy: UInt8(ascii: "\t")).count == EmbeddedDetailsTable.fieldCount else {
                    throw .corruptEmbeddedData(line: lineNumber)
                }
                if sub != nil { sub?.detailsIndex = detailRanges.count } else { breed?.detailsIndex = detailRanges.count }
                detailRanges.append(line)
            default:
                throw .corruptEmbeddedData(line: lineNumber)
            }
        }
        guard lineNumber > 0 else { throw .corruptEmbeddedData(line: 1) }
        closeBreed()
        let table = EmbeddedDetailsTable(bytes: bytes, records: detailRanges)
        return Parsed(breeds: pending.map { $0.build(table: table) }, imageRanges: imageRanges)
    }

    /// Decodes image lines into file names: `n WNID 1 2` gives `WNID_1.jpg`, `WNID_2.jpg`.
    static func imageFiles(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var files: [String] = []
        let parser = EmbeddedCatalogParser(bytes: bytes)
        var cursor = 0
        while cursor < bytes.count {
            let line = cursor..<parser.lineEnd(from: cursor)
            cursor = line.upperBound + 1
            let fields = parser.pieces(of: line, separatedBy: UInt8(ascii: "\t"))
            guard fields.count >= 2 else { continue }
            switch bytes[line.lowerBound] {
            case UInt8(ascii: "n") where fields.count == 3:
                let prefix = parser.string(fields[1]) + "_"
                for number in parser.pieces(of: fields[2], separatedBy: UInt8(ascii: " ")) where !number.isEmpty {
                    files.append(prefix + parser.string(number) + ".jpg")
                }
            case UInt8(ascii: "f") where fields.count == 2:
                files.append(parser.string(fields[1]))
            default:
                continue
            }
        }
        return files
    }

    /// The index of the newline ending the line that starts at `start`, or the end of the data.
    func lineEnd(from start: Int) -> Int {
        guard let base = bytes.baseAddress, let newline = memchr(base + start, 0x0A, bytes.count - start) else { return bytes.count }
        return base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
    }

    /// The byte ranges between separators in a range, empty ones included: `a\t\tb` has three.
    func pieces(of range: Range<Int>, separatedBy separator: UInt8) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for index in range.lowerBound...range.upperBound where index == range.upperBound || bytes[index] == separator {
            pieces.append(start..<index)
            start = index + 1
        }
        return pieces
    }

    /// The tab-separated fields of a line, as strings.
    func fields(_ line: Range<Int>) -> [String] {
        pieces(of: line, separatedBy: UInt8(ascii: "\t")).map(string)
    }

    /// The text of a byte range.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

/// A breed or sub-breed record as read; made into a `Breed` once the details table is complete.
private struct PendingBreed {
    let ref: BreedRef
    let displayName: String
    let imageCount: Int
    var detailsIndex: Int?
    var subBreeds: [PendingBreed] = []

    init(_ fields: [String], parent: String?, line: Int) throws(CatalogError) {
        guard fields.count == 4, !fields[1].isEmpty, let count = Int(fields[3]) else { throw .corruptEmbeddedData(line: line) }
        ref = parent.map { BreedRef($0, fields[1]) } ?? BreedRef(fields[1])
        displayName = fields[2]
        imageCount = count
    }

    /// The breed with its sub-breeds, its details (if it has a record) read from the table.
    func build(table: EmbeddedDetailsTable) -> Breed {
        let subBreeds = subBreeds.map { $0.build(table: table) }
        guard let detailsIndex else {
            return Breed(ref: ref, displayName: displayName, imageCount: imageCount, subBreeds: subBreeds)
        }
        return Breed(ref: ref, displayName: displayName, detailsIn: table, at: detailsIndex, imageCount: imageCount, subBreeds: subBreeds)
    }
}
