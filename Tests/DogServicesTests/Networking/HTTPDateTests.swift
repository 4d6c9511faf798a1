import Foundation
import Testing
@testable import DogServices

/// HTTP dates in the three forms RFC 9110 asks recipients to read, and what they refuse.
@Suite struct HTTPDateTests {
    @Test(arguments: [
        ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777.0 as Double?),
        ("Sunday, 06-Nov-94 08:49:37 GMT", 784_111_777),
        ("Sun Nov  6 08:49:37 1994", 784_111_777),
        ("Sun, 22 Nov 2026 10:00:10 GMT", 1_795_341_610),
        ("Thursday, 01-Jan-70 00:00:00 GMT", 0),
        ("Sunday, 22-Nov-26 10:00:10 GMT", 1_795_341_610),
        ("Sat, 29 Feb 2020 12:00:00 GMT", 1_582_977_600),
        ("Sun, 30 Feb 2020 12:00:00 GMT", nil),
        ("Sun, 06 Nov 1994 08:49:37 PST", nil),
        ("Sun, 06 Foo 1994 08:49:37 GMT", nil),
        ("Sun, 06 Nov 1994 25:49:37 GMT", nil),
        ("Sun, 06 Nov 1994 08:49 GMT", nil),
        ("Sunday, 06-Nov-1994 08:49:37 GMT", nil),
        ("06 Nov 1994", nil),
        ("", nil),
    ] as [(String, Double?)])
    func readsTheThreeForms(text: String, seconds: Double?) {
        #expect(HTTPDate.parse(text)?.timeIntervalSince1970 == seconds)
    }
}
