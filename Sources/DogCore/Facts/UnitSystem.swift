/// Metric or imperial: how measured figures are shown.
public enum UnitSystem: String, CaseIterable, Hashable, Sendable {
    case metric, imperial

    /// The unit a measured trait is shown in.
    public func unit(for trait: BreedTrait) -> MeasureUnit {
        switch (trait, self) {
        case (.weight, .metric): .kilogram
        case (.weight, .imperial): .pound
        case (.height, .metric): .centimetre
        case (.height, .imperial): .inch
        default: .year
        }
    }

    /// The territories whose people measure in pounds and inches: the United States, Liberia and Myanmar.
    static let imperialTerritories: Set<String> = ["US", "LR", "MM"]

    /// The system the measurement locale names: `LC_ALL`, then `LC_MEASUREMENT`, then `LANG`;
    /// imperial for `en_US.UTF-8` and the other imperial territories, metric otherwise.
    public static func fromEnvironment(_ environment: [String: String]) -> UnitSystem {
        let locale = measurementLocale(environment)?.value ?? ""
        // language_TERRITORY.codeset@modifier
        let name = locale.split(separator: ".").first.map(String.init) ?? ""
        let territory = name.split(separator: "_").dropFirst().first.map { String($0.prefix { $0 != "@" }).uppercased() } ?? ""
        return imperialTerritories.contains(territory) ? .imperial : .metric
    }

    /// The variable that names the measurement locale, and its value: the first of `LC_ALL`,
    /// `LC_MEASUREMENT` and `LANG` that is set and not empty; nil when none is.
    public static func measurementLocale(_ environment: [String: String]) -> (variable: String, value: String)? {
        ["LC_ALL", "LC_MEASUREMENT", "LANG"].lazy.compactMap { name in environment[name].map { (name, $0) } }.first { !$0.1.isEmpty }
    }
}

/// The `units` setting: a system, or `auto` for the one the measurement locale names.
public enum UnitsSetting: String, CaseIterable, Hashable, Sendable {
    case metric, imperial, auto

    /// The localization key of the setting's name.
    public var nameKey: LocalizationKey {
        switch self {
        case .metric: .unitsMetric
        case .imperial: .unitsImperial
        case .auto: .unitsAuto
        }
    }

    /// The system the setting stands for where the measurement locale names `locale`.
    public func system(locale: UnitSystem) -> UnitSystem {
        switch self {
        case .metric: .metric
        case .imperial: .imperial
        case .auto: locale
        }
    }
}
