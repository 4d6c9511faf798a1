import DogCore
import DogRuntime
import DogServices
import DogTerminal
import Foundation

/// The code paths fuzzed with libFuzzer (`scripts/fuzz`), each fed arbitrary bytes.
///
/// Every target runs the bytes through public entry points exactly as input from a person,
/// a file or a server would arrive, and checks what must hold for any input: no crash, and
/// nothing a terminal would interpret in the text dogsh would print. The same functions
/// replay the committed corpus and crash inputs in the test suite.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A typed line: statements, words, quotes, the command table, and the rendered error.
    case commandLine = "command-line"
    /// dog.ceo's JSON: the breed list, a breed's images and a random image.
    case dogCEO = "dogceo-json"
    /// TheDogAPI's JSON: breed records with their details, and image search results.
    case theDogAPI = "thedogapi-json"
    /// A transcript file for `dogsh test`.
    case transcript
    /// JPEG and PNG decoding, within the pixel limit.
    case image

    /// Runs one input; a violated invariant stops the process, as libFuzzer expects of a finding.
    public func run(_ bytes: UnsafeRawBufferPointer) {
        let data = Data(bytes)
        switch self {
        case .commandLine: Self.commandLine(String(decoding: data, as: UTF8.self))
        case .dogCEO: Self.blocking { await Self.dogCEO(data) }
        case .theDogAPI: Self.blocking { await Self.theDogAPI(data) }
        case .transcript: _ = try? TranscriptParser.parse(String(decoding: data, as: UTF8.self), path: "fuzz.t")
        case .image: Self.image(data)
        }
    }

    static let strings = Strings(language: .english)

    private static func commandLine(_ line: String) {
        for statement in CommandLineSyntax.statements(line) {
            do {
                _ = try CommandParser.parse(statement)
            } catch {
                requireClean(strings.format(error.message))
            }
        }
    }

    private static func dogCEO(_ body: Data) async {
        let base = URL(literal: "http://127.0.0.1:9")
        let provider = DogCEOProvider(base: base, api: AnswerEverything(body), cache: nil, names: nil, sourceName: "fuzz", seed: 1)
        report(await outcome { () async throws(CatalogError) in try await provider.loadCatalog() }.map { $0.breeds.map(\.displayName) })
        report(await outcome { () async throws(CatalogError) in try await provider.images(of: BreedRef("hound", "afghan"), count: 10) }.map { $0.images.map(\.url) })
        report(await outcome { () async throws(CatalogError) in try await provider.randomImage(of: nil) }.map { [$0.url] })
    }

    private static func theDogAPI(_ body: Data) async {
        let base = URL(literal: "http://127.0.0.1:9")
        let provider = TheDogAPIProvider(base: base, apiKey: "fuzz", api: AnswerEverything(body), names: nil, sourceName: "fuzz", logger: .init(label: "fuzz"))
        report(await outcome { () async throws(CatalogError) in try await provider.loadCatalog() }.map { catalog in
            catalog.breeds.flatMap { [$0.displayName] + ($0.details?.temperament ?? []) + [$0.details?.origin ?? ""] }
        })
        report(await outcome { () async throws(CatalogError) in try await provider.images(of: BreedRef("pug"), count: 5) }.map { $0.images.map(\.url) })
    }

    private static func image(_ data: Data) {
        guard let bitmap = try? ImageCodec.decode(data, url: "fuzz", maximumPixels: 4_000_000) else { return }
        precondition(bitmap.width * bitmap.height <= 4_000_000, "decoded past the pixel limit")
        precondition(bitmap.rgb.count == bitmap.width * bitmap.height * 3, "pixel buffer does not match its size")
    }

    /// Renders what a provider answered the way the shell would, and checks it is clean.
    private static func report(_ result: Result<[String], CatalogError>) {
        switch result {
        case let .success(texts): for text in texts { requireClean(TerminalSanitizer.clean(text)) }
        case let .failure(error): requireClean(strings.format(error.message))
        }
    }

    /// The outcome of a provider call, as a value.
    private static func outcome<T>(_ body: () async throws(CatalogError) -> T) async -> Result<T, CatalogError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }

    private static func requireClean(_ text: String) {
        precondition(!text.unicodeScalars.contains(where: TerminalSanitizer.isSuspicious), "a control character survived: \(text.debugDescription)")
    }

    /// Waits for async work from a synchronous caller (libFuzzer's callback), on a thread of the pool.
    private static func blocking(_ work: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await work()
            done.signal()
        }
        done.wait()
    }
}

/// A transport that answers every request with the same body and status 200.
private struct AnswerEverything: HTTPTransport {
    let body: Data

    init(_ body: Data) {
        self.body = body
    }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body)
    }
}
