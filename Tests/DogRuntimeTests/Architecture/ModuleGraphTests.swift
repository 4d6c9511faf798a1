import DogTestSupport
import Foundation
import Testing

/// The module graph as Package.swift declares it is the graph the sources use.
///
/// Swift lets a module import anything it can reach through its dependencies; these tests hold
/// every target to the modules it declares, and the core to the standard library.
@Suite struct ModuleGraphTests {
    /// One target of the package as `swift package dump-package` describes it.
    struct Target {
        let name: String
        let folder: URL
        /// The modules it may import: its declared targets and the modules of its declared products.
        let declared: Set<String>
    }

    /// The modules of the products the package depends on.
    static let productModules: [String: Set<String>] = [
        "ArgumentParser": ["ArgumentParser"], "Logging": ["Logging"], "FlyingFox": ["FlyingFox", "FlyingSocks"],
    ]

    /// The toolchain's own modules, which any target may import.
    static let toolchain: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Glibc", "Dispatch", "Foundation", "FoundationEssentials",
        "FoundationNetworking", "Testing", "XCTest",
    ]

    /// Every Swift target with its declared dependencies, read from the manifest by SwiftPM itself
    /// (a child process that can take seconds on a loaded machine: call it off the pool).
    static func targets() throws -> [Target] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = Support.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        return try targets.compactMap { target in
            let name = try #require(target["name"] as? String)
            let type = try #require(target["type"] as? String)
            guard type != "system" else { return nil }
            var declared: Set<String> = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let byName = (dependency["byName"] ?? dependency["target"]) as? [Any], let module = byName.first as? String {
                    declared.insert(module.replacingOccurrences(of: "-", with: "_"))
                }
                if let product = dependency["product"] as? [Any], let productName = product.first as? String {
                    declared.formUnion(productModules[productName] ?? [productName])
                }
            }
            let folder = Support.packageRoot.appendingPathComponent(type == "test" ? "Tests" : "Sources").appendingPathComponent(name)
            return Target(name: name, folder: folder, declared: declared)
        }
    }

    /// The modules a folder's Swift files import, with the files that import each.
    static func imports(in folder: URL) throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            // Imports are top-level declarations, at the start of a line; indented text (a string) is not one.
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@") {
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                guard words.first == "import", words.count >= 2 else { continue }
                let named = words.count == 3 ? words[2] : words[1]
                found[String(named.split(separator: ".")[0]), default: []].append(path)
            }
        }
        return found
    }

    @Test func everyTargetImportsOnlyWhatItDeclares() async throws {
        let targets = try await offThePool { try Self.targets() }
        #expect(targets.count >= 20, "the manifest was read")
        var undeclared: [String] = []
        for target in targets {
            let own = target.name.replacingOccurrences(of: "-", with: "_")
            for (module, files) in try Self.imports(in: target.folder)
            where module != own && !target.declared.contains(module) && !Self.toolchain.contains(module) {
                undeclared.append("\(target.name) imports \(module) (\(files.sorted().joined(separator: ", "))) without declaring it")
            }
        }
        #expect(undeclared == [])
    }

    @Test func theCoreImportsOnlyTheStandardLibrary() async throws {
        let core = Support.packageRoot.appendingPathComponent("Sources/DogCore")
        let modules = Set(try Self.imports(in: core).keys)
        #expect(modules.isSubset(of: ["Synchronization"]), "DogCore imports \(modules.sorted())")
        let declared = try #require(try await offThePool { try Self.targets() }.first { $0.name == "DogCore" })
        #expect(declared.declared.isEmpty, "DogCore depends on nothing")
    }
}
