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

    /// A parser of bytes that stay valid for the life of the process, as a `StaticString`'s do:
    /// the details table reads them after the parse.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses every breed record; image and details records are only located.
    func parse() throws(CatalogError) -> Parsed {
        var parsed = Parsed()
        parsed.breeds.reserveCapacity(128)
        parsed.imageRanges.reserveCapacity(256)
        var detailRanges: [Range<Int>] = []
        detailRanges.reserveCapacity(128)
        let table = EmbeddedDetailsTable(bytes: bytes)
        var breed: PendingBreed?
        var sub: PendingBreed?
        var images: Range<Int>?

        func closeImages() {
            if let range = images, let ref = (sub ?? breed)?.ref { parsed.imageRanges[ref] = range }
            images = nil
        }
        func closeSubBreed() {
            closeImages()
            if let finished = sub { breed?.subBreeds.append(finished.build(table: table)) }
            sub = nil
        }
        func closeBreed() {
            closeSubBreed()
            if let finished = breed { parsed.breeds.append(finished.build(table: table)) }
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
                guard breed != nil, tabs(in: line) == EmbeddedDetailsTable.fieldCount - 1 else {
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
        table.locate(detailRanges)
        return parsed
    }

    /// Decodes image lines into file names: `n WNID 1 2` gives `WNID_1.jpg`, `WNID_2.jpg`.
    static func imageFiles(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var files: [String] = []
        let parser = EmbeddedCatalogParser(bytes: bytes)
        var cursor = 0
        while cursor < bytes.count {
            let line = cursor..<parser.lineEnd(from: cursor)
            cursor = line.upperBound + 1
            let fields = parser.fieldRanges(line)
            guard fields.count >= 2 else { continue }
            switch bytes[line.lowerBound] {
            case UInt8(ascii: "n") where fields.count == 3:
                let prefix = parser.string(fields[1]) + "_"
                var start = fields[2].lowerBound
                for index in fields[2].lowerBound...fields[2].upperBound where index == fields[2].upperBound || bytes[index] == UInt8(ascii: " ") {
                    if index > start { files.append(prefix + parser.string(start..<index) + ".jpg") }
                    start = index + 1
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
    private func lineEnd(from start: Int) -> Int {
        guard let base = bytes.baseAddress, let newline = memchr(base + start, 0x0A, bytes.count - start) else { return bytes.count }
        return base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
    }

    /// How many tabs a line holds.
    private func tabs(in line: Range<Int>) -> Int {
        bytes[line].reduce(0) { $1 == UInt8(ascii: "\t") ? $0 + 1 : $0 }
    }

    /// The byte ranges of a line's tab-separated fields.
    func fieldRanges(_ line: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = line.lowerBound
        for index in line.lowerBound...line.upperBound where index == line.upperBound || bytes[index] == UInt8(ascii: "\t") {
            ranges.append(start..<index)
            start = index + 1
        }
        return ranges
    }

    /// The tab-separated fields of a line, as strings.
    func fields(_ line: Range<Int>) -> [String] {
        fieldRanges(line).map(string)
    }

    /// The text of a byte range.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

/// A breed or sub-breed record whose details and sub-breeds are still being read.
private struct PendingBreed {
    let ref: BreedRef
    let displayName: String
    let imageCount: Int
    var detailsIndex: Int?
    var subBreeds: [Breed] = []

    init(_ fields: [String], parent: String?, line: Int) throws(CatalogError) {
        guard fields.count == 4, !fields[1].isEmpty, let count = Int(fields[3]) else { throw .corruptEmbeddedData(line: line) }
        ref = parent.map { BreedRef($0, fields[1]) } ?? BreedRef(fields[1])
        displayName = fields[2]
        imageCount = count
    }

    func build(table: EmbeddedDetailsTable) -> Breed {
        guard let detailsIndex else {
            return Breed(ref: ref, displayName: displayName, imageCount: imageCount, subBreeds: subBreeds)
        }
        return Breed(ref: ref, displayName: displayName, detailsIn: table, at: detailsIndex, imageCount: imageCount, subBreeds: subBreeds)
    }
}
