import FoundationEssentials

extension URL {
    /// A URL written in dogsh's own source, such as `https://dog.ceo`; a text that is not a URL is a programming error.
    public init(literal text: StaticString) {
        guard let url = URL(string: "\(text)") else { preconditionFailure("\(text) is not a URL") }
        self = url
    }
}
