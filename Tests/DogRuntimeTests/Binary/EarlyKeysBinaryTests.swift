import DogTestSupport
import Foundation
import Testing

/// Keys typed or pasted the moment the first prompt shows wait untouched for libedit: the
/// terminal does no line editing of its own meanwhile.
@Suite struct EarlyKeysBinaryTests {
    /// A paste sent as soon as the prompt is drawn, before libedit has started, arrives whole.
    ///
    /// With the terminal left in its line-editing mode, the kernel applied the paste's Ctrl-U as
    /// a kill of everything before it, the paste's opening marker with it, and `g` was left.
    @Test func aPasteTheMomentThePromptShowsArrivesWhole() async throws {
        let paste = "\u{1B}[200~ope\tpu\u{15}g\u{1B}[D!\u{1B}[201~?"
        for _ in 1...3 {
            let run = try await offThePoolInTurn {
                try PseudoTerminal.run(
                    [Support.binary.path], environment: Support.isolatedEnvironment().merging(["TERM": "xterm"]) { $1 },
                    answers: ["> ": paste], limit: .seconds(20), until: "pug!?"
                )
            }
            #expect(run.text.contains("ope pug!?"), "the paste, its tab and control characters made plain, then the key typed after it: \(run.text.suffix(200))")
        }
    }
}
