/// A measured range as a person reads it: in one unit, with the precision its source had.
public struct DisplayedRange: Hashable, Sendable {
    /// The lower bound; nil when only an upper bound is known.
    public let lower: Double?
    /// The upper bound, or the one figure.
    public let upper: Double
    /// The unit the figures are in.
    public let unit: MeasureUnit
    /// True when the source gave one figure, shown as approximate (`about 3 kg`).
    public let isApproximate: Bool
}

extension MeasuredRange {
    /// The figures in `unit`, each rounded to the precision it can honestly claim.
    ///
    /// A figure stated in the unit shown keeps its own steps: AKC's inches and pounds come in
    /// halves. One converted from another unit is rounded to that unit's grain: inches to whole
    /// centimetres, pounds to half kilograms under 10 kg and whole ones above, kilograms and
    /// centimetres to whole pounds and inches; years stay years.
    public func displayed(in unit: MeasureUnit) -> DisplayedRange {
        let statedIn = statedUnit ?? Self.ownUnit(of: unit)
        let step = statedIn == unit ? Self.statedStep(unit) : nil
        func shown(_ base: Double) -> Double {
            let value = base / unit.factor
            let grain = step ?? Self.convertedGrain(unit, value: value)
            return (value / grain).rounded() * grain
        }
        return DisplayedRange(lower: lower.map(shown), upper: shown(upper), unit: unit, isApproximate: isSingleValue)
    }

    /// The trait's own unit for a unit of the same quantity.
    static func ownUnit(of unit: MeasureUnit) -> MeasureUnit {
        switch unit {
        case .kilogram, .pound: .kilogram
        case .centimetre, .inch: .centimetre
        case .year: .year
        }
    }

    /// The steps a source's own figures come in: halves of inches and pounds, whole kilograms,
    /// centimetres and years (TheDogAPI's metric figures are whole).
    static func statedStep(_ unit: MeasureUnit) -> Double {
        switch unit {
        case .pound, .inch: 0.5
        case .kilogram, .centimetre, .year: 1
        }
    }

    /// The grain a figure converted into `unit` is rounded to.
    static func convertedGrain(_ unit: MeasureUnit, value: Double) -> Double {
        switch unit {
        case .kilogram: value < 10 ? 0.5 : 1
        case .centimetre, .pound, .inch, .year: 1
        }
    }
}
