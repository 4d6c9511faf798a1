import Glibc

/// The process's environment variables, read straight from the C library's `environ`.
///
/// Foundation's `ProcessInfo` builds the same table but sets up much more on first use, which
/// showed in dogsh's start-up profile (BENCHMARKS.md).
public enum ProcessEnvironment {
    /// Every variable, name to value; where a name repeats, the first wins, as with `getenv`.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        // `clearenv` may leave `environ` null, which its imported type cannot say: read it as optional.
        guard var entry = unsafeBitCast(environ, to: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?.self) else { return variables }
        var count = 0
        while entry[count] != nil { count += 1 }
        variables.reserveCapacity(count)
        while let text = entry.pointee {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals > 0 {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
                }
            }
            entry += 1
        }
        return variables
    }
}
