import DogCore

/// Background work started for a screen, cancelled when the screen is left.
struct ScreenTask {
    let owner: ScreenID
    let task: Task<Void, Never>
}
