/// A fast, seedable random number generator (SplitMix64) for repeatable random picks.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    @usableFromInline var state: UInt64

    /// Creates a generator; the same seed always gives the same sequence.
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension RandomNumberGenerator {
    /// Picks `count` distinct indices of `0..<total` in random order (a partial Fisher–Yates shuffle).
    ///
    /// Only the swapped places are kept, in a dictionary, so a pick of 10 among 1,000 images does
    /// not build the whole pool; the picks are those of the full shuffle. Inlinable, so a caller in
    /// another module gets it specialized for its generator: generic, the shuffle was 4 % of a
    /// replay's time.
    @inlinable
    public mutating func sampleIndices(_ count: Int, of total: Int) -> [Int] {
        let wanted = min(max(0, count), total)
        var moved: [Int: Int] = [:]
        moved.reserveCapacity(wanted * 2)
        var picks: [Int] = []
        picks.reserveCapacity(wanted)
        for position in 0..<wanted {
            let pick = Int.random(in: position..<total, using: &self)
            picks.append(moved[pick] ?? pick)
            moved[pick] = moved[position] ?? position
        }
        return picks
    }
}
