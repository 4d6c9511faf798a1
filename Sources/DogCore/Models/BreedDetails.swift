/// Facts about a breed from TheDogAPI, normalised: free text trimmed, ranges parsed.
public struct BreedDetails: Hashable, Sendable {
    /// The breed group, for example `Hound`.
    public var group: String?
    /// What the breed was bred for.
    public var bredFor: String?
    /// Life expectancy in years.
    public var lifeSpan: MeasuredRange?
    /// Temperament traits, in TheDogAPI's order.
    public var temperament: [String]
    /// Country or region of origin.
    public var origin: String?
    /// Adult weight in kilograms.
    public var weight: MeasuredRange?
    /// Adult height at the withers in centimetres.
    public var height: MeasuredRange?
    /// TheDogAPI's id and name for the matched breed.
    public var source: DogAPIBreedID?

    /// Creates details from already normalised values.
    public init(
        group: String? = nil, bredFor: String? = nil, lifeSpan: MeasuredRange? = nil,
        temperament: [String] = [], origin: String? = nil, weight: MeasuredRange? = nil,
        height: MeasuredRange? = nil, source: DogAPIBreedID? = nil
    ) {
        self.group = group
        self.bredFor = bredFor
        self.lifeSpan = lifeSpan
        self.temperament = temperament
        self.origin = origin
        self.weight = weight
        self.height = height
        self.source = source
    }

    /// Creates details from TheDogAPI's raw field texts, normalising messy values.
    ///
    /// Empty texts and `NaN` become nil; ranges accept hyphens, en dashes, `years`
    /// suffixes (also doubled, as in `12 - 16 Years years`) and male/female pairs.
    public init(
        rawGroup: String?, rawBredFor: String?, rawLifeSpan: String?, rawTemperament: String?,
        rawOrigin: String?, rawWeight: String?, rawHeight: String?, source: DogAPIBreedID?
    ) {
        self.init(
            group: RawText.clean(rawGroup),
            bredFor: RawText.clean(rawBredFor),
            lifeSpan: rawLifeSpan.flatMap(MeasuredRange.init(parsing:)),
            temperament: RawText.list(rawTemperament),
            origin: RawText.clean(rawOrigin),
            weight: rawWeight.flatMap(MeasuredRange.init(parsing:)),
            height: rawHeight.flatMap(MeasuredRange.init(parsing:)),
            source: source
        )
    }

    /// True when no field holds a value.
    public var isEmpty: Bool {
        group == nil && bredFor == nil && lifeSpan == nil && temperament.isEmpty
            && origin == nil && weight == nil && height == nil
    }
}

/// A breed's identity in TheDogAPI.
public struct DogAPIBreedID: Hashable, Sendable {
    /// TheDogAPI's numeric id.
    public let id: Int
    /// TheDogAPI's breed name, for example `Afghan Hound`.
    public let name: String

    /// Creates an id.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
