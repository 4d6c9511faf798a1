import CSQLite
import DogCore
import DogTestSupport
import Foundation
import Testing
@testable import DogServices

/// Favorites lose nothing: `kill -9` mid-script, and two shells writing at once.
///
/// The suite runs 3 kill trials; `scripts/crash-favorites` runs 20 (`DOGSH_CRASH_TRIALS`).
@Suite(.serialized) struct FavoritesDurabilityTests {
    static let trials = ProcessInfo.processInfo.environment["DOGSH_CRASH_TRIALS"].flatMap(Int.init) ?? 3

    @Test func killNineLosesNoAcknowledgedFavorite() async throws {
        let lines = Self.addScript(part: .breedsAndSubBreedImages) + Self.addScript(part: .imagesOfBreedsWithoutSubBreeds)
        #expect(lines.filter { $0.hasPrefix("fav") }.count == 1_000)
        let full = try await Self.runShell(lines: lines, folder: Support.temporaryFolder())
        #expect(full.acknowledged == 1_000, "the whole script adds 1,000 favorites")
        var generator = SeededGenerator(seed: 8)
        for trial in 0..<Self.trials {
            let folder = Support.temporaryFolder()
            // Stratified: trial k of n dies at a random moment within the k-th n-th of a whole run.
            let fraction = (Double(trial) + Double.random(in: 0..<1, using: &generator)) / Double(Self.trials)
            let delay = Duration.milliseconds(Int(full.seconds * 1000 * fraction))
            let run = try await Self.runShell(lines: lines, folder: folder, killAfter: delay)
            let (rows, integrity) = try Self.inspect(folder)
            print("kill -9 trial \(trial + 1): after \(delay), \(run.acknowledged) acknowledged, \(rows) rows, integrity \(integrity)")
            #expect(rows >= run.acknowledged, "trial \(trial + 1): an acknowledged favorite is missing")
            #expect(rows <= run.acknowledged + 1, "trial \(trial + 1): at most the add in flight is unacknowledged")
            #expect(integrity == "ok")
        }
    }

    @Test func twoShellsAddingAtOnceLoseNothing() async throws {
        let folder = Support.temporaryFolder()
        async let first = Self.runShell(lines: Self.addScript(part: .breedsAndSubBreedImages), folder: folder)
        async let second = Self.runShell(lines: Self.addScript(part: .imagesOfBreedsWithoutSubBreeds), folder: folder)
        let runs = try await [first, second]
        #expect(runs.map(\.acknowledged) == [500, 500], "first errors: \(runs.map(\.firstError))")
        #expect(runs.map(\.status) == [0, 0])
        let (rows, integrity) = try Self.inspect(folder)
        #expect(rows == 1_000)
        #expect(integrity == "ok")
    }

    /// Which favorites a script adds; the two parts never add the same favorite.
    enum Part {
        /// Every breed and sub-breed, then images from sub-breed screens: 500 adds.
        case breedsAndSubBreedImages
        /// Images from the screens of breeds without sub-breeds: 500 adds.
        case imagesOfBreedsWithoutSubBreeds
    }

    /// Lines that add exactly 500 distinct favorites, each `fav` on its own line.
    static func addScript(part: Part) -> [String] {
        let catalog = (try? EmbeddedCatalog.load().catalog)!
        var lines: [String] = []
        var adds = 0
        func add(_ line: String) {
            guard adds < 500 else { return }
            lines.append(line)
            adds += 1
        }
        func name(_ ref: BreedRef) -> String { ref.subBreed.map { "\(ref.breed) \($0)" } ?? ref.breed }
        switch part {
        case .breedsAndSubBreedImages:
            for breed in catalog.breeds {
                for ref in [breed.ref] + breed.subBreeds.map(\.ref) {
                    lines.append("open \(name(ref))")
                    add("fav")
                }
            }
            for sub in catalog.breeds.flatMap(\.subBreeds) where adds < 500 {
                lines.append("open \(name(sub.ref))")
                for row in 0..<min(10, sub.imageCount ?? 0) { add("fav \(row + 1)") }
            }
        case .imagesOfBreedsWithoutSubBreeds:
            for breed in catalog.breeds where breed.subBreeds.isEmpty && adds < 500 {
                lines.append("open \(breed.ref.breed)")
                for row in 0..<min(10, breed.imageCount ?? 0) { add("fav \(row + 1)") }
            }
        }
        return lines
    }

    struct Run {
        let acknowledged: Int
        let status: Int32
        let seconds: Double
        /// The first line the shell wrote to standard error, for failure messages.
        let firstError: String?
    }

    /// Runs a shell on a script, optionally killing it with SIGKILL after a delay; counts the adds it acknowledged.
    static func runShell(lines: [String], folder: String, killAfter delay: Duration? = nil) async throws -> Run {
        let script = folder + "/script-\(UUID().uuidString)"
        try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let started = Date()
        let outcome = try await Support.run(
            ["--keep-going", "--seed", "4", "--script", script],
            environment: ["XDG_DATA_HOME": folder, "XDG_CONFIG_HOME": folder + "/config", "HOME": folder, "LC_ALL": "C.UTF-8"],
            killAfter: delay
        )
        return Run(
            acknowledged: outcome.output.split(separator: "\n").filter { $0.hasPrefix("Added ") }.count,
            status: outcome.status, seconds: Date().timeIntervalSince(started),
            firstError: outcome.standardError.split(separator: "\n").first.map(String.init)
        )
    }

    /// The favorites table's row count and SQLite's integrity check of a shell's data folder.
    static func inspect(_ folder: String) throws -> (rows: Int, integrity: String) {
        let path = folder + "/dogsh/" + SQLiteFavoritesStore.fileName
        guard FileManager.default.fileExists(atPath: path) else { return (0, "ok") }
        let database = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
        let rows = try database.rows("SELECT COUNT(*) FROM favorite") { Int($0.integer(0)) }.first ?? 0
        return (rows, try database.rows("PRAGMA integrity_check") { $0.text(0) ?? "" }.joined(separator: "\n"))
    }
}
