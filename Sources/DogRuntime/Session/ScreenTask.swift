import DogCore

/// Background work started for a screen, cancelled when the screen is left.
struct ScreenTask {
    struct Owner: Hashable {
        let depth: Int
        let crumb: Crumb
    }

    let owner: Owner
    let task: Task<Void, Never>
}
