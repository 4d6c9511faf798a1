import DogCore
import DogFuzzing
import DogTestSupport
import Foundation
import Testing

/// Every libFuzzer target replays its seed corpus, the committed crash inputs and seeded mutations of them.
@Suite struct FuzzCorpusTests {
    /// The files a target starts from, and those that once crashed it.
    static func inputs(for target: FuzzTarget) -> [String] {
        let root = Support.packageRoot.path + "/Tests/"
        var folders = ["FuzzCorpus/" + target.rawValue, "FuzzRegressions/" + target.rawValue]
        if target == .transcript { folders += ["Transcripts", "Transcripts/live"] }
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root + folder)) ?? []).sorted().map { root + folder + "/" + $0 }
        }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func theCorpusAndItsMutationsPass(target: FuzzTarget) async throws {
        // The network targets wait for async work with a semaphore, as libFuzzer's callback must: off the pool.
        let replayed = try await offThePool { Self.replay(target) }
        #expect(replayed > 0, "\(target.rawValue) has a seed corpus")
    }

    /// Runs every input and 300 mutations through a target; returns how many inputs there were.
    static func replay(_ target: FuzzTarget) -> Int {
        let inputs = Self.inputs(for: target).compactMap { FileManager.default.contents(atPath: $0) }
        guard !inputs.isEmpty else { return 0 }
        for input in inputs { input.withUnsafeBytes { target.run($0) } }
        var generator = SeededGenerator(seed: UInt64(target.rawValue.utf8.count))
        for round in 0..<300 {
            var bytes = [UInt8](inputs[round % inputs.count])
            Self.mutate(&bytes, using: &generator)
            bytes.withUnsafeBytes { target.run($0) }
        }
        return inputs.count
    }

    /// A few libFuzzer-like mutations: flipped, inserted, erased and repeated bytes, and interesting values.
    static func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where !bytes.isEmpty: bytes[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
            case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
            case 2 where !bytes.isEmpty: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...16, using: &generator)))
            case 3 where !bytes.isEmpty: bytes.insert(contentsOf: bytes[position..<min(bytes.count, position + 32)], at: position)
            case 4 where !bytes.isEmpty: bytes[position] = [0x00, 0xFF, 0x7F, 0x80, 0x1B, 0x22, 0x5B, 0x7B][Int.random(in: 0..<8, using: &generator)]
            default: bytes = Array(bytes.prefix(position))
            }
        }
    }
}
