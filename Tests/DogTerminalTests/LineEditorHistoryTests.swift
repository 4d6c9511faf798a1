import DogCore
import Foundation
import Testing
@testable import DogTerminal

/// libedit's history through the line editor, on real files (no terminal is needed for the history).
@Suite(.serialized) struct LineEditorHistoryTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-history-\(UUID())/state/history").path

    /// An editor on the history file; the folder is made first, as the shell's launcher makes it.
    func editor() throws -> LineEditor {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        return try #require(LineEditor(historyPath: path, context: NoContext()))
    }

    /// A context with nothing to complete.
    struct NoContext: LineEditorContext {
        func completion(for text: String) -> Completion { .none("") }
        var strings: Strings { Strings() }
        var painter: Painter { .plain }
    }

    @Test func keepsOrderDropsConsecutiveDuplicatesAndSpaceLines() throws {
        let editor = try editor()
        for line in ["open pug", "open pug", " secret", "", "   ", "back", "open pug", "search frisé"] {
            editor.remember(line)
        }
        #expect(editor.history == ["open pug", "back", "open pug", "search frisé"])
        #expect(FileManager.default.fileExists(atPath: path))
        let reopened = try self.editor()
        #expect(reopened.history == ["open pug", "back", "open pug", "search frisé"], "history survives a restart")
    }

    @Test func holdsAtMostAThousandLines() throws {
        let editor = try editor()
        for number in 1...1_005 { editor.remember("open \(number)") }
        let history = try #require(editor.history)
        #expect(history.count == LineEditor.historyLimit)
        #expect(history.first == "open 6" && history.last == "open 1005")
        #expect(try self.editor().history?.count == 1_000)
    }
}
