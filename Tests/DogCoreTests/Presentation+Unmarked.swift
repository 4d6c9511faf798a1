@testable import DogCore

extension Presentation {
    /// A screen with no favorites, for tests about anything but the marks.
    static func screen(_ screen: Screen) -> Presentation {
        .screen(screen, marks: FavoriteSet())
    }
}
