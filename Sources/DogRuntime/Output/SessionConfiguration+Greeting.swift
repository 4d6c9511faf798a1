import DogCore
import DogServices
import DogTerminal

extension SessionConfiguration {
    /// What a person at a terminal sees before the session is made: the welcome to the embedded
    /// catalog and the first prompt, in the look a session started with this configuration has.
    ///
    /// A test holds both to what the started session shows.
    @MainActor public func greeting(preferences: Preferences) -> (welcome: [String], prompt: String) {
        let renderer = SessionDisplay.renderer(for: self, preferences: preferences, languageOverride: languageFlag, unitsOverride: unitsFlag)
        let welcome = Message.welcome(breeds: EmbeddedCatalog.breedCount, subBreeds: EmbeddedCatalog.subBreedCount, source: EmbeddedCatalog.sourceName)
        let welcomeLines = renderer.render(.message(welcome)), prompt = renderer.prompt([.breeds], offline: false)
        guard writesASCII else { return (welcomeLines, prompt) }
        return (welcomeLines.map { ASCIIText.line($0, width: renderer.width) }, ASCIIText.line(prompt))
    }
}
