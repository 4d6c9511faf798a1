/// The stack of screens: a value with a root that can never be popped, each entry with an identity of its own.
///
/// As TCA's `StackState` does, every screen pushed gets an identity that no other entry of this
/// stack ever has, even the same screen pushed again after a pop. Work started for a screen
/// (a prefetch, say) is keyed on it, so it ends with its entry and is never adopted by a later one.
///
/// As a browser's history does, the screens popped are kept, newest last, so `goForward()` can
/// reopen them; pushing or replacing a screen drops them.
public struct NavigationStack: Hashable, Sendable {
    /// One screen on the stack and its identity.
    public struct Entry: Hashable, Sendable {
        /// The identity, unique among every entry this stack has held.
        public let id: ScreenID
        /// The screen's state.
        public var screen: Screen
    }

    /// The root entry: always the breeds list.
    public private(set) var rootEntry: Entry
    /// Entries pushed above the root, oldest first.
    public private(set) var pushed: [Entry]
    /// Entries popped, the next to reopen last.
    public private(set) var forward: [Entry]
    /// The deepest the stack may grow; pushing beyond it forgets the oldest pushed screen.
    public let maximumDepth: Int
    /// The identity the next new entry gets.
    private var nextID: Int

    /// Creates a stack holding only its root.
    public init(root: Screen, maximumDepth: Int = 64) {
        rootEntry = Entry(id: ScreenID(0), screen: root)
        pushed = []
        forward = []
        nextID = 1
        self.maximumDepth = max(2, maximumDepth)
    }

    /// The root screen.
    public var root: Screen {
        rootEntry.screen
    }

    /// The entry on top.
    public var topEntry: Entry {
        pushed.last ?? rootEntry
    }

    /// The screen on top.
    public var top: Screen {
        topEntry.screen
    }

    /// Entries from the root to the top.
    public var entries: [Entry] {
        [rootEntry] + pushed
    }

    /// Screens from the root to the top.
    public var screens: [Screen] {
        entries.map(\.screen)
    }

    /// How many screens are on the stack, the root included.
    public var depth: Int {
        pushed.count + 1
    }

    /// Pushes a screen on top, as a new entry; the screens to go forward to are dropped.
    public mutating func push(_ screen: Screen) {
        forward.removeAll()
        append(screen)
    }

    /// Pops the top screen, keeping it to go forward to; returns false on the root, which stays.
    @discardableResult
    public mutating func pop() -> Bool {
        guard let popped = pushed.popLast() else { return false }
        forward.append(popped)
        return true
    }

    /// Takes the top screen off for good, as a browser's Stop takes back a page that never
    /// loaded; returns false on the root, which stays.
    @discardableResult
    public mutating func discardTop() -> Bool {
        pushed.popLast() != nil
    }

    /// Pops every screen above the root, keeping them to go forward to.
    public mutating func popToRoot() {
        while pop() {}
    }

    /// Reopens the screen the last pop left, as a new entry; returns false when there is none.
    @discardableResult
    public mutating func goForward() -> Bool {
        guard let next = forward.popLast() else { return false }
        append(next.screen)
        return true
    }

    /// Replaces the top screen (the root when nothing is pushed) with another, as a new entry;
    /// the screens to go forward to are dropped.
    public mutating func replaceTop(_ screen: Screen) {
        forward.removeAll()
        let entry = Entry(id: newID(), screen: screen)
        if pushed.isEmpty { rootEntry = entry } else { pushed[pushed.count - 1] = entry }
    }

    /// Puts a screen on top as a new entry, forgetting the oldest pushed one past the depth limit.
    private mutating func append(_ screen: Screen) {
        pushed.append(Entry(id: newID(), screen: screen))
        if depth > maximumDepth { pushed.removeFirst() }
    }

    /// Changes the top screen's state; it stays the same entry.
    public mutating func updateTop(_ screen: Screen) {
        if pushed.isEmpty { rootEntry.screen = screen } else { pushed[pushed.count - 1].screen = screen }
    }

    /// Changes the root's state, keeping the screens above it; it stays the same entry.
    public mutating func updateRoot(_ screen: Screen) {
        rootEntry.screen = screen
    }

    /// Applies a change to every screen, root included, and to those kept to go forward to; each stays the same entry.
    public mutating func updateAll(_ change: (ScreenID, inout Screen) -> Void) {
        change(rootEntry.id, &rootEntry.screen)
        for index in pushed.indices { change(pushed[index].id, &pushed[index].screen) }
        for index in forward.indices { change(forward[index].id, &forward[index].screen) }
    }

    private mutating func newID() -> ScreenID {
        defer { nextID += 1 }
        return ScreenID(nextID)
    }
}

/// The identity of one entry on a navigation stack.
public struct ScreenID: Hashable, Sendable, CustomStringConvertible {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }

    public var description: String {
        "#\(value)"
    }
}
