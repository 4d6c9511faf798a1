import DogTestServer
import DogTestSupport
import Foundation
import Testing

/// The TheDogAPI key never shows: not in output, errors, logs at every level, caches or settings written by dogsh.
@Suite struct SecretsTests {
    static let key = "live_S3cr3tK3yThatMustNeverLeak"

    @Test(arguments: [key, "test-key"])
    func theAPIKeyNeverAppearsAnywhere(serverKey: String) async throws {
        let server = try await TestServerProcess.start(apiKey: serverKey)
        let home = Support.temporaryFolder()
        let log = home + "/dogsh.log"
        let outcome = try await Support.run(
            ["--source", "thedogapi", "--log", "*=trace", "--log-file", log, "--keep-going", "-c", "open pug; info; search pug; random; theme dark; where"],
            environment: [
                "DOGSH_THEDOGAPI_URL": server.theDogAPIURL.absoluteString, "DOGSH_THEDOGAPI_KEY": Self.key, "HOME": home,
                "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
                "XDG_STATE_HOME": home + "/state",
            ]
        )
        #expect(outcome.output.hasSuffix("[1] breeds › pug\n") || outcome.output.contains("breeds"), "the session ran: \(outcome.standardError.prefix(300))")
        let logged = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(logged.contains("request"), "trace logging was on")
        #expect(!outcome.output.contains(Self.key))
        #expect(!outcome.standardError.contains(Self.key))
        #expect(!logged.contains(Self.key))
        for file in FileManager.default.enumerator(atPath: home)?.allObjects as? [String] ?? [] {
            let contents = FileManager.default.contents(atPath: home + "/" + file) ?? Data()
            #expect(contents.range(of: Data(Self.key.utf8)) == nil, "\(file) holds the key")
        }
        if serverKey != Self.key {
            #expect(outcome.standardError.contains("refused the API key (status 401): check DOGSH_THEDOGAPI_KEY"), "a refused key is reported as refused, without showing it")
        }
    }
}
