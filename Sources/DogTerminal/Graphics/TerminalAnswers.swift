import DogImaging

/// What a terminal answered to dogsh's graphics queries, read from the bytes it sent back.
///
/// The queries (`TerminalQuery.request`) end with the primary device attributes (`CSI c`), which
/// every terminal answers, so its answer marks the end: whatever else was answered came before it.
/// - `CSI ? 62 ; 4 ; 22 c`: the attributes; `4` among them means sixel.
/// - `CSI 6 ; height ; width t`: a cell's size in pixels (the answer to `CSI 16 t`).
/// - `CSI ? 2 ; 0 ; width ; height S`: the largest sixel image (XTSMGRAPHICS; status 0 is success).
/// - `CSI ? 1 ; 0 ; count S`: the sixel colour registers (XTSMGRAPHICS).
///
/// Other bytes (keys typed meanwhile) are kept apart, in `otherInput`.
public struct TerminalAnswers: Hashable, Sendable {
    /// The device attributes, once their answer has come.
    public var attributes: [Int]?
    /// A cell's size in pixels.
    public var cell: PixelSize?
    /// The largest sixel image, in pixels.
    public var sixelLimit: PixelSize?
    /// The number of sixel colour registers.
    public var colorRegisters: Int?
    /// Bytes that were no answer, in the order they came.
    public var otherInput: [UInt8] = []

    /// Nothing answered yet.
    public init() {}

    /// Whether the device attributes have come, the last of the answers.
    public var isComplete: Bool {
        attributes != nil
    }

    /// Whether the terminal draws sixel graphics: attribute 4.
    public var hasSixel: Bool {
        attributes?.contains(4) ?? false
    }

    /// The answers in some bytes; bytes of an answer cut short at the end are returned to be read again with what follows.
    public static func parse(_ bytes: [UInt8]) -> (answers: TerminalAnswers, unfinished: [UInt8]) {
        var answers = TerminalAnswers()
        let unfinished = answers.read(bytes)
        return (answers, unfinished)
    }

    /// Reads more bytes into the answers; returns the bytes of an answer not yet complete at the end.
    public mutating func read(_ bytes: [UInt8]) -> [UInt8] {
        var index = 0
        while index < bytes.count {
            let introducer: Int
            if bytes[index] == 0x1B {
                guard index + 1 < bytes.count else { return Array(bytes[index...]) }
                guard bytes[index + 1] == UInt8(ascii: "[") else {
                    otherInput.append(bytes[index])
                    index += 1
                    continue
                }
                introducer = 2
            } else if bytes[index] == 0x9B {
                introducer = 1
            } else {
                otherInput.append(bytes[index])
                index += 1
                continue
            }
            // A control sequence: parameter bytes (0x30–0x3F), intermediates (0x20–0x2F), one final byte (0x40–0x7E).
            var end = index + introducer
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return Array(bytes[index...]) }
            let sequence = Array(bytes[index..<(end + 1)])
            if !take(Array(bytes[(index + introducer)..<end]), final: bytes[end]) { otherInput += sequence }
            index = end + 1
        }
        return []
    }

    /// Records one control sequence if it is an answer; false when it is not one.
    private mutating func take(_ parameters: [UInt8], final: UInt8) -> Bool {
        let isPrivate = parameters.first == UInt8(ascii: "?")
        let text = parameters.dropFirst(isPrivate ? 1 : 0)
        guard text.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: ";")).contains($0) && $0 != UInt8(ascii: ":") }) else { return false }
        let numbers = text.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { Int(String(decoding: $0, as: UTF8.self)) }
        switch (isPrivate, final) {
        case (true, UInt8(ascii: "c")):
            attributes = numbers.compactMap { $0 }
            return true
        case (false, UInt8(ascii: "t")):
            guard numbers.count == 3, numbers[0] == 6, let height = numbers[1], let width = numbers[2], width > 0, height > 0 else { return false }
            cell = PixelSize(width: width, height: height)
            return true
        case (true, UInt8(ascii: "S")):
            guard numbers.count >= 3, let item = numbers[0], let status = numbers[1] else { return false }
            guard status == 0 else { return true }
            if item == 1, let count = numbers[2], count > 0 {
                colorRegisters = count
            } else if item == 2, numbers.count >= 4, let width = numbers[2], let height = numbers[3], width > 0, height > 0 {
                sixelLimit = PixelSize(width: width, height: height)
            }
            return true
        default:
            return false
        }
    }

    /// What the answers say of the terminal's pixels, with `fallbackCell` where it gave no cell size.
    public func graphics(fallbackCell: PixelSize?) -> TerminalGraphics {
        TerminalGraphics(cell: cell ?? fallbackCell, sixelLimit: sixelLimit, colorRegisters: colorRegisters)
    }
}
