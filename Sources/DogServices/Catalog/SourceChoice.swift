import FoundationEssentials
import Glibc

/// Where breeds and images come from: `embedded`, `dogceo`, `thedogapi`, or the URL of a dog.ceo-compatible service.
public enum SourceChoice: Hashable, Sendable {
    case embedded
    case dogCEO(URL)
    case theDogAPI(URL)

    /// dog.ceo's public service.
    public static let dogCEOURL = URL(literal: "https://dog.ceo")
    /// TheDogAPI's public service.
    public static let theDogAPIURL = URL(literal: "https://api.thedogapi.com")

    /// The sources named by a word, as `--source` and shell completion offer them; a URL is the other choice.
    public static let namedChoices = ["embedded", "dogceo", "thedogapi"]

    /// Reads `embedded`, `dogceo`, `thedogapi` or an http(s) URL; nil for anything else.
    ///
    /// A URL is the service's root. It may also be written as dog.ceo's documentation writes
    /// its API, ending in `/api` with or without a slash (`https://dog.ceo/api/`): requests add
    /// `/api/…` themselves, so that ending is dropped, as are trailing slashes.
    /// `theDogAPIBase` overrides TheDogAPI's address (`DOGSH_THEDOGAPI_URL`), for self-hosted copies and tests.
    public init?(parsing text: String, theDogAPIBase: URL? = nil) {
        switch text.lowercased() {
        case "embedded": self = .embedded
        case "dogceo", "dog.ceo": self = .dogCEO(Self.dogCEOURL)
        case "thedogapi": self = .theDogAPI(theDogAPIBase ?? Self.theDogAPIURL)
        default:
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else { return nil }
            self = .dogCEO(Self.serviceRoot(url))
        }
    }

    /// How the source is named in messages: `embedded`, `dog.ceo`, `TheDogAPI`, or the host and port of a self-hosted service.
    public var name: String {
        switch self {
        case .embedded: "embedded"
        case let .dogCEO(url): url == Self.dogCEOURL ? "dog.ceo" : Self.hostName(url)
        case let .theDogAPI(url): url == Self.theDogAPIURL ? "TheDogAPI" : Self.hostName(url)
        }
    }

    /// How `--json` records name the source: `embedded`, `dogceo`, `thedogapi`, or the URL of a self-hosted service.
    public var recordName: String {
        switch self {
        case .embedded: "embedded"
        case let .dogCEO(url): url == Self.dogCEOURL ? "dogceo" : url.absoluteString
        case let .theDogAPI(url): url == Self.theDogAPIURL ? "thedogapi" : url.absoluteString
        }
    }

    /// The URL without trailing slashes and without a last `/api` path component.
    static func serviceRoot(_ url: URL) -> URL {
        var text = url.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        if text.lowercased().hasSuffix("/api"), text.dropLast(4).contains("://"), !text.dropLast(4).hasSuffix(":/") {
            text.removeLast(4)
        }
        while text.hasSuffix("/") { text.removeLast() }
        return URL(string: text) ?? url
    }

    private static func hostName(_ url: URL) -> String {
        (url.host ?? url.absoluteString) + (url.port.map { ":\($0)" } ?? "")
    }
}
