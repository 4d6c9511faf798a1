/// A range of measurements such as `10–12` years, where either end may be unknown.
public struct MeasuredRange: Hashable, Sendable {
    /// The lower bound, or nil when only an upper bound is known (`NaN - 8`).
    public let lower: Double?
    /// The upper bound.
    public let upper: Double

    /// Creates a range; a lower bound equal to the upper one makes a single value.
    public init(lower: Double?, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// True when the range is one value, such as `12 years`.
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
