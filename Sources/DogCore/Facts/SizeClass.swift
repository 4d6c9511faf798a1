/// How big a breed is, by the middle of its weight range, in the classes of Royal Canin's Size
/// Health Nutrition: X-small up to 4 kg, mini to 10 kg, medium 11–25 kg, maxi 26–44 kg and
/// giant from 45 kg (docs/choosing.md, "find").
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
    case toy, small, medium, large, giant

    /// The class of a weight range, by its middle in kilograms.
    public init(weight: MeasuredRange) {
        let middle = ((weight.lower ?? weight.upper) + weight.upper) / 2
        self = switch middle {
        case ...4: .toy
        case ...10.5: .small
        case ...25.5: .medium
        case ..<44.5: .large
        default: .giant
        }
    }

    /// The heaviest middle weight of the class, in kilograms; nil for giant, which has no top.
    public var upperWeight: Double? {
        switch self {
        case .toy: 4
        case .small: 10.5
        case .medium: 25.5
        case .large: 44.5
        case .giant: nil
        }
    }

    /// The localization key of the class's name.
    public var labelKey: LocalizationKey {
        switch self {
        case .toy: .sizeToy
        case .small: .sizeSmall
        case .medium: .sizeMedium
        case .large: .sizeLarge
        case .giant: .sizeGiant
        }
    }
}
