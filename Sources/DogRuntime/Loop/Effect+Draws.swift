import DogCore

extension Effect {
    /// Whether the effect lays output out at the terminal's width: a presentation or a picture.
    var draws: Bool {
        switch self {
        case .present, .drawImage, .drawGrid: true
        default: false
        }
    }
}
