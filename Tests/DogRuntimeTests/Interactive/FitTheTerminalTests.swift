import Foundation
import Testing

/// Every list fits the terminal it is shown in: after each command, the first line of the screen
/// it drew is still on the screen, at 40×15, 60×20 and 80×24, wrapped headings and rows of
/// several lines (`ls --images`) included.
@Suite struct FitTheTerminalTests {
    /// A command and the start of the first line of the screen it draws.
    static let steps: [(command: String, heading: String)] = [
        ("ls", "Breeds: "), ("more", "Breeds: "), ("more", "Breeds: "), ("search hound", "Search “hound”"),
        ("more", "Search “hound”"), ("find weight<10", "Find weight<10"), ("more", "Find weight<10"),
        ("open pug; fav; back; favorites", "Favorites: "), ("home", "Breeds: "), ("ls --images", "Breeds: "), ("more", "Breeds: "),
        ("ls", "Breeds: "),
    ]

    @Test(arguments: [(40, 15), (60, 20), (80, 24)])
    func theFirstLineOfEveryScreenStaysInView(width: Int, height: Int) async throws {
        let tmux = try await Tmux.start(width: width, height: height)
        try await tmux.waitFor { InteractiveTests.lastLine($0).hasPrefix("dogsh") }
        for step in Self.steps {
            // A clean screen each time: what is seen afterwards is this command's alone.
            try tmux.press("C-l")
            try await tmux.waitFor { $0.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.count == 1 }
            try tmux.submit(step.command)
            let screen = try await tmux.waitFor { screen in
                InteractiveTests.lastLine(screen).hasPrefix("dogsh") && screen.split(separator: "\n").count > 2
            }
            let lines = screen.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix(step.heading) }, "\(width)×\(height), \(step.command): the heading scrolled away:\n\(screen)")
            #expect(lines.count <= height)
        }
    }
}
