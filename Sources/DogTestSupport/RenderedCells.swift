import DogImaging

/// Reads truecolor half-block output back into cell colours, as a terminal would show them.
public enum RenderedCells {
    /// One character cell: the colour of its upper and lower half, nil where the terminal's default shows.
    public struct Cell: Equatable, Sendable {
        public let top: RGB?
        public let bottom: RGB?
    }

    /// The cells of one line, interpreting `38;2`, `48;2` and `0` SGR sequences, `▀` and spaces.
    public static func decode(_ line: String) -> [Cell] {
        var foreground: RGB?
        var background: RGB?
        var cells: [Cell] = []
        var rest = Substring(line)
        while let character = rest.first {
            if character == "\u{1B}", let end = rest.firstIndex(of: "m") {
                let codes = rest.dropFirst(2)[..<end].split(separator: ";").compactMap { Int($0) }
                apply(codes, foreground: &foreground, background: &background)
                rest = rest[rest.index(after: end)...]
                continue
            }
            switch character {
            case "▀": cells.append(Cell(top: foreground, bottom: background))
            case " ": cells.append(Cell(top: background, bottom: background))
            default: cells.append(Cell(top: nil, bottom: nil))
            }
            rest = rest.dropFirst()
        }
        return cells
    }

    private static func apply(_ codes: [Int], foreground: inout RGB?, background: inout RGB?) {
        var index = 0
        while index < codes.count {
            switch codes[index] {
            case 0:
                foreground = nil
                background = nil
                index += 1
            case 38 where index + 4 < codes.count && codes[index + 1] == 2:
                foreground = RGB(UInt8(codes[index + 2]), UInt8(codes[index + 3]), UInt8(codes[index + 4]))
                index += 5
            case 48 where index + 4 < codes.count && codes[index + 1] == 2:
                background = RGB(UInt8(codes[index + 2]), UInt8(codes[index + 3]), UInt8(codes[index + 4]))
                index += 5
            default:
                index += 1
            }
        }
    }
}
