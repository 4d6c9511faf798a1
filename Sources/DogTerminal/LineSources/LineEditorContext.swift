import DogCore

/// What the line editor asks the session while a person types: completions, and the language and
/// colours to show things in.
///
/// It is asked from the thread that reads keys, so it must be safe to share.
public protocol LineEditorContext: Sendable {
    /// Completions for the text before the cursor.
    func completion(for text: String) -> Completion
    /// The strings prompts of the editor's own (the history search) are written with.
    var strings: Strings { get }
    /// The colours candidate lists are drawn in.
    var painter: Painter { get }
}
