/// dogsh's version, in one place: `dogsh --version`, `info` and the User-Agent of every request read it.
public enum DogshVersion {
    /// The version, as `dogsh --version` prints it.
    public static let current = "1.0.0"

    /// The User-Agent header dogsh sends: `dogsh/<version>`.
    public static var userAgent: String {
        "dogsh/" + current
    }
}
