import DogTestSupport
import Foundation
import Testing
@testable import DogTerminal

/// DisplayWidth's wide table is Unicode's East Asian Width, as Python's unicodedata carries it.
@Suite struct DisplayWidthTableTests {
    /// The Unicode version and the wide ranges of the Python on this machine, one `low high` pair a line.
    static func pythonsWideRanges() throws -> (version: String, ranges: [ClosedRange<UInt32>]) {
        let program = """
        import unicodedata
        print(unicodedata.unidata_version)
        start = None
        for code in range(0x110001):
            wide = code < 0x110000 and unicodedata.category(chr(code)) != "Cn" and unicodedata.east_asian_width(chr(code)) in ("W", "F")
            if wide and start is None:
                start = code
            elif not wide and start is not None:
                print(start, code - 1)
                start = None
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var lines = text.split(separator: "\n")
        let version = lines.isEmpty ? "" : String(lines.removeFirst())
        let ranges = lines.compactMap { line -> ClosedRange<UInt32>? in
            let bounds = line.split(separator: " ").compactMap { UInt32($0) }
            return bounds.count == 2 ? bounds[0]...bounds[1] : nil
        }
        return (version, ranges)
    }

    @Test func theTableIsUnicodesData() async throws {
        // Python walks every code point (half a second, more on a loaded machine): off the pool.
        let python = try await offThePool { try Self.pythonsWideRanges() }
        #expect(python.ranges.count > 50, "Python gave the data")
        #expect(python.version == DisplayWidth.wideRangesUnicodeVersion, "regenerate the table with this Python: scripts/generate-display-width")
        #expect(DisplayWidth.wideRanges == python.ranges)
    }

    /// The line-breaking classes are what the generator makes from this machine's Perl, of the same Unicode as Python's.
    @Test func theLineBreakClassesAreUnicodesData() async throws {
        let status = try await offThePool { () -> Int32 in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: TestCertificates.packageRoot + "/scripts/generate-display-width")
            process.arguments = ["--check"]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        #expect(status == 0, "regenerate the tables: scripts/generate-display-width")
    }

    @Test(arguments: [
        (0x41, 1), (0x1100, 2), (0x3042, 2), (0xFF21, 2), (0x1F600, 2), (0x1F321, 1), (0x1F32C, 1), (0x1F6C6, 1), (0x1F6CB, 1),
        (0x16FF0, 2), (0x16FF1, 2), (0x18D00, 2), (0x18D08, 2), (0x1AFF0, 2), (0x1AFFE, 2), (0x20000, 2), (0x0378, 1),
    ] as [(UInt32, Int)])
    func codePointsTakeTheirColumns(code: UInt32, width: Int) throws {
        let scalar = try #require(Unicode.Scalar(code))
        #expect(DisplayWidth.of(scalar) == width, "U+\(String(code, radix: 16, uppercase: true))")
    }

    /// The ranges answered without property lookups give what the lookups would.
    @Test func knownNarrowRangesAgreeWithTheProperties() throws {
        for range in DisplayWidth.knownNarrow {
            for code in range {
                let scalar = try #require(Unicode.Scalar(code))
                #expect(DisplayWidth.byProperties(scalar) == 1, "U+\(String(code, radix: 16, uppercase: true))")
            }
        }
        #expect(DisplayWidth.byProperties(Unicode.Scalar(0x25FD)!) == 2, "the first wide square ends the range")
    }
}
