import DogCore
import Glibc

/// The environment variables dogsh reads, looked up in the C library's `environ`.
///
/// Only the variables in `names` are copied. A table of every variable cost a tenth of the
/// instructions before the first prompt (BENCHMARKS.md), for the twenty or so dogsh asks about;
/// a test keeps `names` in step with the sources. Foundation's `ProcessInfo` builds the whole
/// table and sets up much more on first use.
public enum ProcessEnvironment {
    /// Every variable dogsh consults: where its folders are, the language, the terminal and its colours, and its own settings.
    public static let names = ["HOME"] + XDGDirectory.allCases.map(\.variable) + LanguageChoice.environmentVariables + [
        "TERM", "COLORTERM", "COLORFGBG", "NO_COLOR", "TERM_PROGRAM", "LC_TERMINAL", "KITTY_WINDOW_ID", "TMUX",
        "DOGSH_LOG", "DOGSH_DEADLINE", "DOGSH_MAX_CONNECTIONS", "DOGSH_THEDOGAPI_KEY", "DOGSH_THEDOGAPI_URL",
    ]

    /// The variables of `names` that are set, name to value, as `getenv` reads them.
    public static func current(reading names: [String] = names) -> [String: String] {
        // Made at its full size: growing it would look its type up by mangled name, a scan of every type in the binary.
        var variables = [String: String](minimumCapacity: names.count)
        for name in names {
            guard let value = getenv(name) else { continue }
            variables[name] = String(decoding: UnsafeRawBufferPointer(start: value, count: strlen(value)), as: UTF8.self)
        }
        return variables
    }
}
