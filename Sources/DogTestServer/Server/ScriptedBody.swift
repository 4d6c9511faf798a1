import FlyingFox
import FlyingSocks
import Foundation

/// A response body that arrives on a script: in chunks with pauses, and possibly cut off.
///
/// The server writes the declared length (or chunked encoding) in the headers, then sends
/// what the script allows; when the script stops early the connection is closed, which a
/// client sees as a truncated body or a reset connection.
struct ScriptedBody: AsyncBufferedSequence {
    typealias Element = UInt8

    /// The bytes to send.
    let bytes: [UInt8]
    /// Bytes per chunk.
    let chunkBytes: Int
    /// The pause before each chunk after the first.
    let interval: Duration
    /// How many bytes to send before closing the connection; nil sends them all.
    let cutAfter: Int?

    func makeAsyncIterator() -> Iterator {
        Iterator(body: self)
    }

    /// Hands out the script's chunks.
    struct Iterator: AsyncBufferedIteratorProtocol {
        let body: ScriptedBody
        var offset = 0

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            let end = body.cutAfter.map { Swift.min($0, body.bytes.count) } ?? body.bytes.count
            guard offset < end else {
                if end < body.bytes.count { throw ConnectionCut() }
                return nil
            }
            if offset > 0, body.interval > .zero { try await Task.sleep(for: body.interval) }
            let size = Swift.min(body.chunkBytes, count, end - offset)
            defer { offset += size }
            return body.bytes[offset..<(offset + size)]
        }
    }

    /// Ends the response early; the server closes the connection.
    struct ConnectionCut: Error {}
}
