import Foundation

/// Writes 8-bit RGB pixels as a PNG file, with stored (uncompressed) deflate blocks.
///
/// Small and dependency-free: the test server needs valid image bytes, not small ones.
public enum PNGEncoder {
    /// Encodes `width × height` pixels given as `rgb` bytes, row by row.
    public static func encode(width: Int, height: Int, rgb: [UInt8]) -> Data {
        precondition(width > 0 && height > 0 && rgb.count == width * height * 3)
        var scanlines: [UInt8] = []
        scanlines.reserveCapacity((width * 3 + 1) * height)
        for row in 0..<height {
            scanlines.append(0)
            scanlines += rgb[(row * width * 3)..<((row + 1) * width * 3)]
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png += chunk("IHDR", header)
        png += chunk("IDAT", zlibStored(scanlines))
        png += chunk("IEND", [])
        return png
    }

    /// Wraps bytes in a zlib stream of stored deflate blocks.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, bytes.count - offset)
            let last: UInt8 = offset + length == bytes.count ? 1 : 0
            out.append(last)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += bytes[offset..<(offset + length)]
            offset += length
        } while offset < bytes.count
        out += bigEndian(adler32(bytes))
        return out
    }

    /// The Adler-32 checksum zlib ends with.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// The CRC-32 every PNG chunk ends with.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func chunk(_ type: String, _ payload: [UInt8]) -> Data {
        let typed = Array(type.utf8) + payload
        return Data(bigEndian(UInt32(payload.count)) + typed + bigEndian(crc32(typed)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
