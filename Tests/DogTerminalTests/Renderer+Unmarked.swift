import DogCore
import DogTerminal

extension PresentationRenderer {
    /// A screen drawn with no favorites, for tests about anything but the marks.
    func render(_ screen: Screen) -> [String] {
        render(screen, marks: FavoriteSet())
    }
}

extension Presentation {
    /// A screen with no favorites, for tests about anything but the marks.
    static func screen(_ screen: Screen) -> Presentation {
        .screen(screen, marks: FavoriteSet())
    }
}
