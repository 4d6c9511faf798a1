import DogCore
import DogTerminal

/// A recorded session: commands and the output each is expected to print.
///
/// The file format, in the spirit of cram:
///
/// ```
/// # Lines before the first command are comments.
/// #| seed = 7
/// #| width = 60
/// $ open labrador
/// Labrador Retriever · labrador
/// [..] kg
/// ...
/// $ # a comment between commands is a dogsh comment
/// ```
///
/// A line starting with `$ ` is a command; the lines up to the next command are its
/// expected output, verbatim. `[..]` matches any text within a line, and a line that is
/// exactly `...` matches any number of lines. Trailing blank lines of each block are ignored.
/// `#| key = value` lines before the first command set options: `seed`, `width`, `page-size`, `lang`, `images`, `json`, `rows`,
/// and for live sources `source`, `thedogapi-url`, `thedogapi-key` and `server` (the arguments
/// of the `dogsh-test-server` the transcript expects; read by whoever starts that server).
/// `{tmp}` in a command names a fresh temporary folder, and output shows that folder as `{tmp}`.
/// Escape and bell characters in the output are recorded as `␛` and `␇`, so drawn images read as text.
/// Other `{name}` variables, such as `{server}`, are given to the runner (`dogsh test --var
/// server=URL`) and substituted in commands and options; output shows them by name too.
public struct Transcript: Hashable, Sendable {
    /// Where the transcript came from, for messages.
    public let path: String
    /// The options the session runs with.
    public let options: Options
    /// The commands in order, each with its expected output.
    public let steps: [Step]
    /// The lines before the first command, kept to rebuild the file in diffs.
    public let preamble: [String]

    /// Options a transcript sets for its session.
    public struct Options: Hashable, Sendable {
        /// The random seed; 1 unless set.
        public var seed: UInt64 = 1
        /// The layout width; 80 unless set.
        public var width: Int = 80
        /// Rows per page; 20 unless set.
        public var pageSize: Int = 20
        /// The language; English unless set.
        public var language: LanguageChoice = .en
        /// The units measures are shown in; metric unless set, whatever the machine's locale.
        public var units: UnitSystem = .metric
        /// The source, as `--source` takes it; the embedded catalog unless set.
        public var source: String?
        /// TheDogAPI's base URL, as `DOGSH_THEDOGAPI_URL` takes it.
        public var theDogAPIURL: String?
        /// TheDogAPI's key, as `DOGSH_THEDOGAPI_KEY` takes it.
        public var theDogAPIKey: String?
        /// The arguments of the test server the transcript expects at `{server}`.
        public var server: String?
        /// How images are drawn; off (described in text) unless set.
        public var images: ImageMode = .off
        /// Whether output is `--json` records.
        public var json = false
        /// The terminal's height: pages are fitted to it and a drawn image kept within it; none unless set.
        public var rows: Int?
        /// The favorites the data folder holds as the session starts; none unless set.
        public var favorites: [Favorite] = []

        /// Creates default options.
        public init() {}
    }

    /// One command and its expected output.
    public struct Step: Hashable, Sendable {
        /// The command line, without `$ `.
        public let command: String
        /// The expected output lines, trailing blanks removed.
        public let expected: [String]
        /// The 1-based line number of the command in the file.
        public let line: Int
        /// The blank lines after the expected output in the file, kept so a diff counts lines as the file does.
        public var trailingBlankLines = 0
    }
}

extension Transcript.Options {
    /// The `favorites` option's text: each breed as its dog.ceo folder (`hound-afghan`), each
    /// image as its folder and URL, separated by a comma and a space (URLs hold no spaces).
    public static func text(of favorites: [Favorite]) -> String {
        favorites.map { favorite in favorite.image.map { favorite.ref.folder + " " + $0.url } ?? favorite.ref.folder }.joined(separator: ", ")
    }

    /// The favorites an option's text names; nil when an entry is neither a folder nor a folder and a URL.
    public static func favorites(parsing text: String) -> [Favorite]? {
        var favorites: [Favorite] = []
        for entry in text.split(separator: ", ") {
            let parts = entry.split(separator: " ")
            let isFolder = parts.first?.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } ?? false
            guard (1...2).contains(parts.count), isFolder, let ref = BreedRef(folder: String(parts[0])) else { return nil }
            favorites.append(parts.count == 1 ? Favorite(breed: ref) : Favorite(image: BreedImage(ref: ref, url: String(parts[1]))))
        }
        return favorites.isEmpty ? nil : favorites
    }
}
