import Foundation

/// The headings and relative links of a Markdown file, read as GitHub renders them.
///
/// Fenced code blocks are skipped, and so are inline code spans outside link text, so a shell
/// line such as `jq '.rows[] | …'` is not taken for a link.
struct MarkdownLinks {
    /// A link in the file: the line it is on and its target as written (`guide.md#keys`, `#traits`).
    struct Link: Equatable {
        let line: Int
        let target: String
    }

    /// The anchors GitHub gives the file's headings, in order.
    let anchors: [String]
    /// Every link whose target is not a URL with a scheme.
    let relativeLinks: [Link]

    init(markdown: String) {
        var anchors: [String] = []
        var links: [Link] = []
        var counts: [String: Int] = [:]
        var inFence = false
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            if let heading = Self.headingText(line) {
                let slug = Self.slug(heading)
                let seen = counts[slug, default: 0]
                anchors.append(seen == 0 ? slug : "\(slug)-\(seen)")
                counts[slug] = seen + 1
            }
            for target in Self.linkTargets(in: String(line)) where !target.contains("://") && !target.hasPrefix("mailto:") {
                links.append(Link(line: index + 1, target: target))
            }
        }
        self.anchors = anchors
        self.relativeLinks = links
    }

    /// The text of an ATX heading (`## Keys` gives `Keys`), or nil for any other line.
    static func headingText(_ line: Substring) -> String? {
        let hashes = line.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { return nil }
        return line.dropFirst(hashes.count + 1).trimmingCharacters(in: .whitespaces)
    }

    /// GitHub's anchor for a heading: its text as rendered (no code marks, link text only), lower-cased,
    /// with every character but letters, digits, spaces, `-` and `_` dropped and spaces made `-`.
    static func slug(_ heading: String) -> String {
        let rendered = heading.replacing(/\[([^\]]*)\]\([^)]*\)/) { String($0.output.1) }.filter { $0 != "`" && $0 != "*" }
        return String(rendered.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// The targets of the inline links on one line: `[text](target)`.
    static func linkTargets(in line: String) -> [String] {
        // Code spans are paired left to right and blanked out, so nothing inside one reads as a link;
        // a span that is a link's whole text, as in [`find`](…), keeps the brackets around it.
        var withoutCode = ""
        var rest = line[...]
        while let span = rest.firstMatch(of: /`[^`]*`/) {
            withoutCode += rest[..<span.range.lowerBound]
            withoutCode += "code"
            rest = rest[span.range.upperBound...]
        }
        withoutCode += rest
        return withoutCode.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
    }

    /// The links of the file at `path` (relative to `root`) whose file or anchor does not exist, each as `path:line: target`.
    static func brokenLinks(in path: String, root: URL) throws -> [String] {
        let file = root.appendingPathComponent(path)
        let links = MarkdownLinks(markdown: try String(contentsOf: file, encoding: .utf8))
        var broken: [String] = []
        for link in links.relativeLinks {
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let target = parts[0].isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(String(parts[0])).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) else {
                broken.append("\(path):\(link.line): \(link.target) (no such file)")
                continue
            }
            guard parts.count == 2 else { continue }
            let anchors = isFolder.boolValue || target.pathExtension != "md"
                ? [] : MarkdownLinks(markdown: try String(contentsOf: target, encoding: .utf8)).anchors
            if !anchors.contains(String(parts[1])) {
                broken.append("\(path):\(link.line): \(link.target) (no heading with that anchor)")
            }
        }
        return broken
    }
}
