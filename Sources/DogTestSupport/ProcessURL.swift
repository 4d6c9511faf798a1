import Foundation

extension Process {
    /// Starts a server process that prints its URL on its first line, and returns that URL;
    /// nil when the line is no URL of 127.0.0.1 with a port (the process is then stopped).
    public func runReadingLoopbackURL() throws -> URL? {
        let output = Pipe()
        standardOutput = output
        try run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: text), url.host == "127.0.0.1", url.port != nil else {
            terminate()
            return nil
        }
        return url
    }
}
