import Testing
@testable import DogCore

/// `find`'s conditions: what parses, what is refused and why, and what a condition matches.
@Suite struct TraitQueryTests {
    /// Words that parse, with the condition each becomes.
    @Test(arguments: [
        ("weight<10", BreedTrait.weight, TraitCondition.Comparison.less, TraitCondition.Value.number(10)),
        ("weight<22lb", .weight, .less, .number(22 * 0.45359237)),
        ("WEIGHT>=5KG", .weight, .greaterOrEqual, .number(5)),
        ("height>20in", .height, .greater, .number(50.8)),
        ("life>=13", .life, .greaterOrEqual, .number(13)),
        ("life>=13y", .life, .greaterOrEqual, .number(13)),
        ("popularity<=20", .popularity, .lessOrEqual, .number(20)),
        ("children>=4", .children, .greaterOrEqual, .number(4)),
        ("energy:low", .energy, .colon, .scores(1...2)),
        ("energy=medium", .energy, .equal, .scores(3...3)),
        ("shedding:high", .shedding, .colon, .scores(4...5)),
        ("group:herding", .group, .colon, .word("herding")),
        ("group:non-sporting", .group, .colon, .word("non-sporting")),
        ("coat:hairless", .coat, .colon, .word("hairless")),
        ("coatlength=long", .coatlength, .equal, .word("long")),
        ("temperament:Calm", .temperament, .colon, .word("calm")),
        ("size:small", .size, .colon, .word("small")),
        ("weight<4,5", .weight, .less, .number(4.5)),
    ])
    func parses(_ word: String, _ trait: BreedTrait, _ comparison: TraitCondition.Comparison, _ value: TraitCondition.Value) throws {
        let condition = try #require(try TraitQuery(parsing: [word]).conditions.first)
        #expect(condition.trait == trait)
        #expect(condition.comparison == comparison)
        #expect(condition.value == value)
        #expect(condition.text.hasPrefix(word), "the text is the word, with the unit it was read in after a bare weight or height")
    }

    /// Units as the other languages spell them, as their rows show them: `15–19 Jahre`, `15〜19 年`.
    @Test(arguments: [
        ("life>=15Jahre", 15.0), ("life>=15años", 15), ("life>=15年", 15),
        ("weight<10Pfund", 10 * 0.45359237), ("weight<10libras", 10 * 0.45359237), ("height<16zoll", 16 * 2.54),
    ] as [(String, Double)])
    func readsUnitsAsEveryLanguageSpellsThem(_ word: String, _ value: Double) throws {
        #expect(try TraitQuery(parsing: [word]).conditions.first?.value == .number(value))
    }

    /// Units as people spell them, plural choices, and comparisons written the other way round.
    @Test(arguments: [
        ("weight<10lbs", BreedTrait.weight, TraitCondition.Comparison.less, TraitCondition.Value.number(10 * 0.45359237)),
        ("weight<22pounds", .weight, .less, .number(22 * 0.45359237)),
        ("weight>5kgs", .weight, .greater, .number(5)),
        ("weight>5kilos", .weight, .greater, .number(5)),
        ("height<16inches", .height, .less, .number(16 * 2.54)),
        ("height<40centimeters", .height, .less, .number(40)),
        ("life>15years", .life, .greater, .number(15)),
        ("life>=12yrs", .life, .greaterOrEqual, .number(12)),
        ("weight=<10", .weight, .lessOrEqual, .number(10)),
        ("children=>4", .children, .greaterOrEqual, .number(4)),
        ("group:terriers", .group, .colon, .word("terrier")),
        ("size:Smalls", .size, .colon, .word("small")),
    ])
    func parsesAsPeopleSpellIt(_ word: String, _ trait: BreedTrait, _ comparison: TraitCondition.Comparison, _ value: TraitCondition.Value) throws {
        try parses(word, trait, comparison, value)
    }

    /// A weight or height typed without a unit reads with the unit it was read in, so a title stays
    /// true after `units` changes; other words read as typed.
    @Test(arguments: [
        ("weight<10", UnitSystem.metric, "weight<10kg"), ("weight<10", .imperial, "weight<10lb"), ("height>20", .imperial, "height>20in"),
        ("height>20", .metric, "height>20cm"), ("weight<4,5", .metric, "weight<4,5kg"), ("weight<22lb", .metric, "weight<22lb"),
        ("weight<10kg", .imperial, "weight<10kg"), ("life>=13", .imperial, "life>=13"), ("children>=4", .imperial, "children>=4"),
        ("energy:low", .metric, "energy:low"),
    ])
    func conditionsReadWithTheirUnit(_ word: String, _ units: UnitSystem, _ text: String) throws {
        #expect(try TraitQuery(parsing: [word], units: units).conditions.first?.text == text)
    }

    /// A measure typed without a unit is in the unit the session shows it in; one typed with a unit keeps it.
    @Test(arguments: [
        ("weight<10", UnitSystem.imperial, TraitCondition.Value.number(10 * 0.45359237), MeasureUnit?.some(.pound)),
        ("height>20", .imperial, .number(50.8), .inch),
        ("weight<10kg", .imperial, .number(10), .kilogram),
        ("height>50cm", .imperial, .number(50), .centimetre),
        ("life>=13", .imperial, .number(13), nil),
        ("children>=4", .imperial, .number(4), nil),
        ("weight<10", .metric, .number(10), nil),
        ("weight<22lb", .metric, .number(22 * 0.45359237), .pound),
    ])
    func unitlessMeasuresAreInTheUnitsShown(_ word: String, _ units: UnitSystem, _ value: TraitCondition.Value, _ unit: MeasureUnit?) throws {
        let condition = try #require(try TraitQuery(parsing: [word], units: units).conditions.first)
        #expect(condition.value == value)
        #expect(condition.unit == unit)
    }

    /// Under imperial units `weight<=7` compares what is shown in pounds: 7 lb (3 kg) meets it, 8 lb does not.
    @Test func imperialConditionsCompareThePoundsShown() throws {
        let query = try TraitQuery(parsing: ["weight<=7"], units: .imperial)
        #expect(query.matches(Self.sevenPounds))
        #expect(query.matches(Self.threeKilograms), "3 kg shows as 7 lb")
        #expect(!query.matches(Self.small), "8–12 kg is 18–26 lb")
    }

    /// Words and word sets that are refused, with the error each gets.
    @Test(arguments: [
        (["weight"], CommandError.malformedCondition("weight")),
        (["<10"], .malformedCondition("<10")),
        (["weight<"], .malformedCondition("weight<")),
        (["group<3"], .malformedCondition("group<3")),
        (["energy<=low"], .malformedCondition("energy<=low")),
        (["temperament>calm"], .malformedCondition("temperament>calm")),
        (["wieght<3"], .unknownTrait("wieght", suggestions: ["weight", "height"])),
        (["colour:red"], .unknownTrait("colour", suggestions: [])),
        (["hypoallergenic"], .traitWordHint("hypoallergenic", condition: "shedding:low")),
        (["Hypoallergenic:yes"], .traitWordHint("Hypoallergenic:yes", condition: "shedding:low")),
        (["small"], .traitWordHint("small", condition: "size:small")),
        (["calm"], .traitWordHint("calm", condition: "temperament:calm")),
        (["size:tiny"], .invalidTraitValue(trait: "size", value: "tiny", accepted: SizeClass.allCases.map(\.rawValue))),
        (["life>15kg"], .invalidTraitValue(trait: "life", value: "15kg", accepted: ["10", "10y"])),
        (["weight<10years"], .invalidTraitValue(trait: "weight", value: "10years", accepted: ["10", "10kg", "10lb"])),
        (["group:s"], .invalidTraitValue(trait: "group", value: "s", accepted: AKCGroup.allCases.map(\.rawValue))),
        (["weight<10st"], .invalidTraitValue(trait: "weight", value: "10st", accepted: ["10", "10kg", "10lb"])),
        (["weight<heavy"], .invalidTraitValue(trait: "weight", value: "heavy", accepted: ["10", "10kg", "10lb"])),
        (["energy:lots"], .invalidTraitValue(trait: "energy", value: "lots", accepted: ["1–5", "low", "medium", "high"])),
        (["popularity<5kg"], .invalidTraitValue(trait: "popularity", value: "5kg", accepted: ["1", "2", "…"])),
        (["group:foo"], .invalidTraitValue(trait: "group", value: "foo", accepted: AKCGroup.allCases.map(\.rawValue))),
        (["weight>10", "weight<5"], .impossibleConditions(trait: "weight", ["weight>10kg", "weight<5kg"])),
        (["weight>10", "weight<10"], .impossibleConditions(trait: "weight", ["weight>10kg", "weight<10kg"])),
        (["weight=10", "weight<8"], .impossibleConditions(trait: "weight", ["weight=10kg", "weight<8kg"])),
        (["weight<0"], .impossibleConditions(trait: "weight", ["weight<0kg"])),
        (["energy>5"], .impossibleConditions(trait: "energy", ["energy>5"])),
        (["energy<1"], .impossibleConditions(trait: "energy", ["energy<1"])),
        (["children:7"], .impossibleConditions(trait: "children", ["children:7"])),
        (["energy:low", "energy>=4"], .impossibleConditions(trait: "energy", ["energy:low", "energy>=4"])),
        (["popularity<1"], .impossibleConditions(trait: "popularity", ["popularity<1"])),
        (["group:toy", "group:hound"], .impossibleConditions(trait: "group", ["group:toy", "group:hound"])),
    ])
    func refuses(_ words: [String], _ error: CommandError) {
        #expect(throws: error) { try TraitQuery(parsing: words) }
    }

    /// Labels as the languages give them, folded as typed names are (`grösse` and `grosse` are `Größe`),
    /// and two at odds: a made-up language calls weight `Höhe`, which German calls height.
    static let names = TraitNames(
        {
            [("Gewicht", .weight), ("Größe", .height), ("Lebenserwartung", .life), ("体重", .weight), ("Peso", .weight),
             ("Gut mit kleinen Kindern", .children), ("Höhe", .weight), ("Höhe", .height), ("Weight", .weight),
             ("Esperanza de vida", .life), ("Offen gegenüber Fremden", .strangers), ("Verhalten gegenüber Fremden", .demeanor),
             ("Fell", .coat), ("Gruppe", .group)]
        },
        values: { [(.coat, "lockig", "curly"), (.group, "Hütehunde", "herding"), (.energy, "viel", "high"), (.coat, "glatt", "smooth"), (.coat, "glatt", "silky")] }
    )

    /// A trait's name in any language stands for it; the condition keeps the words as typed.
    @Test(arguments: [
        ("gewicht<10", BreedTrait.weight as BreedTrait?, "gewicht<10kg"),
        ("Gewicht<10", .weight, "Gewicht<10kg"),
        ("größe>50", .height, "größe>50cm"),
        ("grösse>50", .height, "grösse>50cm"),
        ("grosse>50", .height, "grosse>50cm"),
        ("lebenserwartung>=12", .life, "lebenserwartung>=12"),
        ("体重<3", .weight, "体重<3kg"),
        ("peso<5lb", .weight, "peso<5lb"),
        ("gutmitkleinenkindern>=4", .children, "gutmitkleinenkindern>=4"),
        ("höhe>10", nil, ""),
        ("weight<10", .weight, "weight<10kg"),
        ("vida>=15", .life, "vida>=15"),
        ("esperanza>=15", .life, "esperanza>=15"),
        ("kindern>=4", .children, "kindern>=4"),
        ("fremden>=4", nil, ""),
        ("de>=4", nil, ""),
    ])
    func readsTraitNamesInEveryLanguage(word: String, trait: BreedTrait?, text: String) throws {
        guard let trait else {
            #expect(throws: CommandError.self) { try TraitQuery(parsing: [word], names: Self.names) }
            return
        }
        let condition = try #require(try TraitQuery(parsing: [word], names: Self.names).conditions.first)
        #expect(condition.trait == trait)
        #expect(condition.text == text)
        let name = String(word.lowercased().prefix { !"<>=:".contains($0) })
        if BreedTrait(rawValue: name) == nil {
            #expect(throws: CommandError.self, "without the names, \(name) is no trait") { try TraitQuery(parsing: [word]) }
        }
    }

    /// A value word in any language stands for the English one, unless two languages give it different meanings.
    @Test(arguments: [
        ("coat:lockig", TraitCondition.Value.word("curly") as TraitCondition.Value?),
        ("fell:Lockig", .word("curly")),
        ("group:hütehunde", .word("herding")),
        ("gruppe:hutehunde", .word("herding")),
        ("energy:viel", .scores(4...5)),
        ("coat:glatt", nil),
        ("energy>viel", nil),
        ("group:lockig", nil),
    ])
    func readsValueWordsInEveryLanguage(word: String, value: TraitCondition.Value?) throws {
        guard let value else {
            #expect(throws: CommandError.self) { try TraitQuery(parsing: [word], names: Self.names) }
            return
        }
        #expect(try TraitQuery(parsing: [word], names: Self.names).conditions.first?.value == value)
    }

    /// A slip of a name in another language suggests the trait it names, as a slip of its own name does.
    ///
    /// A one-word label is suggested as typed in its language (`gewicht`); a word two labels share names
    /// both traits; a short word is not "near" a long label it only scatters across.
    @Test(arguments: [
        ("gewcht<10", ["gewicht"]),
        ("lebenserwatung>3", ["lebenserwartung"]),
        ("wieght<3", ["weight", "height"]),
        ("fremden>3", ["strangers", "demeanor"]),
        ("pug<5", []),
    ])
    func aSlipOfATranslatedNameSuggestsItsTrait(word: String, suggestions: [String]) {
        let name = String(word.prefix { !"<>=:".contains($0) })
        #expect(throws: CommandError.unknownTrait(name, suggestions: suggestions)) { try TraitQuery(parsing: [word], names: Self.names) }
    }

    @Test func withoutTheNamesASlipOfATranslatedNameSuggestsNothing() {
        #expect(throws: CommandError.unknownTrait("gewcht", suggestions: [])) { try TraitQuery(parsing: ["gewcht<10"]) }
    }

    /// `sort` takes a trait's name in any language as `find` does; a trait that has no order, in any language, is refused.
    @Test(arguments: [
        ("sort gewicht", ListOrder(trait: .weight, descending: false) as ListOrder?, true),
        ("sort Lebenserwartung desc", ListOrder(trait: .life, descending: true), true),
        ("sort 体重", ListOrder(trait: .weight, descending: false), true),
        ("sort weight desc", ListOrder(trait: .weight, descending: true), true),
        ("sort gewicht", nil, false),
        ("sort group", nil, true),
        ("sort colour", nil, true),
    ])
    func sortTakesTraitNamesInEveryLanguage(line: String, order: ListOrder?, withNames: Bool) throws {
        let parsed = try #require(try CommandParser.parse(line, on: .find))
        let names = withNames ? Self.names : nil
        guard let order else {
            #expect(throws: CommandError.self) { try parsed.arguments.order(names: names) }
            return
        }
        #expect(try parsed.arguments.order(names: names) == order)
    }

    /// What `sort` says to a word that is no trait it sorts by: a slip of a trait's name in another language
    /// gets the nearest that sort; a slip of its own choices, a trait that has no order or a word near none
    /// gets the whole list (with its own "did you mean" for a slip of a choice).
    @Test(arguments: [
        ("sort gewcht", CommandError.unknownTrait("gewcht", suggestions: ["gewicht"])),
        ("sort wieght", .invalidChoice(.sort, "wieght", choices: BreedTrait.allCases.filter(\.isOrdered).map(\.rawValue))),
        ("sort group", .invalidChoice(.sort, "group", choices: BreedTrait.allCases.filter(\.isOrdered).map(\.rawValue))),
        ("sort fell", .invalidChoice(.sort, "fell", choices: BreedTrait.allCases.filter(\.isOrdered).map(\.rawValue))),
        ("sort colour", .invalidChoice(.sort, "colour", choices: BreedTrait.allCases.filter(\.isOrdered).map(\.rawValue))),
    ])
    func sortRefusesWithTheNearestTraitsThatSort(line: String, error: CommandError) throws {
        let parsed = try #require(try CommandParser.parse(line, on: .find))
        #expect(throws: error) { try parsed.arguments.order(names: Self.names) }
    }

    /// Comparisons typed with spaces around them are read as one condition.
    @Test(arguments: [
        (["weight", "<", "10"], ["weight<10"]),
        (["weight", "<10"], ["weight<10"]),
        (["weight<", "10"], ["weight<10"]),
        (["weight", "<", "10", "energy", ":", "low"], ["weight<10", "energy:low"]),
        (["weight<10", "energy:low"], ["weight<10", "energy:low"]),
        (["weight<10", ":low"], ["weight<10", ":low"]),
        (["<", "10"], ["<10"]),
        (["size", ":", "small", "shedding:low"], ["size:small", "shedding:low"]),
        (["weight<10", "kg"], ["weight<10kg"]),
        (["weight", "<", "22", "LB", "energy:low"], ["weight<22LB", "energy:low"]),
        (["energy:low", "kg"], ["energy:low", "kg"]),
        (["weight", "<", "10", "lbs"], ["weight<10lbs"]),
        (["life", ">", "15", "years"], ["life>15years"]),
    ])
    func spacedComparisonsJoin(_ words: [String], _ joined: [String]) {
        #expect(TraitQuery.joiningSpacedComparisons(words) == joined)
    }

    @Test func aSpacedConditionFindsWhatTheJoinedOneFinds() throws {
        let spaced = try TraitQuery(parsing: ["weight", "<", "10"])
        #expect(spaced == (try TraitQuery(parsing: ["weight<10"])))
        #expect(spaced.text == "weight<10kg")
    }

    /// Conditions that can hold together are not refused: equal bounds, two temperament words.
    @Test(arguments: [["weight>=10", "weight<=10"], ["energy:high", "energy<=4"], ["temperament:calm", "temperament:loyal"], ["group:toy", "group:toy"]])
    func acceptsSatisfiableConditions(_ words: [String]) {
        #expect((try? TraitQuery(parsing: words)) != nil)
    }

    static let small = BreedTraits(facts: BreedFacts(akcName: "Small", group: "Toy Group", temperament: ["Famously Funny", "Calm"],
                                                     popularity: 12, weight: MeasuredRange(lower: 8, upper: 12),
                                                     scores: [.energy: 2], coatType: "Wiry", coatLength: "Short"), details: nil)
    static let sevenPounds = BreedTraits(facts: BreedFacts(akcName: "Seven", weight: MeasuredRange(statedLower: 4, upper: 7, in: .pound)), details: nil)
    static let threeKilograms = BreedTraits(facts: nil, details: BreedDetails(weight: MeasuredRange(lower: 2, upper: 3)))
    static let dogAPIOnly = BreedTraits(facts: nil, details: BreedDetails(group: "Hound", temperament: ["Loyal"], weight: MeasuredRange(lower: nil, upper: 8)))

    /// What each condition matches: a range must lie wholly within it; an unknown value matches nothing.
    @Test(arguments: [
        ("weight<10", small, false), ("weight<=12", small, true), ("weight<13", small, true),
        ("weight>8", small, false), ("weight>=8", small, true), ("weight=10", small, true), ("weight:12", small, true),
        ("weight=13", small, false), ("weight<22lb", small, false), ("weight<27lb", small, true),
        ("energy:low", small, true), ("energy<=1", small, false), ("energy=2", small, true), ("children>=1", small, false),
        ("popularity<=12", small, true), ("popularity<12", small, false),
        ("group:toy", small, true), ("group:hound", small, false), ("coat:wiry", small, true), ("coatlength:short", small, true),
        ("temperament:funny", small, true), ("temperament:calm", small, true), ("temperament:fun", small, true), ("temperament:loyal", small, false),
        // TheDogAPI's values stand in where AKC has none; an open lower end meets no lower bound.
        ("group:hound", dogAPIOnly, true), ("temperament:loyal", dogAPIOnly, true),
        ("weight<10", dogAPIOnly, true), ("weight>=1", dogAPIOnly, false), ("weight=8", dogAPIOnly, true), ("energy:low", dogAPIOnly, false),
        ("size:small", small, true), ("size:medium", small, false),
        // Figures are compared as shown in the unit typed: 7 lb shows as 3 kg, and 3 kg as 7 lb.
        ("weight<=3", sevenPounds, true), ("weight<3", sevenPounds, false), ("weight<=7lb", sevenPounds, true),
        ("weight<=7lb", threeKilograms, true), ("weight<7lb", threeKilograms, false),
    ])
    func matches(_ word: String, _ breed: BreedTraits, _ expected: Bool) throws {
        #expect(try TraitQuery(parsing: [word]).matches(breed) == expected)
    }

    /// How far a breed misses a condition, as a share of the condition's value; nil when unknown.
    @Test(arguments: [
        ("weight<10", small, 0.2), ("weight<=12", small, 0), ("weight>=10", small, 0.2), ("weight=20", small, 0.4),
        ("energy>=4", small, 0.4), ("energy:high", small, 0.4), ("energy:low", small, 0),
        ("popularity<=6", small, 1), ("group:hound", small, 1), ("size:giant", small, 0.75),
        ("children>=3", small, nil), ("temperament:loyal", small, 1), ("weight>=1", dogAPIOnly, nil),
    ] as [(String, BreedTraits, Double?)])
    func nearMissDistances(_ word: String, _ breed: BreedTraits, _ distance: Double?) throws {
        let condition = try #require(try TraitQuery(parsing: [word]).conditions.first)
        #expect(condition.distance(from: breed) == distance)
    }

    /// Every trait has a label, and the trait table names each score trait once.
    @Test func theTraitTableIsComplete() {
        #expect(Set(BreedTrait.allCases.compactMap { if case let .score(score) = $0.kind { score } else { nil } }) == Set(ScoreTrait.allCases))
        for trait in BreedTrait.allCases { #expect(trait.labelKey.rawValue == "trait." + trait.rawValue) }
    }

    /// Completion offers trait names, then the values of the trait typed.
    @Test func completionOffersTraitsThenValues() {
        #expect(Completer.conditionCandidates("", catalog: nil).map(\.text) == BreedTrait.allCases.map { trait in
            if case .range = trait.kind { trait.rawValue } else if case .rank = trait.kind { trait.rawValue } else { trait.rawValue + ":" }
        })
        #expect(Completer.conditionCandidates("si", catalog: nil).contains { $0.text == "size:" })
        #expect(Completer.conditionCandidates("energy:", catalog: nil).map(\.text) == ["energy:low", "energy:medium", "energy:high"])
        #expect(Completer.conditionCandidates("coatlength=", catalog: nil).map(\.text) == ["coatlength=short", "coatlength=medium", "coatlength=long"])
        #expect(Completer.conditionCandidates("weight<", catalog: nil).isEmpty)
        #expect(Completer.conditionCandidates("nope:", catalog: nil).isEmpty)
    }
}
