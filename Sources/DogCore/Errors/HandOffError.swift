/// Why a URL could not be handed to a browser.
public enum HandOffError: Error, Hashable, Sendable {
    /// No command in `$BROWSER` exists, and neither does `xdg-open`.
    case noBrowser(url: String)
    /// The browser command ended with a failure status.
    case browserFailed(command: String, status: Int)

    /// The localized message that explains the error.
    public var message: Message {
        switch self {
        case let .noBrowser(url):
            Message(.errorBrowserMissing, ["url": .text(url)])
        case let .browserFailed(command, status):
            Message(.errorBrowserFailed, ["command": .text(command), "status": .number(status)])
        }
    }
}
