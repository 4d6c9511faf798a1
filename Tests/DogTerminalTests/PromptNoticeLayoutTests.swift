import Testing
@testable import DogTerminal

/// Where a notice shown while the prompt waits starts erasing: the prompt's first row, however the line wraps.
@Suite struct PromptNoticeLayoutTests {
    @Test(arguments: [
        (7, 0, 80, 0), (7, 5, 80, 0), (7, 72, 80, 0), (7, 73, 80, 1), (7, 150, 80, 1), (7, 153, 80, 2),
        (20, 0, 20, 1), (19, 0, 20, 0), (7, 3, 0, 0), (30, 100, 40, 3),
    ])
    func rowsAboveTheCursor(promptWidth: Int, textWidth: Int, columns: Int, rows: Int) {
        #expect(LineEditor.rowsAboveCursor(promptWidth: promptWidth, textWidth: textWidth, columns: columns) == rows)
    }

    @Test func theEraseGoesToTheFirstColumnUpTheRowsAndClearsBelow() {
        #expect(LineEditor.eraseFromPromptStart(rowsAbove: 0) == "\r\u{1B}[J")
        #expect(LineEditor.eraseFromPromptStart(rowsAbove: 2) == "\r\u{1B}[2A\u{1B}[J")
    }
}
