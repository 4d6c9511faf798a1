import Testing
@testable import DogServices

/// The folders dogsh keeps things in: an override, else the XDG variable, else under a HOME
/// that exists; never the working folder, and never a HOME that would have to be made.
@Suite struct XDGDirectoryTests {
    @Test(arguments: [
        (XDGDirectory.data, "/override", ["XDG_DATA_HOME": "/xdg", "HOME": "/tmp"], "/override"),
        (.data, nil, ["XDG_DATA_HOME": "/xdg", "HOME": "/tmp"], "/xdg/dogsh"),
        (.data, nil, ["XDG_DATA_HOME": "relative", "HOME": "/tmp"], "/tmp/.local/share/dogsh"),
        (.data, nil, ["HOME": "/tmp"], "/tmp/.local/share/dogsh"),
        (.data, "", ["HOME": "/tmp"], "/tmp/.local/share/dogsh"),
        (.data, nil, [:], nil),
        (.data, nil, ["HOME": ""], nil),
        (.data, nil, ["HOME": "relative"], nil),
        (.data, nil, ["HOME": "/no/such/home"], nil),
        (.data, nil, ["HOME": "/no/such/home", "XDG_DATA_HOME": "/xdg"], "/xdg/dogsh"),
        (.state, nil, ["XDG_STATE_HOME": "/s", "HOME": "/tmp"], "/s/dogsh"),
        (.state, nil, ["HOME": "/tmp"], "/tmp/.local/state/dogsh"),
        (.config, nil, ["XDG_CONFIG_HOME": "/c", "HOME": "/tmp"], "/c/dogsh"),
        (.config, nil, ["XDG_DATA_HOME": "/d", "HOME": "/tmp"], "/tmp/.config/dogsh"),
    ] as [(XDGDirectory, String?, [String: String], String?)])
    func followsXDG(directory: XDGDirectory, override: String?, environment: [String: String], expected: String?) {
        #expect(directory.resolve(override: override, environment: environment) == expected)
    }
}
