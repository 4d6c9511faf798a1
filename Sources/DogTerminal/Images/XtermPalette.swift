import DogImaging

/// The xterm 256-colour palette's 6×6×6 cube and grey ramp, and the nearest entry to a colour.
public enum XtermPalette {
    /// The cube's channel levels.
    static let levels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The palette index (16–255) nearest to a colour: the nearest cube colour or grey, whichever is closer.
    public static func index(of color: RGB) -> UInt8 {
        let red = Int(color.red), green = Int(color.green), blue = Int(color.blue)
        let cube = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cubeColor = (levels[cube.0], levels[cube.1], levels[cube.2])
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        let average = (red + green + blue) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let grey = 8 + 10 * greyStep
        let cubeDistance = distance((red, green, blue), cubeColor)
        let greyDistance = distance((red, green, blue), (grey, grey, grey))
        return UInt8(greyDistance < cubeDistance ? 232 + greyStep : cubeIndex)
    }

    /// The colour a palette index stands for (16–255).
    public static func color(of index: UInt8) -> RGB {
        let value = Int(index)
        if value >= 232 {
            let level = UInt8(8 + 10 * (value - 232))
            return RGB(level, level, level)
        }
        let cube = value - 16
        return RGB(UInt8(levels[cube / 36]), UInt8(levels[(cube / 6) % 6]), UInt8(levels[cube % 6]))
    }

    private static func nearestLevel(_ value: Int) -> Int {
        var best = 0
        for (index, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value) { best = index }
        return best
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let red = a.0 - b.0, green = a.1 - b.1, blue = a.2 - b.2
        return red * red + green * green + blue * blue
    }
}
