import CImageShim
import DogCore
import DogImaging
import FoundationEssentials
import Glibc

/// JPEG and PNG in and out, through libjpeg-turbo and libpng, treating every file as hostile.
///
/// The declared size is checked against a pixel limit before any pixel is decoded, so a
/// small file claiming a huge image (a decompression bomb) is refused cheaply. Damaged and
/// truncated files are errors, never partial grey images, and nothing in them can crash
/// dogsh: the decoders' own error paths are caught in the C shim.
public enum ImageCodec {
    /// The most pixels dogsh decodes: a 6000 × 4000 camera photo.
    public static let maximumPixels = 24_000_000

    /// The size a file declares, read from its header.
    public static func dimensions(of data: Data, url: String) throws(ImageError) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        var error = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            dogsh_image_dimensions(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &error, error.count)
        }
        try check(status, error: error, url: url, limit: maximumPixels)
        return (Int(width), Int(height))
    }

    /// Decodes a JPEG or PNG; a JPEG may come out smaller, but never below `atLeast`, when its decoder can scale for free.
    public static func decode(
        _ data: Data, url: String, atLeast minimum: (width: Int, height: Int) = (.max, .max), maximumPixels: Int = maximumPixels
    ) throws(ImageError) -> Bitmap {
        var pixels = dogsh_pixels()
        var error = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes -> dogsh_image_status in
            let base = bytes.bindMemory(to: UInt8.self).baseAddress
            if bytes.count >= 8, bytes[0] == 0x89, bytes[1] == 0x50 {
                return dogsh_png_decode(base, bytes.count, Int64(maximumPixels), &pixels, &error, error.count)
            }
            return dogsh_jpeg_decode(
                base, bytes.count, Int64(maximumPixels), Int32(clamping: minimum.width), Int32(clamping: minimum.height),
                &pixels, &error, error.count
            )
        }
        defer { dogsh_pixels_free(&pixels) }
        if status == DOGSH_IMAGE_UNKNOWN_FORMAT { throw .unknownFormat(url: url) }
        try check(status, error: error, url: url, limit: maximumPixels)
        let count = Int(pixels.width) * Int(pixels.height) * 3
        return Bitmap(width: Int(pixels.width), height: Int(pixels.height), rgb: Array(UnsafeBufferPointer(start: pixels.rgb, count: count)))
    }

    /// Encodes a bitmap as a baseline JPEG.
    public static func jpeg(_ bitmap: Bitmap, quality: Int = 90) -> Data {
        encoded { out, length in
            bitmap.rgb.withUnsafeBufferPointer {
                dogsh_jpeg_encode($0.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(quality), &out, &length)
            }
        }
    }

    /// Encodes a bitmap as a PNG.
    public static func png(_ bitmap: Bitmap) -> Data {
        encoded { out, length in
            bitmap.rgb.withUnsafeBufferPointer { dogsh_png_encode($0.baseAddress, Int32(bitmap.width), Int32(bitmap.height), &out, &length) }
        }
    }

    private static func encoded(_ encode: (inout UnsafeMutablePointer<UInt8>?, inout Int) -> dogsh_image_status) -> Data {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard encode(&out, &length) == DOGSH_IMAGE_OK, let out else { return Data() }
        defer { dogsh_buffer_free(out) }
        return Data(bytes: out, count: length)
    }

    private static func check(_ status: dogsh_image_status, error: [CChar], url: String, limit: Int) throws(ImageError) {
        let reason = String(cBuffer: error)
        switch status {
        case DOGSH_IMAGE_OK: return
        case DOGSH_IMAGE_UNKNOWN_FORMAT: throw .unknownFormat(url: url)
        case DOGSH_IMAGE_TOO_LARGE:
            let declared = reason.split(separator: " ").compactMap { Int($0) }
            throw .tooLarge(url: url, width: declared.first ?? 0, height: declared.last ?? 0, limit: limit)
        case DOGSH_IMAGE_TRUNCATED: throw .truncated(url: url)
        case DOGSH_IMAGE_DECODER_MISSING: throw .decoderMissing(library: reason)
        default: throw .corrupt(url: url, reason: reason)
        }
    }
}
