import DogTerminal
import Foundation
import Testing

/// The environment read straight from `environ`.
@Suite struct ProcessEnvironmentTests {
    @Test func readsTheProcessEnvironment() {
        setenv("DOGSH_ENVIRONMENT_TEST", "a=b=c ü", 1)
        defer { unsetenv("DOGSH_ENVIRONMENT_TEST") }
        let environment = ProcessEnvironment.current()
        #expect(environment["DOGSH_ENVIRONMENT_TEST"] == "a=b=c ü", "the value runs from the first = to the end")
        #expect(environment == ProcessInfo.processInfo.environment, "the same table as Foundation's")
        #expect(environment["PATH"] == String(cString: getenv("PATH")))
    }
}
