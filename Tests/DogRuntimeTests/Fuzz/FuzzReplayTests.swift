import DogCore
import DogTerminal
import DogTestSupport
import Foundation
import Testing
@testable import DogRuntime

/// Hostile input, seeded: the shell answers every line, never crashes and never echoes a control byte.
@MainActor @Suite struct FuzzReplayTests {
    /// Lines of hostile input end with these, which must still work.
    static let closing = "lang en; home; where"

    @Test func everyFuzzedLineIsAnsweredInProcess() async {
        let folder = Support.temporaryFolder()
        let configuration = SessionConfiguration(seed: 9, width: 80, dataDirectory: folder)
        let output = CapturedOutput()
        let session = Session(configuration: configuration, services: .embedded(configuration), output: output)
        await session.start()
        var silent: [String] = []
        for bytes in FuzzLines(seed: 11, count: 3_000, longLineEvery: 1_000, longLineBytes: 100_000) {
            let line = String(decoding: bytes, as: UTF8.self)
            let before = output.lines.count
            await session.submit(line)
            let statements = CommandLineSyntax.statements(line).filter { !$0.allSatisfy(\.isWhitespace) }
            if !statements.isEmpty, output.lines.count == before { silent.append(line) }
            // A session on the embedded catalog never suspends: give the main actor to the other
            // in-process sessions between lines, whose live calls run under deadlines.
            await Task.yield()
        }
        #expect(silent.isEmpty, "lines without an answer: \(silent.prefix(5).map { $0.debugDescription })")
        await session.submit(Self.closing)
        #expect(output.lines.last == "breeds", "the last lines: \(output.lines.suffix(5))")
        #expect(!output.lines.contains { $0.unicodeScalars.contains(where: TerminalSanitizer.isSuspicious) })
    }

    @Test func theBinarySurvivesAPipeOfHostileBytes() async throws {
        let folder = Support.temporaryFolder()
        let input = folder + "/fuzz.txt"
        var bytes: [UInt8] = []
        for line in FuzzLines(seed: 5, count: 4_000, longLineEvery: 2_000) { bytes += line + [0x0A] }
        bytes += Array((Self.closing + "\n").utf8)
        #expect(FileManager.default.createFile(atPath: input, contents: Data(bytes)))
        let outcome = try await Support.run(
            ["--keep-going", "--images", "off"], inputFile: input,
            environment: ["HOME": folder, "XDG_DATA_HOME": folder + "/data", "XDG_CONFIG_HOME": folder + "/config", "XDG_STATE_HOME": folder + "/state"]
        )
        let ending = "stdout ends \(outcome.output.suffix(300).debugDescription); stderr ends \(outcome.standardError.suffix(300).debugDescription)"
        #expect(!outcome.killedBySignal, "\(ending)")
        #expect(outcome.status == 0, "\(ending)")
        #expect(outcome.output.hasSuffix("breeds\n"), "the shell is alive after the fuzz; \(ending)")
        for (name, stream) in [("stdout", outcome.standardOutput), ("stderr", outcome.standardErrorBytes)] {
            #expect(Self.terminalControls(in: stream).isEmpty, "\(name) carries control sequences: \(Self.terminalControls(in: stream).prefix(5))")
        }
        #expect(outcome.standardErrorBytes.count < 1_000_000, "a megabyte line is not echoed back whole")
    }

    /// Offsets of bytes a terminal would act on: C0 controls but newline, DEL, C1 controls in UTF-8, bidi controls.
    nonisolated static func terminalControls(in data: Data) -> [Int] {
        let bytes = [UInt8](data)
        var found: [Int] = []
        for index in bytes.indices {
            let byte = bytes[index]
            if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { found.append(index) }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { found.append(index) }
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, (0xAA...0xAE).contains(bytes[index + 2]) { found.append(index) }
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x81, (0xA6...0xA9).contains(bytes[index + 2]) { found.append(index) }
        }
        return found
    }
}
