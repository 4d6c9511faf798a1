import Testing
@testable import DogServices

@Suite struct XDGDirectoryTests {
    @Test(arguments: [
        (XDGDirectory.data, "/override", ["XDG_DATA_HOME": "/xdg", "HOME": "/home/a"], "/override"),
        (.data, nil, ["XDG_DATA_HOME": "/xdg", "HOME": "/home/a"], "/xdg/dogsh"),
        (.data, nil, ["XDG_DATA_HOME": "relative", "HOME": "/home/a"], "/home/a/.local/share/dogsh"),
        (.data, nil, ["HOME": "/home/a"], "/home/a/.local/share/dogsh"),
        (.data, "", ["HOME": "/home/a"], "/home/a/.local/share/dogsh"),
        (.data, nil, [:], "./.local/share/dogsh"),
        (.state, nil, ["XDG_STATE_HOME": "/s", "HOME": "/home/a"], "/s/dogsh"),
        (.state, nil, ["HOME": "/home/a"], "/home/a/.local/state/dogsh"),
        (.config, nil, ["XDG_CONFIG_HOME": "/c", "HOME": "/home/a"], "/c/dogsh"),
        (.config, nil, ["XDG_DATA_HOME": "/d", "HOME": "/home/a"], "/home/a/.config/dogsh"),
    ] as [(XDGDirectory, String?, [String: String], String)])
    func followsXDG(directory: XDGDirectory, override: String?, environment: [String: String], expected: String) {
        #expect(directory.resolve(override: override, environment: environment) == expected)
    }
}
