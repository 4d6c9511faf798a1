import DogCore

/// The lines of the last screens rendered, so going back or home to a screen shown before does not render it again.
///
/// Keyed by the presentation itself (screens are values), and emptied whenever the renderer
/// changes (width, language, colours), so a hit is always what rendering would give now.
final class RenderCache {
    // Two arrays searched by index, not one of (presentation, lines) pairs searched with
    // `firstIndex(where:)`, which copied and destroyed every pair it compared: 5 % of a replay's time.
    private var presentations: [Presentation] = []
    private var renderings: [[String]] = []
    private let capacity: Int

    /// Creates a cache holding the last `capacity` renderings.
    init(capacity: Int = 8) {
        self.capacity = capacity
    }

    /// The cached lines of a presentation, or `render()`'s, remembered as the newest.
    func lines(for presentation: Presentation, render: () -> [String]) -> [String] {
        var index = presentations.count - 1
        while index >= 0, presentations[index] != presentation { index -= 1 }
        if index >= 0 {
            let lines = renderings.remove(at: index)
            presentations.append(presentations.remove(at: index))
            renderings.append(lines)
            return lines
        }
        let lines = render()
        presentations.append(presentation)
        renderings.append(lines)
        if presentations.count > capacity {
            presentations.removeFirst()
            renderings.removeFirst()
        }
        return lines
    }

    /// Forgets every rendering.
    func removeAll() {
        presentations.removeAll()
        renderings.removeAll()
    }
}
