import Glibc

/// The process's environment variables, read from the C library's `environ`.
///
/// Foundation's `ProcessInfo` makes the same table, but sets up much more on first use.
public enum ProcessEnvironment {
    /// Every variable, name to value; a name set twice keeps its first value, as `getenv` reads it.
    public static func current() -> [String: String] {
        guard let entries = Optional(environ) else { return [:] }
        var count = 0
        while entries[count] != nil { count += 1 }
        // Made at its full size: a dictionary that grows looks its storage type up by mangled
        // name the first time, which scans every type in the binary (BENCHMARKS.md).
        var variables = [String: String](minimumCapacity: count)
        for entry in UnsafeBufferPointer(start: entries, count: count) {
            guard let entry, let equals = strchr(entry, Int32(UInt8(ascii: "="))) else { continue }
            let name = String(decoding: UnsafeRawBufferPointer(start: entry, count: entry.distance(to: equals)), as: UTF8.self)
            if variables[name] == nil { variables[name] = String(cString: equals + 1) }
        }
        return variables
    }
}
