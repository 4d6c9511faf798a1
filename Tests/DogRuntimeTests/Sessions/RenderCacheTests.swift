import DogCore
import DogTerminal
import Testing
@testable import DogRuntime

/// Screens shown again come from the render cache, and a cache never outlives its renderer.
@MainActor @Suite struct RenderCacheTests {
    let folder = Support.temporaryFolder()

    @Test func theCacheKeepsTheNewestAndForgetsTheOldest() {
        let cache = RenderCache(capacity: 2)
        var renders = 0
        func lines(_ text: String) -> [String] {
            cache.lines(for: .message(Message(.messageOffline, ["x": .text(text)]))) {
                renders += 1
                return [text]
            }
        }
        #expect(lines("a") == ["a"])
        #expect(lines("b") == ["b"])
        #expect(lines("a") == ["a"])
        #expect(renders == 2, "a was cached")
        #expect(lines("c") == ["c"])
        #expect(lines("b") == ["b"])
        #expect(renders == 4, "b was the oldest when c came, so it was forgotten")
        cache.removeAll()
        #expect(lines("a") == ["a"])
        #expect(renders == 5)
    }

    @Test func aScreenShownAgainAfterALanguageOrWidthChangeIsRenderedAnew() async {
        let configuration = SessionConfiguration(seed: 5, width: 80, dataDirectory: folder)
        let output = CapturedOutput()
        let session = Session(configuration: configuration, services: .embedded(configuration), output: output)
        await session.start()
        await session.submit("ls")
        let english = output.lines
        await session.submit("ls")
        #expect(Array(output.lines[english.count...]) == english, "the same screen, the same lines")
        let mark = output.lines.count
        await session.submit("lang de")
        let german = output.lines.count
        await session.submit("ls")
        #expect(output.lines[german].hasPrefix("Rassen: 107 Rassen"), "\(output.lines[german])")
        #expect(output.lines[mark..<german].isEmpty == false)
        let wide = Array(output.lines[german...])
        session.resize(width: 40)
        let narrow = output.lines.count
        await session.submit("ls")
        #expect(output.lines[narrow...].allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(Array(output.lines[narrow...]) != wide, "laid out again for 40 columns, not taken from the cache")
    }
}
