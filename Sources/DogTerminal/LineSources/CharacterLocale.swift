import Glibc

/// The C library's character type, which libedit decodes typed bytes with.
///
/// libedit reads multibyte input only under a UTF-8 `LC_CTYPE`. A person whose `LANG` names a
/// UTF-8 locale this system lacks (ssh forwards the laptop's `de_DE.UTF-8`; containers have
/// few locales) still types UTF-8: there `setlocale` fails, the C library stays in the ASCII
/// `C` locale, and an `ä` became two U+FFFD (a new user's trial). Then `C.UTF-8` (glibc 2.35 and
/// later, musl) takes its place. Only the character type changes: the language and the units
/// follow the variables themselves (`LanguageChoice.fromEnvironment`, `UnitSystem`).
public enum CharacterLocale {
    /// The locales tried, in order, when the one named is UTF-8 but not installed.
    static let utf8Fallbacks = ["C.UTF-8", "C.utf8", "en_US.UTF-8"]

    /// Sets `LC_CTYPE` from the environment, or to a UTF-8 locale that is installed when the one
    /// named is UTF-8 and is not; returns the locale in force.
    @discardableResult
    public static func adopt(environment: [String: String]) -> String {
        if let name = setlocale(LC_CTYPE, "") { return String(cString: name) }
        guard TerminalCharacters.encodingIsUTF8(environment: environment) else { return current }
        for fallback in utf8Fallbacks where setlocale(LC_CTYPE, fallback) != nil { return fallback }
        return current
    }

    /// Whether the system has a locale, asked without changing the process's own.
    public static func isInstalled(_ name: String) -> Bool {
        guard let locale = newlocale(LC_CTYPE_MASK, name, nil) else { return false }
        freelocale(locale)
        return true
    }

    /// The UTF-8 locale that stands for one the environment names and the system lacks; nil when
    /// the one named is installed, or is not UTF-8.
    public static func standIn(environment: [String: String], isInstalled: (String) -> Bool = isInstalled) -> String? {
        let named = TerminalCharacters.characterLocale(environment)
        guard TerminalCharacters.namesUTF8(named), !isInstalled(named) else { return nil }
        return utf8Fallbacks.first(where: isInstalled)
    }

    /// The character type's locale now.
    static var current: String {
        setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
    }

    /// The process's own locale variables, which `setlocale(LC_CTYPE, "")` reads.
    public static var processEnvironment: [String: String] {
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// Whether the C library's character locale is UTF-8 now.
    ///
    /// Where it is not, libedit cannot decode a prompt holding `“` or `›`, and crashed reading the
    /// next line (found by a new user's trial with `LANG=en_US.UTF-8` on a system without that
    /// locale, before `adopt` fell back to `C.UTF-8`).
    public static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
