import Foundation
import Testing

@Suite struct DocumentationLinkTests {
    /// Every relative link in README.md and docs/*.md names a file that exists, and every `#anchor` a heading in it.
    @Test(arguments: Support.documentationFiles)
    func everyRelativeLinkAndAnchorResolves(file: String) throws {
        let broken = try MarkdownLinks.brokenLinks(in: file, root: Support.packageRoot)
        #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
    }

    /// The README points into each guide, so none of them is only reachable by browsing the folder.
    @Test func theREADMELinksToEveryGuide() throws {
        let readme = MarkdownLinks(markdown: try String(contentsOf: Support.packageRoot.appendingPathComponent("README.md"), encoding: .utf8))
        let linkedFiles = Set(readme.relativeLinks.map { String($0.target.split(separator: "#", maxSplits: 1)[0]) })
        for guide in Support.documentationFiles.dropFirst() {
            #expect(linkedFiles.contains(guide), "README.md does not link to \(guide)")
        }
    }

    @Test func anchorsFollowGitHubsRules() {
        #expect(MarkdownLinks.slug("Output for scripts: `--json`") == "output-for-scripts---json")
        #expect(MarkdownLinks.slug("Choosing a dog: `find`, `sort`, `compare`") == "choosing-a-dog-find-sort-compare")
        #expect(MarkdownLinks.slug("The documentation's examples and links") == "the-documentations-examples-and-links")
        #expect(MarkdownLinks.slug("See [the guide](docs/guide.md) now") == "see-the-guide-now")
        #expect(MarkdownLinks.slug("Größe_und Gewicht") == "größe_und-gewicht")
        let repeated = MarkdownLinks(markdown: "# Notes\n## Notes\n```\n# not a heading\n```\n### Notes\n#NotAHeading\n")
        #expect(repeated.anchors == ["notes", "notes-1", "notes-2"])
    }

    @Test func linksAreFoundOutsideCodeOnly() {
        let links = MarkdownLinks(markdown: """
            See [`find`](choosing.md#find) and [the web](https://dog.ceo), not `[x](code.md)`.
            ```sh
            jq '.rows[] | "\\(.ref)"' [y](fenced.md)
            ```
            [Top](#top)
            """)
        #expect(links.relativeLinks == [.init(line: 1, target: "choosing.md#find"), .init(line: 5, target: "#top")])
    }

    @Test func aMissingFileOrAnchorIsReported() throws {
        let folder = URL(fileURLWithPath: Support.temporaryFolder())
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try "# Guide\n## Keys\n[up](../README.md#top) [gone](missing.md)\n".write(
            to: folder.appendingPathComponent("docs/guide.md"), atomically: true, encoding: .utf8)
        try "# Top\n[keys](docs/guide.md#keys) [nokeys](docs/guide.md#locks) [self](#top) [folder](docs#x)\n".write(
            to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        #expect(try MarkdownLinks.brokenLinks(in: "README.md", root: folder)
                == ["README.md:2: docs/guide.md#locks (no heading with that anchor)", "README.md:2: docs#x (no heading with that anchor)"])
        #expect(try MarkdownLinks.brokenLinks(in: "docs/guide.md", root: folder) == ["docs/guide.md:3: missing.md (no such file)"])
    }
}
