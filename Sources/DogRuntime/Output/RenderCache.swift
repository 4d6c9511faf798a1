import DogCore

/// The lines of the last screens rendered, so going back or home to a screen shown before does not render it again.
///
/// Keyed by the presentation itself (screens are values), and emptied whenever the renderer
/// changes (width, language, colours), so a hit is always what rendering would give now.
final class RenderCache {
    private var entries: [(presentation: Presentation, lines: [String])] = []
    private let capacity: Int

    /// Creates a cache holding the last `capacity` renderings.
    init(capacity: Int = 8) {
        self.capacity = capacity
    }

    /// The cached lines of a presentation, or `render()`'s, remembered as the newest.
    func lines(for presentation: Presentation, render: () -> [String]) -> [String] {
        if let index = entries.firstIndex(where: { $0.presentation == presentation }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.lines
        }
        let lines = render()
        entries.append((presentation, lines))
        if entries.count > capacity { entries.removeFirst() }
        return lines
    }

    /// Forgets every rendering.
    func removeAll() {
        entries.removeAll()
    }
}
