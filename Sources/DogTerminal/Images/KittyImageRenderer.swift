import DogImaging
import FoundationEssentials
import Glibc

/// Draws a bitmap with kitty's graphics protocol: raw RGB, base64, in chunks of 4096 bytes.
///
/// `a=T` transmits and shows at the cursor, `c`/`r` size it in cells (the terminal scales),
/// and `q=2` keeps the terminal from answering on standard input.
public enum KittyImageRenderer {
    /// The largest payload per escape sequence the protocol allows.
    static let chunkSize = 4096

    /// The escape sequences that draw `bitmap` over `columns × rows` cells.
    public static func sequence(_ bitmap: Bitmap, columns: Int, rows: Int) -> String {
        chunks(bitmap, columns: columns, rows: rows).joined()
    }

    /// The sequences one by one, each at most `chunkSize` bytes of payload; `keepingCursor` adds
    /// `C=1`, so the terminal leaves the cursor where it was.
    static func chunks(_ bitmap: Bitmap, columns: Int, rows: Int, keepingCursor: Bool = false) -> [String] {
        let payload = Data(bitmap.rgb).base64EncodedString()
        var chunks: [Substring] = []
        var start = payload.startIndex
        while start < payload.endIndex {
            let end = payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex) ?? payload.endIndex
            chunks.append(payload[start..<end])
            start = end
        }
        if chunks.isEmpty { chunks = [""] }
        return chunks.enumerated().map { index, chunk in
            let more = index < chunks.count - 1 ? 1 : 0
            let control = index == 0
                ? "a=T,f=24,s=\(bitmap.width),v=\(bitmap.height),c=\(columns),r=\(rows),q=2\(keepingCursor ? ",C=1" : ""),m=\(more)"
                : "m=\(more)"
            return "\u{1B}_G\(control);\(chunk)\u{1B}\\"
        }
    }
}
