/// The stack of screens: a value with a root that can never be popped.
public struct NavigationStack: Hashable, Sendable {
    /// The root screen, always the breeds list.
    public private(set) var root: Screen
    /// Screens pushed above the root, oldest first.
    public private(set) var pushed: [Screen]
    /// The deepest the stack may grow; pushing beyond it forgets the oldest pushed screen.
    public let maximumDepth: Int

    /// Creates a stack holding only its root.
    public init(root: Screen, maximumDepth: Int = 64) {
        self.root = root
        self.pushed = []
        self.maximumDepth = max(2, maximumDepth)
    }

    /// The screen on top.
    public var top: Screen {
        pushed.last ?? root
    }

    /// Screens from the root to the top.
    public var screens: [Screen] {
        [root] + pushed
    }

    /// How many screens are on the stack, the root included.
    public var depth: Int {
        pushed.count + 1
    }

    /// Pushes a screen on top.
    public mutating func push(_ screen: Screen) {
        pushed.append(screen)
        if depth > maximumDepth { pushed.removeFirst() }
    }

    /// Pops the top screen; returns false on the root, which stays.
    @discardableResult
    public mutating func pop() -> Bool {
        pushed.popLast() != nil
    }

    /// Pops every screen above the root.
    public mutating func popToRoot() {
        pushed.removeAll()
    }

    /// Replaces the root, keeping the screens above it.
    public mutating func replaceRoot(_ screen: Screen) {
        root = screen
    }

    /// Replaces the top screen (the root when nothing is pushed).
    public mutating func replaceTop(_ screen: Screen) {
        if pushed.isEmpty { root = screen } else { pushed[pushed.count - 1] = screen }
    }

    /// Applies a change to every screen, root included.
    public mutating func updateAll(_ change: (inout Screen) -> Void) {
        change(&root)
        for index in pushed.indices { change(&pushed[index]) }
    }
}
