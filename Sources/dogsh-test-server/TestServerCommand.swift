import ArgumentParser
import DogTestServer
import Foundation

/// `dogsh-test-server`: serves dog.ceo and TheDogAPI from fixtures on 127.0.0.1, with injected faults, until interrupted.
///
/// A developer tool for benchmarks and for trying live sources without internet; its
/// messages are English only.
@main
struct TestServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dogsh-test-server",
        abstract: "Serve dog.ceo and TheDogAPI from fixtures on 127.0.0.1, with injected faults.",
        discussion: """
            Prints its URL on the first line of standard output. dog.ceo is served at the root (use the URL \
            as `dogsh --source URL`); TheDogAPI is under /thedogapi (set DOGSH_THEDOGAPI_URL to URL/thedogapi \
            and use `--source thedogapi`). GET /_control/stats, GET /_control/requests, POST /_control/reset \
            and PUT /_control/faults read the request log and change faults while the server runs.
            """
    )

    @Option(help: "The port on 127.0.0.1; 0 takes a free one.")
    var port: UInt16 = 0

    @Option(help: "Latency added to every request, such as 50ms.")
    var latency: String?

    @Option(name: .customLong("fault"), help: "A fault rule PATH=FAULT[*TIMES], such as /api/breeds/list/all=503*2 (repeatable).")
    var faults: [String] = []

    @Option(help: "TheDogAPI's record schema: classic or 2026.")
    var schema: String = "classic"

    @Option(help: "The key TheDogAPI's image search wants in x-api-key; empty accepts any request.")
    var apiKey: String = "test-key"

    @Option(help: "Serve breed images this size, photo-like (such as 1024x768); small smooth ones by default.")
    var imageSize: String?

    func run() async throws {
        let setup: TestServerSetup
        do { setup = try TestServerSetup(latency: latency, faults: faults, schema: schema, apiKey: apiKey, imageSize: imageSize) } catch {
            throw ValidationError(error.description)
        }
        let server = try await TestServer.start(port: port, setup: setup)
        FileHandle.standardOutput.write(Data((server.url.absoluteString + "\n").utf8))
        await server.wait()
    }
}
