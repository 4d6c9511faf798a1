/// Names cache files after a hash of the URL, never after anything the network sent.
public enum CacheKey {
    /// A 16-hex-digit FNV-1a hash of the URL; entries also store the URL itself, so a collision is detected.
    public static func fileName(for url: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16).zeroPadded(to: 16)
    }
}
