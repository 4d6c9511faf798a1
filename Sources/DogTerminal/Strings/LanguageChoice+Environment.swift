import DogCore

extension LanguageChoice {
    /// The language the environment asks for: the first set of `LC_ALL`, `LC_MESSAGES` and `LANG`.
    ///
    /// `de_DE.UTF-8` means German; `C`, `POSIX` and languages dogsh does not speak mean English.
    public static func fromEnvironment(_ environment: [String: String]) -> LanguageChoice {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            let code = value.prefix { $0.isLetter }.lowercased()
            return LanguageChoice(rawValue: code) ?? .en
        }
        return .en
    }
}
