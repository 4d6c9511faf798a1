/// The line a person at a terminal sees before the first prompt.
extension Message {
    /// The welcome: how many breeds and sub-breeds the source offers, and how to go on.
    ///
    /// The embedded catalog has a sentence of its own in each language, which names it in the
    /// language's words rather than by the `--source` word `embedded`.
    public static func welcome(breeds: Int, subBreeds: Int, source: String) -> Message {
        let counts: [String: MessageArgument] = [
            "breeds": .message(Message(.countBreeds, ["count": .number(breeds)])),
            "subBreeds": .message(Message(.countSubBreeds, ["count": .number(subBreeds)])),
        ]
        guard source != Catalog.embeddedSourceName else { return Message(.messageWelcomeEmbedded, counts) }
        return Message(.messageWelcome, counts.merging(["source": .text(source)]) { $1 })
    }

    /// The welcome for a loaded catalog.
    public static func welcome(to catalog: Catalog) -> Message {
        welcome(breeds: catalog.breeds.count, subBreeds: catalog.subBreedCount, source: catalog.sourceName)
    }
}
