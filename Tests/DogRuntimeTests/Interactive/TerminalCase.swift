import DogCore
import DogTerminal
import Testing

/// The terminals issue 42's tests run under: `xterm-256color`, `tmux-256color` and `linux`, each at
/// 80×24, 60×20 and 40×15, in English, German and Japanese, laid out as a Latin square so that
/// every TERM meets every size and every language, and every size every language.
///
/// The language comes from a UTF-8 locale this machine does not have, as ssh forwards a laptop's:
/// `de_DE.UTF-8`, `ja_JP.UTF-8`, and for English `fr_FR.UTF-8`, a language dogsh does not speak.
struct TerminalCase: CustomTestStringConvertible, Sendable {
    let term: String
    let width: Int
    let height: Int
    let language: LanguageChoice

    static let terms = ["xterm-256color", "tmux-256color", "linux"]
    static let sizes = [(80, 24), (60, 20), (40, 15)]
    static let languages: [LanguageChoice] = [.en, .de, .ja]

    static let all: [TerminalCase] = terms.indices.flatMap { row in
        sizes.indices.map { column in
            TerminalCase(term: terms[row], width: sizes[column].0, height: sizes[column].1, language: languages[(row + column) % 3])
        }
    }

    /// The uninstalled locale that names the language.
    var locale: String {
        switch language {
        case .de: "de_DE.UTF-8"
        case .ja: "ja_JP.UTF-8"
        default: "fr_FR.UTF-8"
        }
    }

    /// The environment of the case: its TERM, its locale in `LANG` (`LC_ALL` and `LC_CTYPE` unset), and `more` on top of it.
    func environment(_ more: [String: String] = [:]) -> [String: String] {
        ["TERM": term, "LANG": locale, "LC_ALL": "", "LC_CTYPE": ""].merging(more) { $1 }
    }

    /// The strings of the case's language, for what the screen should say.
    var strings: Strings {
        Strings(language: .named(language))
    }

    /// Starts dogsh in the case's terminal and waits for the prompt.
    func start(environment more: [String: String] = [:], arguments: [String] = ["--seed", "1"], capturing: Bool = false) async throws -> Tmux {
        let tmux = try await Tmux.start(width: width, height: height, environment: environment(more), arguments: arguments, capturing: capturing)
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        return tmux
    }

    var testDescription: String { "\(term) \(width)×\(height) \(locale)" }
}
