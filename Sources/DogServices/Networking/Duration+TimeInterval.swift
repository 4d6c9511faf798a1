/// Durations as the seconds Foundation measures time in.
extension Duration {
    /// The duration in seconds.
    var timeInterval: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
