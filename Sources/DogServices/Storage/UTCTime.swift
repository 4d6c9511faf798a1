import FoundationEssentials
import Glibc

/// A moment broken into its UTC calendar fields, for the fixed text forms dogsh writes into files.
///
/// gmtime_r breaks it down: the forms are fixed and never change with the locale.
struct UTCTime: Equatable {
    let year: Int
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int
    let second: Int
    let millisecond: Int

    /// Breaks a date down, to the nearest millisecond; times before 1970 read as 1970-01-01.
    init(_ date: Date) {
        let milliseconds = Int64((max(0, date.timeIntervalSince1970) * 1000).rounded())
        var seconds = time_t(milliseconds / 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        year = Int(parts.tm_year) + 1900
        month = Int(parts.tm_mon) + 1
        day = Int(parts.tm_mday)
        hour = Int(parts.tm_hour)
        minute = Int(parts.tm_min)
        second = Int(parts.tm_sec)
        millisecond = Int(milliseconds % 1000)
    }

    /// `2026-11-22 09:30:00.250`: the form SQLite's date functions read (and GRDB, which once kept the favorites, wrote).
    var databaseText: String {
        "\(year)-\(Self.padded(month, 2))-\(Self.padded(day, 2)) \(Self.padded(hour, 2)):\(Self.padded(minute, 2)):\(Self.padded(second, 2)).\(Self.padded(millisecond, 3))"
    }

    /// `20261122-093000`: a compact stamp for file names.
    var fileNameStamp: String {
        "\(year)\(Self.padded(month, 2))\(Self.padded(day, 2))-\(Self.padded(hour, 2))\(Self.padded(minute, 2))\(Self.padded(second, 2))"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        String(value).zeroPadded(to: width)
    }
}
