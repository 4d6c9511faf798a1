/// Facts about a breed from the American Kennel Club: group, temperament, popularity, sizes and trait scores.
///
/// They come from two AKC compilations (`../shared/data/README.md`): breed facts scraped in 2020 and
/// trait scores scraped in 2022. Where both score the same trait (shedding, grooming, energy,
/// trainability), the 2022 score is kept and the 2020 one is used only when 2022 has none; no value
/// is ever made from the two.
public struct BreedFacts: Hashable, Sendable {
    /// AKC's name for the breed, for example `Labrador Retriever`.
    public var akcName: String
    /// AKC's group, without the word `Group`: `Sporting`, `Foundation Stock Service`.
    public var group: String?
    /// AKC's temperament keywords, for example `Friendly`, `Active`, `Outgoing`.
    public var temperament: [String]
    /// AKC's popularity rank, 1 being the most registered breed.
    public var popularity: Int?
    /// Height at the withers in centimetres.
    public var height: MeasuredRange?
    /// Adult weight in kilograms.
    public var weight: MeasuredRange?
    /// Life expectancy in years.
    public var lifeSpan: MeasuredRange?
    /// Scores from 1 (the low end of the trait) to 5, by trait; a missing trait is unknown.
    public var scores: [ScoreTrait: Int]
    /// The coat's type in AKC's words: `Double`, `Smooth`, `Wiry`, `Curly`, `Silky`, `Wavy`, `Corded`, `Hairless`, `Rough`.
    public var coatType: String?
    /// The coat's length: `Short`, `Medium` or `Long`.
    public var coatLength: String?

    /// Creates facts from normalised values.
    public init(
        akcName: String, group: String? = nil, temperament: [String] = [], popularity: Int? = nil,
        height: MeasuredRange? = nil, weight: MeasuredRange? = nil, lifeSpan: MeasuredRange? = nil,
        scores: [ScoreTrait: Int] = [:], coatType: String? = nil, coatLength: String? = nil
    ) {
        self.akcName = akcName
        self.group = group
        self.temperament = temperament
        self.popularity = popularity
        self.height = height
        self.weight = weight
        self.lifeSpan = lifeSpan
        self.scores = scores
        self.coatType = coatType
        self.coatLength = coatLength
    }
}

/// A trait AKC scores from 1 to 5, named by the word `find`, `sort` and `compare` use.
public enum ScoreTrait: String, CaseIterable, Hashable, Sendable {
    case affection, children, dogs, strangers, playfulness, protective, adaptability
    case trainability, energy, barking, stimulation, shedding, grooming, drooling, demeanor
}

/// Facts for many breeds, looked up by dog.ceo ref.
public protocol BreedFactsTable: AnyObject, Sendable {
    /// The facts of a breed or sub-breed, nil when no true AKC match exists.
    func facts(for ref: BreedRef) -> BreedFacts?
}
