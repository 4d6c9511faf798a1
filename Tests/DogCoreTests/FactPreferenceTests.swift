import Testing
@testable import DogCore

/// The one rule for which source's value a fact takes, and the honest precision it is shown with.
@Suite struct FactPreferenceTests {
    typealias R = MeasuredRange
    static let lb = MeasureUnit.pound

    /// AKC's range, TheDogAPI's, the tolerance; the value chosen, its source, the other noted.
    @Test(arguments: [
        // One source only: its value, nothing noted.
        (R(lower: 10, upper: 12), nil, 0.5, R(lower: 10, upper: 12), true, nil),
        (nil, R(lower: 10, upper: 13), 0.5, R(lower: 10, upper: 13), false, nil),
        // Both agree within the grain: AKC's, nothing noted.
        (R(statedLower: 55, upper: 80, in: lb), R(lower: 25, upper: 36), 0.5, R(statedLower: 55, upper: 80, in: lb), true, nil),
        // Both ranges, disagreeing: AKC's, TheDogAPI's noted.
        (R(lower: 10, upper: 12), R(lower: 10, upper: 13), 0.5, R(lower: 10, upper: 12), true, R(lower: 10, upper: 13)),
        // AKC's single figure (often a limit) loses to TheDogAPI's range, and is noted.
        (R(statedLower: 7, upper: 7, in: lb), R(lower: 2, upper: 3), 0.5, R(lower: 2, upper: 3), false, R(statedLower: 7, upper: 7, in: lb)),
        // Two single figures: AKC's.
        (R(lower: 3, upper: 3), R(lower: 3, upper: 3), 0.5, R(lower: 3, upper: 3), true, nil),
        // A range with no lower end differs from one that has it.
        (R(lower: nil, upper: 8), R(lower: 6, upper: 8), 0.5, R(lower: nil, upper: 8), true, R(lower: 6, upper: 8)),
    ] as [(R?, R?, Double, R, Bool, R?)])
    func measures(akc: R?, dogAPI: R?, tolerance: Double, value: R, fromAKC: Bool, other: R?) throws {
        let fact = try #require(FactPreference.measure(akc: akc, dogAPI: dogAPI, dogAPISource: nil, tolerance: tolerance))
        #expect(fact.value == value)
        #expect((fact.source == .akc) == fromAKC)
        #expect(fact.other?.value == other)
        #expect(fact.other.map { $0.source != fact.source } ?? true, "the note names the other source")
    }

    @Test func noSourceNoFact() {
        #expect(FactPreference.measure(akc: nil, dogAPI: nil, dogAPISource: nil, tolerance: 1) == nil)
        #expect(FactPreference.word(akc: nil, dogAPI: nil, dogAPISource: nil) { $0 } == nil)
    }

    /// Groups compared as AKC's groups: the same group in other words is not a disagreement.
    @Test(arguments: [
        ("Sporting", "Sporting", nil),
        ("Toy", "Toy", nil),
        ("Herding", "Working", "Working"),
        ("Foundation Stock Service", "Herding", "Herding"),
    ] as [(String, String, String?)])
    func groups(akc: String, dogAPI: String, noted: String?) throws {
        let fact = try #require(FactPreference.word(akc: akc, dogAPI: dogAPI, dogAPISource: nil) { AKCGroup(sourceName: $0) })
        #expect(fact.value == akc && fact.source == .akc)
        #expect(fact.other?.value == noted)
    }

    /// A range, the unit shown; the figures shown and whether approximate.
    @Test(arguments: [
        // AKC's inches and pounds shown as stated, in their halves.
        (R(statedLower: 21.5, upper: 24.5, in: .inch), MeasureUnit.inch, 21.5, 24.5, false),
        (R(statedLower: 55, upper: 80, in: lb), .pound, 55, 80, false),
        // Converted: inches to whole centimetres, pounds to half kilograms under 10 kg, whole above.
        (R(statedLower: 21.5, upper: 24.5, in: .inch), .centimetre, 55, 62, false),
        (R(statedLower: 55, upper: 80, in: lb), .kilogram, 25, 36, false),
        (R(statedLower: 7, upper: 9, in: lb), .kilogram, 3, 4, false),
        (R(statedLower: 13, upper: 30, in: lb), .kilogram, 6, 14, false),
        // Metric figures converted to whole pounds and inches.
        (R(lower: 25, upper: 36), .pound, 55, 79, false),
        (R(lower: 55, upper: 62), .inch, 22, 24, false),
        // A single figure is approximate.
        (R(statedLower: 6, upper: 6, in: lb), .kilogram, 2.5, 2.5, true),
        (R(lower: 10, upper: 12), .year, 10, 12, false),
    ] as [(R, MeasureUnit, Double, Double, Bool)])
    func honestPrecision(range: R, unit: MeasureUnit, lower: Double, upper: Double, approximate: Bool) {
        let shown = range.displayed(in: unit)
        #expect(shown.lower == lower && shown.upper == upper)
        #expect(shown.isApproximate == approximate)
        #expect(shown.unit == unit)
    }

    /// Weights by their middle, in Royal Canin's classes.
    @Test(arguments: [
        (R(lower: 1.5, upper: 3), SizeClass.toy), (R(lower: 3, upper: 5), .toy), (R(lower: 3, upper: 6), .small),
        (R(lower: 9, upper: 12), .small), (R(lower: 10, upper: 12), .medium), (R(lower: 25, upper: 26), .medium),
        (R(lower: 25, upper: 36), .large), (R(lower: 40, upper: 49), .giant), (R(lower: nil, upper: 8), .small),
    ] as [(R, SizeClass)])
    func sizeClasses(weight: R, size: SizeClass) {
        #expect(SizeClass(weight: weight) == size)
    }

    /// The measurement locale: LC_ALL, then LC_MEASUREMENT, then LANG; imperial in the US, Liberia and Myanmar.
    @Test(arguments: [
        ([:], UnitSystem.metric),
        (["LANG": "en_US.UTF-8"], .imperial),
        (["LANG": "en_GB.UTF-8"], .metric),
        (["LANG": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8"], .metric),
        (["LC_ALL": "en_US", "LC_MEASUREMENT": "de_DE.UTF-8"], .imperial),
        (["LC_ALL": "", "LANG": "my_MM.UTF-8"], .imperial),
        (["LANG": "en_LR"], .imperial),
        (["LANG": "C.UTF-8"], .metric),
        (["LANG": "es_US.UTF-8@euro"], .imperial),
    ] as [([String: String], UnitSystem)])
    func unitsFromTheEnvironment(environment: [String: String], system: UnitSystem) {
        let locale = UnitSystem.fromEnvironment(environment)
        #expect(UnitsSetting.auto.system(locale: locale) == system)
        #expect(UnitsSetting.metric.system(locale: locale) == .metric)
        #expect(UnitsSetting.imperial.system(locale: locale) == .imperial)
    }
}
