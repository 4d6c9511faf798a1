/// Which characters a terminal can be trusted to show.
public enum TerminalCharacters {
    /// Whether symbols beyond ASCII (`●○`) may be drawn: the terminal's encoding is UTF-8 and
    /// `TERM` is not `dumb`.
    public static func drawsUnicode(environment: [String: String]) -> Bool {
        environment["TERM"] != "dumb" && encodingIsUTF8(environment: environment)
    }

    /// Whether the terminal's encoding is UTF-8: the character locale (`LC_ALL`, then
    /// `LC_CTYPE`, then `LANG`) names it, installed on this system or not.
    ///
    /// A locale that is not installed still says what the terminal sends and shows (ssh
    /// forwards the laptop's `LANG`); where it is not UTF-8 (`C`, `POSIX`, unset, `ja_JP.eucJP`),
    /// every line dogsh writes is ASCII (`ASCIIText`).
    public static func encodingIsUTF8(environment: [String: String]) -> Bool {
        namesUTF8(characterLocale(environment))
    }

    /// The locale that decides the character encoding: the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and not empty.
    public static func characterLocale(_ environment: [String: String]) -> String {
        ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    }

    /// Whether a locale's name has a UTF-8 codeset: `de_DE.UTF-8`, `C.utf8`, `ja_JP.UTF-8@calendar`.
    public static func namesUTF8(_ locale: String) -> Bool {
        let codeset = locale.split(separator: ".").dropFirst().first?.prefix { $0 != "@" }.lowercased() ?? ""
        return codeset == "utf-8" || codeset == "utf8"
    }
}
