/// Words people search dogs by that are not traits, and the condition that says what they mean.
///
/// `find hypoallergenic` is answered with a hint toward `shedding:low`, never a silent guess: no
/// dog is free of allergens, and the person should see the condition that is really searched.
enum TraitHint {
    /// Folded word → the condition to suggest.
    static let conditions: [String: String] = [
        "hypoallergenic": "shedding:low", "allergy": "shedding:low", "allergies": "shedding:low", "nonshedding": "shedding:low",
        "tiny": "size:toy", "little": "size:small", "small": "size:small", "medium": "size:medium",
        "big": "size:large", "large": "size:large", "huge": "size:giant", "giant": "size:giant",
        "calm": "temperament:calm", "lazy": "energy:low", "active": "energy:high", "energetic": "energy:high",
        "quiet": "barking:low", "loud": "barking:high", "kids": "children:high", "family": "affection:high",
        "smart": "trainability:high", "clever": "trainability:high", "guard": "protective:high", "watchdog": "protective:high",
        "friendly": "temperament:friendly", "apartment": "adaptability:high", "slobber": "drooling:low", "drool": "drooling:low",
    ]

    /// The condition to suggest for a word typed alone or as a trait's name (`hypoallergenic:yes`),
    /// nil when the word is a trait or means nothing here.
    static func hint(for word: String) -> String? {
        let name = word.lowercased().prefix { !"<>=:".contains($0) }
        guard BreedTrait(rawValue: String(name)) == nil else { return nil }
        return conditions[TextFolding.squash(String(name))]
    }
}
