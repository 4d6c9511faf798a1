import Testing
@testable import DogServices

@Suite struct DataDirectoryTests {
    @Test(arguments: [
        ("/override", ["XDG_DATA_HOME": "/xdg", "HOME": "/home/a"], "/override"),
        (nil, ["XDG_DATA_HOME": "/xdg", "HOME": "/home/a"], "/xdg/dogsh"),
        (nil, ["XDG_DATA_HOME": "relative", "HOME": "/home/a"], "/home/a/.local/share/dogsh"),
        (nil, ["HOME": "/home/a"], "/home/a/.local/share/dogsh"),
        ("", ["HOME": "/home/a"], "/home/a/.local/share/dogsh"),
        (nil, [:], "./.local/share/dogsh"),
    ] as [(String?, [String: String], String)])
    func followsXDG(override: String?, environment: [String: String], expected: String) {
        #expect(DataDirectory.resolve(override: override, environment: environment) == expected)
    }
}
