import DogCore
import Testing
@testable import DogTerminal

/// The details blocks a renderer keeps once laid out.
@Suite struct DetailsMemoTests {
    @Test func eachDetailsValueIsLaidOutOnceAndKept() {
        let layouts = Memo<BreedDetails?, [String]>()
        var laidOut: [BreedDetails?] = []
        let toy = BreedDetails(group: "Toy")
        let hound = BreedDetails(group: "Hound")
        for details in [toy, hound, toy, nil, hound, nil] as [BreedDetails?] {
            let lines = layouts.value(for: details) {
                laidOut.append(details)
                return [details?.group ?? "none"]
            }
            #expect(lines == [details?.group ?? "none"])
        }
        #expect(laidOut == [toy, hound, nil], "the second look at each is answered from the cache")
    }

    @Test func aRendererLaysOutTheSameDetailsOnce() {
        let renderer = PresentationRenderer(strings: Strings(), width: 60)
        let details = BreedDetails(group: "Toy", weight: MeasuredRange(lower: 6, upper: 8))
        let first = renderer.detailLines(details, facts: nil)
        #expect(renderer.detailLines(details, facts: nil) == first)
        #expect(first.contains { $0.contains("Toy") })
    }
}
