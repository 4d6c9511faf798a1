extension String {
    /// Decodes a C character buffer up to its first NUL as UTF-8, repairing invalid bytes.
    init(cBuffer buffer: [CChar]) {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        self.init(decoding: bytes, as: UTF8.self)
    }
}
