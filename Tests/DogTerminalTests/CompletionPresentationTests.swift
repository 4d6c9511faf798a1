import DogCore
import Foundation
import Testing
@testable import DogTerminal

@Suite struct CompletionPresentationTests {
    @Test func candidatesFillColumnsThatFitTheWidth() {
        let candidates = ["afghan", "basset", "blood", "english", "ibizan", "plott", "walker"].map { CompletionCandidate($0) }
        #expect(CandidateList.lines(candidates, width: 40) == [
            "afghan    blood     ibizan    walker",
            "basset    english   plott",
        ])
        #expect(CandidateList.lines(candidates, width: 20) == ["afghan    ibizan", "basset    plott", "blood     walker", "english"])
        for width in [20, 40, 200] {
            for line in CandidateList.lines(candidates, width: width) { #expect(DisplayWidth.of(line) <= width) }
        }
    }

    @Test func descriptionsSitBesideTheirCandidateAndWideTextAligns() {
        let candidates = [
            CompletionCandidate("afghan", detail: "Afghan Hound"),
            CompletionCandidate("shiba", detail: "柴犬"),
            CompletionCandidate("basset", detail: "Basset Hound"),
        ]
        let lines = CandidateList.lines(candidates, width: 80)
        #expect(lines == ["afghan  Afghan Hound   shiba   柴犬           basset  Basset Hound"])
        let narrow = CandidateList.lines(candidates, width: 20)
        #expect(narrow == ["afghan  Afghan Hound", "shiba   柴犬", "basset  Basset Hound"])
        #expect(CandidateList.lines([], width: 80).isEmpty)
        let many = (1...150).map { CompletionCandidate(String($0)) }
        #expect(CandidateList.lines(many, width: 80).last == "… +30")
    }

    @Test func candidateTextIsSanitised() {
        let lines = CandidateList.lines([CompletionCandidate("x\u{1B}]0;owned\u{07}y", detail: "\u{1B}[2Jz")], width: 40)
        #expect(lines == ["xy  z"])
    }

    @Test func pathsCompleteFromTheFileSystem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-paths-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/dogs", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/dogs.json", contents: Data()))
        #expect(FileManager.default.createFile(atPath: folder + "/.hidden", contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(PathCompletion.candidates(for: folder + "/do", home: "/nonexistent").map(\.text) == [folder + "/dogs/", folder + "/dogs.json"])
        #expect(PathCompletion.candidates(for: folder + "/", home: "/nonexistent").map(\.text) == [folder + "/dogs/", folder + "/dogs.json"])
        #expect(PathCompletion.candidates(for: folder + "/.h", home: "/nonexistent").map(\.text) == [folder + "/.hidden"])
        #expect(PathCompletion.candidates(for: folder + "/nothing/x", home: "/nonexistent").isEmpty)
    }

    @Test func promptEscapesAreMarkedForLibedit() {
        #expect(LineEditor.markingEscapes("dogsh> ") == "dogsh> ")
        #expect(LineEditor.markingEscapes("\u{1B}[1;38;5;117mdogsh\u{1B}[0m> ") == "\u{1}\u{1B}[1;38;5;117m\u{1}dogsh\u{1}\u{1B}[0m\u{1}> ")
    }

    @Test func commonPrefixes() {
        #expect(LineEditor.commonPrefix(["labrador", "labradoodle"]) == "labrado")
        #expect(LineEditor.commonPrefix(["pug"]) == "pug")
        #expect(LineEditor.commonPrefix(["a", "b"]) == "")
        #expect(LineEditor.commonPrefix([]) == "")
    }
}
