/// tmux's passthrough sequence, which hands an escape sequence to the terminal outside tmux.
///
/// `ESC P tmux; … ESC \` with every `ESC` inside doubled. tmux passes it on only where
/// `allow-passthrough` is on, and drops it otherwise.
public enum TmuxPassthrough {
    /// `sequence` wrapped for tmux to pass it on unchanged.
    public static func wrap(_ sequence: String) -> String {
        var wrapped = "\u{1B}Ptmux;"
        wrapped.unicodeScalars.reserveCapacity(sequence.unicodeScalars.count + 16)
        for scalar in sequence.unicodeScalars {
            if scalar == "\u{1B}" { wrapped.unicodeScalars.append(scalar) }
            wrapped.unicodeScalars.append(scalar)
        }
        return wrapped + "\u{1B}\\"
    }
}
