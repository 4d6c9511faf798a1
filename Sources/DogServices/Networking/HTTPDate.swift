import FoundationEssentials
import Glibc

/// Reads the dates HTTP headers carry (RFC 9110, section 5.6.7), always in GMT.
///
/// Recipients must accept the three forms: `Sun, 06 Nov 1994 08:49:37 GMT` (IMF-fixdate),
/// `Sunday, 06-Nov-94 08:49:37 GMT` (RFC 850, a two-digit year read within 50 years of 2000's
/// century as the RFC asks, here simply 1970–2069) and `Sun Nov  6 08:49:37 1994` (asctime).
/// The weekday is not checked against the date, as most clients do not.
enum HTTPDate {
    /// The date, or nil when the text is in none of the three forms or names no real day.
    static func parse(_ text: String) -> Date? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        switch words.count {
        case 6 where words[0].hasSuffix(",") && words[5] == "GMT":
            return date(year: Int(words[3]), month: words[2], day: Int(words[1]), time: words[4])
        case 4 where words[0].hasSuffix(",") && words[3] == "GMT":
            let parts = words[1].split(separator: "-").map(String.init)
            guard parts.count == 3, parts[2].count == 2, let short = Int(parts[2]) else { return nil }
            return date(year: short < 70 ? 2000 + short : 1900 + short, month: parts[1], day: Int(parts[0]), time: words[2])
        case 5:
            return date(year: Int(words[4]), month: words[1], day: Int(words[2]), time: words[3])
        default:
            return nil
        }
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func date(year: Int?, month: String, day: Int?, time: String) -> Date? {
        let clock = time.split(separator: ":").map { Int($0) }
        guard let year, let day, let month = months.firstIndex(of: month), clock.count == 3,
              let hour = clock[0], let minute = clock[1], let second = clock[2],
              (1...9999).contains(year), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        let seconds = timegm(&parts)
        guard parts.tm_mday == Int32(day) else { return nil }
        return Date(timeIntervalSince1970: Double(seconds))
    }
}
