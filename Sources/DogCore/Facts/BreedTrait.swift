/// Every trait `find`, `sort` and `compare` know, declared once: the word people type, the kind of
/// value it takes and its label. The parser, help, completion and the trait table in docs/choosing.md are made
/// from this table.
public enum BreedTrait: String, CaseIterable, Hashable, Sendable {
    case weight, size, height, life, popularity, group, temperament, coat, coatlength
    case children, dogs, strangers, affection, playfulness, protective, adaptability
    case trainability, energy, barking, stimulation, shedding, grooming, drooling, demeanor

    /// What values a trait takes and how conditions on it compare.
    public enum Kind: Hashable, Sendable {
        /// A measured range, such as 25–36 kg; the units it accepts, the first being its own.
        case range(units: [MeasureUnit])
        /// AKC's popularity rank: a positive whole number, 1 the most popular.
        case rank
        /// A score from 1 to 5, or the words low (1–2), medium (3) and high (4–5).
        case score(ScoreTrait)
        /// One of a fixed set of words.
        case choice([String])
        /// A word among the breed's temperament keywords.
        case keyword
    }

    /// The kind of value the trait takes.
    public var kind: Kind {
        switch self {
        case .weight: .range(units: [.kilogram, .pound])
        case .size: .choice(SizeClass.allCases.map(\.rawValue))
        case .height: .range(units: [.centimetre, .inch])
        case .life: .range(units: [.year])
        case .popularity: .rank
        case .group: .choice(AKCGroup.allCases.map(\.rawValue))
        case .temperament: .keyword
        case .coat: .choice(["double", "smooth", "wiry", "curly", "silky", "wavy", "corded", "hairless", "rough"])
        case .coatlength: .choice(["short", "medium", "long"])
        default: .score(ScoreTrait(rawValue: rawValue)!)
        }
    }

    /// The localization key of the trait's label, as `compare` and `help find` show it.
    public var labelKey: LocalizationKey {
        switch self {
        case .weight: .traitWeight
        case .size: .traitSize
        case .height: .traitHeight
        case .life: .traitLife
        case .popularity: .traitPopularity
        case .group: .traitGroup
        case .temperament: .traitTemperament
        case .coat: .traitCoat
        case .coatlength: .traitCoatlength
        case .children: .traitChildren
        case .dogs: .traitDogs
        case .strangers: .traitStrangers
        case .affection: .traitAffection
        case .playfulness: .traitPlayfulness
        case .protective: .traitProtective
        case .adaptability: .traitAdaptability
        case .trainability: .traitTrainability
        case .energy: .traitEnergy
        case .barking: .traitBarking
        case .stimulation: .traitStimulation
        case .shedding: .traitShedding
        case .grooming: .traitGrooming
        case .drooling: .traitDrooling
        case .demeanor: .traitDemeanor
        }
    }

    /// The words a value of this trait may be, for completion and errors; empty when any number or word goes.
    public var valueWords: [String] {
        switch kind {
        case let .choice(words): words
        case .score: ScoreBand.allCases.map(\.rawValue)
        case .range, .rank, .keyword: []
        }
    }

    /// Whether breeds can be ordered by the trait (`sort`); words cannot.
    public var isOrdered: Bool {
        switch kind {
        case .range, .rank, .score: true
        case .choice, .keyword: false
        }
    }
}

/// A unit a measured trait accepts, with its factor to the trait's own unit.
public enum MeasureUnit: String, CaseIterable, Hashable, Sendable {
    case kilogram = "kg", pound = "lb", centimetre = "cm", inch = "in", year = "y"

    /// The unit a typed word names: its symbol, or a usual spelling of it, singular or plural
    /// (`lbs`, `pounds`, `kgs`, `years`, `yrs`, `inches`); nil for any other word.
    public init?(spelled word: some StringProtocol) {
        let lowered = word.lowercased()
        guard let unit = Self(rawValue: lowered) ?? Self.spellings[lowered] else { return nil }
        self = unit
    }

    /// Spellings in every language dogsh speaks, as a row shows the unit there (`15–19 Jahre`, `15–19 años`, `15〜19 年`).
    private static let spellings: [String: MeasureUnit] = [
        "kgs": .kilogram, "kilo": .kilogram, "kilos": .kilogram, "kilogram": .kilogram, "kilograms": .kilogram,
        "kilogramm": .kilogram, "kilogramo": .kilogram, "kilogramos": .kilogram, "キロ": .kilogram, "キログラム": .kilogram,
        "lbs": .pound, "pound": .pound, "pounds": .pound, "pfund": .pound, "libra": .pound, "libras": .pound, "ポンド": .pound,
        "cms": .centimetre, "centimetre": .centimetre, "centimetres": .centimetre, "centimeter": .centimetre, "centimeters": .centimetre,
        "zentimeter": .centimetre, "centímetro": .centimetre, "centímetros": .centimetre, "センチ": .centimetre, "センチメートル": .centimetre,
        "inch": .inch, "inches": .inch, "zoll": .inch, "pulgada": .inch, "pulgadas": .inch, "インチ": .inch,
        "yr": .year, "yrs": .year, "year": .year, "years": .year, "jahr": .year, "jahre": .year,
        "año": .year, "años": .year, "ano": .year, "anos": .year, "年": .year,
    ]

    /// How many of the trait's own unit one of this unit is.
    public var factor: Double {
        switch self {
        case .kilogram, .centimetre, .year: 1
        case .pound: 0.45359237
        case .inch: 2.54
        }
    }
}

/// The words a score may be given as: low is 1–2, medium 3, high 4–5.
public enum ScoreBand: String, CaseIterable, Hashable, Sendable {
    case low, medium, high

    /// The localization key of what the word means.
    public var labelKey: LocalizationKey {
        switch self {
        case .low: .scaleLow
        case .medium: .scaleMedium
        case .high: .scaleHigh
        }
    }

    /// The scores the word stands for.
    public var scores: ClosedRange<Int> {
        switch self {
        case .low: 1...2
        case .medium: 3...3
        case .high: 4...5
        }
    }
}

/// AKC's groups, by the word `find group:` takes.
public enum AKCGroup: String, CaseIterable, Hashable, Sendable {
    case herding, hound, nonSporting = "non-sporting", sporting, terrier, toy, working
    case foundationStock = "foundation-stock", miscellaneous

    /// The group as AKC and TheDogAPI name it: `Non-Sporting`, `Toy Group`, `Foundation Stock Service`.
    public init?(sourceName: String) {
        var folded = TextFolding.fold(sourceName)
        if folded.hasSuffix(" group") { folded.removeLast(" group".count) }
        switch folded {
        case "herding": self = .herding
        case "hound": self = .hound
        case "non-sporting": self = .nonSporting
        case "sporting": self = .sporting
        case "terrier": self = .terrier
        case "toy": self = .toy
        case "working": self = .working
        case "foundation stock service": self = .foundationStock
        case "miscellaneous class", "miscellaneous": self = .miscellaneous
        default: return nil
        }
    }
}

extension AKCGroup {
    /// The localization key of the group's name.
    public var labelKey: LocalizationKey {
        switch self {
        case .herding: .groupHerding
        case .hound: .groupHound
        case .nonSporting: .groupNonSporting
        case .sporting: .groupSporting
        case .terrier: .groupTerrier
        case .toy: .groupToy
        case .working: .groupWorking
        case .foundationStock: .groupFoundationStock
        case .miscellaneous: .groupMiscellaneous
        }
    }
}
