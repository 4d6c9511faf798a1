import DogCore

extension LanguageChoice {
    /// The language the environment asks for: the first set of `LC_ALL`, `LC_MESSAGES` and `LANG`.
    ///
    /// `de_DE.UTF-8` means German; `C`, `POSIX` and languages dogsh does not speak mean English.
    public static func fromEnvironment(_ environment: [String: String]) -> LanguageChoice {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            // The language code is the leading run of letters a-z, in either case: `de` of `de_DE.UTF-8`.
            let code = value.utf8.prefix { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }.map { $0 | 0x20 }
            return LanguageChoice(rawValue: String(decoding: code, as: UTF8.self)) ?? .en
        }
        return .en
    }
}
