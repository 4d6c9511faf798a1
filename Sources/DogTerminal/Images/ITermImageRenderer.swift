import FoundationEssentials
import Glibc

/// Draws an image with iTerm2's inline image protocol: the original file, base64, sized in cells.
public enum ITermImageRenderer {
    /// The escape sequence that draws the encoded image `bytes` over `columns × rows` cells.
    public static func sequence(_ bytes: Data, columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(bytes.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
            + bytes.base64EncodedString() + "\u{7}"
    }
}
