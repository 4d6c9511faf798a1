/// Which characters a terminal can be trusted to show.
public enum TerminalCharacters {
    /// Whether symbols beyond ASCII (`●○`) may be drawn: the character locale (`LC_ALL`, then
    /// `LC_CTYPE`, then `LANG`) names UTF-8 and `TERM` is not `dumb`.
    public static func drawsUnicode(environment: [String: String]) -> Bool {
        guard environment["TERM"] != "dumb" else { return false }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let codeset = locale.split(separator: ".").dropFirst().first?.prefix { $0 != "@" }.lowercased() ?? ""
        return codeset == "utf-8" || codeset == "utf8"
    }
}
