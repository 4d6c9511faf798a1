import DogTestServer
import DogTestSupport
import Foundation
import Testing

/// The built `dogsh` binary on a live source: the `dogsh-test-server` binary plays dog.ceo and TheDogAPI.
@Suite(.serialized) struct LiveBinaryTests {
    let home = Support.temporaryFolder()

    var environment: [String: String] {
        ["XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data"]
    }

    @Test func aColdRunFetchesAndAWarmRunIsServedFromTheCache() async throws {
        let server = try await TestServerProcess.start()
        let arguments = ["--source", server.url.absoluteString, "--seed", "4", "-c", "open labrador"]
        let cold = try await Support.run(arguments, environment: environment)
        #expect(cold.status == 0, "\(cold.standardError)")
        #expect(cold.output.contains("Images 1–10 of 100"))
        #expect(cold.output.contains(server.url.absoluteString + "/breeds/labrador/"))
        #expect(cold.standardError.isEmpty, "no spinner without a terminal")
        #expect(try await Set(server.requests().map(\.line)) == [
            "200 /api/breeds/list/all", "200 /api/breed/labrador/images/random/10", "200 /api/breed/labrador/images",
        ])
        let files = try FileManager.default.contentsOfDirectory(atPath: home + "/cache/dogsh/http").sorted()
        #expect(files.count == 2)
        #expect(files.allSatisfy { $0.count == 21 && $0.hasSuffix(".json") }, "cache files are named by hash: \(files)")
        let warm = try await Support.run(arguments, environment: environment)
        #expect(warm.status == 0)
        #expect(warm.output.contains("Images 1–10 of 100"))
        #expect(try await server.requests().map(\.line).count == 3, "the warm run made no request")
    }

    @Test func aSourceWrittenAsDogCEOsDocumentationWritesItWorks() async throws {
        let server = try await TestServerProcess.start()
        for written in ["/api", "/api/", "/"] {
            let outcome = try await Support.run(["--source", server.url.absoluteString + written, "-c", "open pug"], environment: environment)
            #expect(outcome.status == 0, "\(written): \(outcome.standardError)")
            #expect(outcome.output.contains("Images 1–10 of 100"), "\(written)")
        }
        #expect(try await server.requests().map(\.line).allSatisfy { !$0.contains("/api/api/") }, "requests add /api once")
    }

    @Test func theSourceComesFromTheSettingsFileAndBadSourcesAreRefused() async throws {
        let server = try await TestServerProcess.start()
        try FileManager.default.createDirectory(atPath: home + "/config/dogsh", withIntermediateDirectories: true)
        try "source = \(server.url.absoluteString)\n".write(toFile: home + "/config/dogsh/config", atomically: true, encoding: .utf8)
        let configured = try await Support.run(["-c", "info"], environment: environment)
        #expect(configured.output.hasPrefix("Source: the 127.0.0.1:\(server.url.port!) catalog"), "\(configured.output)")
        let flag = try await Support.run(["--source", "embedded", "-c", "info"], environment: environment)
        #expect(flag.output.hasPrefix("Source: the embedded catalog"), "the flag wins over the setting")
        let bad = try await Support.run(["--source", "gopher://dogs", "-c", "info"], environment: environment)
        #expect(bad.status != 0)
        #expect(bad.standardError.contains("“gopher://dogs” is not a source: use embedded, dogceo, thedogapi or an http(s) URL."))
        #expect(bad.output.isEmpty)
        // A bad source in the settings file is not fatal: one warning naming the file, the line, the key and the values it takes.
        try "theme = dark\nsource = gopher://dogs\n".write(toFile: home + "/config/dogsh/config", atomically: true, encoding: .utf8)
        let warned = try await Support.run(["-c", "info"], environment: environment)
        #expect(warned.status == 0)
        #expect(warned.output.hasPrefix("Source: the embedded catalog"), "the default")
        #expect(warned.standardError == "\(home)/config/dogsh/config:2: source = gopher://dogs is not a value dogsh takes (source takes embedded, dogceo, thedogapi or http(s)://…); source is embedded (default).\n")
    }

    @Test func theDogAPIReadsItsAddressAndKeyFromTheEnvironment() async throws {
        let server = try await TestServerProcess.start(arguments: ["--schema", "2026"])
        var environment = environment
        environment["DOGSH_THEDOGAPI_URL"] = server.url.absoluteString + "/thedogapi"
        let keyless = try await Support.run(["--source", "thedogapi", "-c", "open labrador"], environment: environment)
        #expect(keyless.status == 0, "the breed opens; only its images are missing")
        #expect(keyless.output.contains("TheDogAPI: Labrador Retriever (#149)"))
        #expect(keyless.output.contains("needs an API key for this") && keyless.output.contains("DOGSH_THEDOGAPI_KEY"))
        environment["DOGSH_THEDOGAPI_KEY"] = "test-key"
        let keyed = try await Support.run(["--source", "thedogapi", "-c", "open labrador"], environment: environment)
        #expect(keyed.status == 0, "\(keyed.output)")
        #expect(keyed.output.contains(server.url.absoluteString + "/thedogapi/images/b149-"))
        #expect(!keyed.output.contains("test-key") && !keyed.standardError.contains("test-key"), "the key is never printed")
    }

    @Test func theTestCommandRunsLiveTranscriptsWithAServerVariable() async throws {
        let server = try await TestServerProcess.start()
        let files = ["dogceo.t", "thedogapi.t"].map { Support.packageRoot.appendingPathComponent("Tests/Transcripts/live/" + $0).path }
        let outcome = try await Support.run(["test", "--var", "server=" + server.url.absoluteString] + files, environment: environment)
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.hasSuffix("2 passed, 0 failed\n"))
    }
}
