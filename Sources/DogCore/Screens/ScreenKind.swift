/// The kinds of screen that can be on the navigation stack.
public enum ScreenKind: String, CaseIterable, Hashable, Sendable {
    case breeds, breed, favorites, search, find

    /// The localization key of the screen's name, as help and errors mention it.
    public var titleKey: LocalizationKey {
        switch self {
        case .breeds: .screenBreedsName
        case .breed: .screenBreedName
        case .favorites: .screenFavoritesName
        case .search: .screenSearchName
        case .find: .screenFindName
        }
    }
}
