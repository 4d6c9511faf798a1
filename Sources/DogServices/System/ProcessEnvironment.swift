import Glibc

/// The process's environment variables, read from the C library's `environ`.
///
/// Foundation's `ProcessInfo` makes the same table, but sets up much more on first use.
public enum ProcessEnvironment {
    /// Every variable, name to value; a name set twice keeps its first value, as `getenv` reads it.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        guard var entry = Optional(environ) else { return variables }
        while let pointer = entry.pointee {
            let text = String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
