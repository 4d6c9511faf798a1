/// A range of measurements such as `10–12` years, where either end may be unknown, in the
/// trait's own unit (kilograms, centimetres, years), with the unit its source stated it in.
///
/// AKC states heights in inches and weights in pounds; kept with them, a figure is shown with
/// no more precision than it had (`MeasuredRange+Display.swift`).
public struct MeasuredRange: Hashable, Sendable {
    /// The lower bound, or nil when only an upper bound is known (`NaN - 8`).
    public let lower: Double?
    /// The upper bound.
    public let upper: Double
    /// The unit the source stated the figures in; nil when it stated them in the trait's own unit.
    public let statedUnit: MeasureUnit?

    /// Creates a range in the trait's own unit; a lower bound equal to the upper one makes a single value.
    public init(lower: Double?, upper: Double, statedUnit: MeasureUnit? = nil) {
        self.lower = lower
        self.upper = upper
        self.statedUnit = statedUnit == .kilogram || statedUnit == .centimetre || statedUnit == .year ? nil : statedUnit
    }

    /// A range from figures in the unit a source stated them in (`21.5–24.5` inches), kept in the trait's own unit.
    public init(statedLower lower: Double?, upper: Double, in unit: MeasureUnit) {
        self.init(lower: lower.map { $0 * unit.factor }, upper: upper * unit.factor, statedUnit: unit)
    }

    /// True when the source gave one figure, not a range (`7 pounds`): often a limit, so it is
    /// shown as approximate.
    public var isSingleValue: Bool { lower == upper }

    /// Parses TheDogAPI's range texts; nil when the text holds no number.
    ///
    /// Handles `10 - 12 years`, `8 – 15 years`, `12 - 16 Years years`, `NaN - 8`,
    /// `up - 18`, `12-15` and `Male: 25-30; Female: 20-25` (the overall minimum and maximum).
    public init?(parsing text: String) {
        let numbers = MeasuredRange.numbers(in: text)
        guard let low = numbers.min(), let high = numbers.max() else { return nil }
        let trimmed = text.drop { $0 == " " }.lowercased()
        let openLower = numbers.count == 1 && (trimmed.hasPrefix("nan") || trimmed.hasPrefix("up"))
        self.init(lower: openLower ? nil : low, upper: high)
    }

    /// The decimal numbers in a text, in order; `NaN` is not a number.
    static func numbers(in text: String) -> [Double] {
        var numbers: [Double] = []
        var current: [UInt8] = []
        func finish() {
            if current.last == UInt8(ascii: ".") { current.removeLast() }
            if let value = Double(String(decoding: current, as: UTF8.self)) { numbers.append(value) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (byte == UInt8(ascii: ".") && !current.isEmpty) {
                current.append(byte)
            } else if !current.isEmpty {
                finish()
            }
        }
        if !current.isEmpty { finish() }
        return numbers
    }
}
