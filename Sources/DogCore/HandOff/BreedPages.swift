/// The web pages `browse` opens when no image is chosen: a breed's AKC page, or the list of breeds.
public enum BreedPages {
    /// The page listing every breed, for the breeds list.
    public static let breedsList = "https://dog.ceo/dog-api/breeds-list"

    /// A breed's page: AKC's (`https://www.akc.org/dog-breeds/labrador-retriever/`) for a breed AKC
    /// knows, else a Wikipedia search for its English name.
    public static func page(akcName: String?, englishName: String) -> String {
        if let akcName, let slug = akcSlug(akcName) { return "https://www.akc.org/dog-breeds/\(slug)/" }
        // "dog" narrows the search to the breed, unless the name says it already.
        let words = queryWords(englishName)
        return "https://en.wikipedia.org/w/index.php?search=" + (words.split(separator: "+").contains("dog") ? words : words + "+dog")
    }

    /// AKC's slug for a breed name: letters and digits folded to lower-case ASCII, every other run
    /// a hyphen (`German Shepherd Dog` is `german-shepherd-dog`, `Poodle (Toy)` is `poodle-toy`).
    public static func akcSlug(_ name: String) -> String? {
        let words = TextFolding.fold(name).split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return words.isEmpty ? nil : words.joined(separator: "-")
    }

    /// Words for a URL's query: ASCII letters and digits kept, each other run a `+`.
    private static func queryWords(_ text: String) -> String {
        TextFolding.fold(text).split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.joined(separator: "+")
    }
}
