/// The line a person at a terminal sees before the first prompt.
extension Message {
    /// The welcome: how many breeds and sub-breeds the source offers, and how to go on.
    public static func welcome(breeds: Int, subBreeds: Int, source: String) -> Message {
        Message(.messageWelcome, [
            "breeds": .message(Message(.countBreeds, ["count": .number(breeds)])),
            "subBreeds": .message(Message(.countSubBreeds, ["count": .number(subBreeds)])),
            "source": .text(source),
        ])
    }

    /// The welcome for a loaded catalog.
    public static func welcome(to catalog: Catalog) -> Message {
        welcome(breeds: catalog.breeds.count, subBreeds: catalog.subBreedCount, source: catalog.sourceName)
    }
}
