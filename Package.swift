// swift-tools-version:6.2
// Linux only: dogsh is built and tested on Linux (glibc, libedit, and libraries opened with dlopen).
import PackageDescription

#if canImport(Glibc)
import Glibc
#endif

/// How a release dogsh is linked on Linux; debug builds and tests link the plain way.
///
/// Each piece was timed side by side with the executable position-independent (BENCHMARKS.md,
/// appendix), and what saved under 0.3 ms went. What stays:
/// - libedit (with libtinfo, libbsd and libmd), SQLite and libstdc++ from their static archives,
///   found on this machine when the manifest is read: the loader maps and relocates six fewer
///   libraries, about 1.4 ms of every start. Without an archive, that library is linked shared.
/// - lld, libgcc linked in (`-static-libgcc`), no exported symbols, and packed relative
///   relocations where lld writes them and this machine's glibc applies them (2.36 and later).
///
/// SwiftPM plans a build once per manifest: after installing or removing an archive in a
/// checkout that was built before, `rm .build/release.yaml` makes it look again.
enum ReleaseLinking {
    static let release = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
    static let debug = BuildSettingCondition.when(configuration: .debug)

    /// `x86_64-linux-gnu` on this machine: the multiarch folder name of Debian and Ubuntu.
    static let triple: String = {
        var names = utsname()
        uname(&names)
        return withUnsafeBytes(of: &names.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) } + "-linux-gnu"
    }()

    /// The first readable file among some paths.
    static func firstReadable(_ paths: [String]) -> String? {
        paths.first { access($0, R_OK) == 0 }
    }

    /// The static archive of a library in the system's folders, or nil when this machine has none.
    static func archive(_ name: String) -> String? {
        firstReadable(["/usr/lib/\(triple)", "/usr/lib64", "/usr/lib", "/usr/local/lib"].map { "\($0)/lib\(name).a" })
    }

    /// Whether the GCC that clang links with, the newest installed, has libstdc++'s static archive.
    static let hasStaticLibstdcxx: Bool = {
        let folder = "/usr/lib/gcc/\(triple)"
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        var newest: (version: [Int], name: String)?
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let version = name.split(separator: ".").compactMap { Int($0) }
            guard !version.isEmpty, access("\(folder)/\(name)/crtbegin.o", R_OK) == 0 else { continue }
            if newest.map({ version.lexicographicallyPrecedes($0.version) == false }) ?? true { newest = (version, name) }
        }
        return newest.map { access("\(folder)/\($0.name)/libstdc++.a", R_OK) == 0 } ?? false
    }()

    /// Whether lld is on the PATH the build runs with (Swift's toolchains for Linux ship it).
    static let hasLLD = (Context.environment["PATH"] ?? "").split(separator: ":").contains { access("\($0)/ld.lld", X_OK) == 0 }

    /// Whether this machine's C library applies packed relative relocations (DT_RELR, glibc 2.36 and later).
    static let glibcPacksRelocations: Bool = {
        var text = [CChar](repeating: 0, count: 64)
        guard confstr(Int32(_CS_GNU_LIBC_VERSION), &text, text.count) > 0 else { return false }
        let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let version = name.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
        return version.count >= 2 && (version[0], version[1]) >= (2, 36)
    }()

    /// A system library: from its archive in release builds when there is one (with the libraries
    /// the archive needs, each from its own archive when there is one), else shared.
    static func library(_ name: String, needing dependencies: [String] = []) -> [LinkerSetting] {
        guard let path = archive(name) else { return [.linkedLibrary(name)] }
        let needed = dependencies.map { dependency in
            archive(dependency).map { LinkerSetting.unsafeFlags(["-Xlinker", $0], release) } ?? .linkedLibrary(dependency, release)
        }
        return [.linkedLibrary(name, debug), .unsafeFlags(["-Xlinker", path], release)] + needed
    }

    /// The executable's own release linking: libgcc and libstdc++ linked in, no exports, lld.
    static var executable: [LinkerSetting] {
        var flags = ["-Xclang-linker", "-static-libgcc", "-Xlinker", "--no-export-dynamic"]
        // `Linking/static-libstdc++` holds a linker script that makes `-lstdc++` find the archive.
        if hasStaticLibstdcxx { flags += ["-L", Context.packageDirectory + "/Linking/static-libstdc++"] }
        if hasLLD {
            flags += ["-use-ld=lld"]
            if glibcPacksRelocations { flags += ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"] }
        }
        return [.unsafeFlags(flags, release)]
    }
}

let package = Package(
    name: "dogsh",
    products: [
        .executable(name: "dogsh", targets: ["dogsh"]),
        .executable(name: "dogsh-test-server", targets: ["dogsh-test-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // Pure core: models, screens, navigation, commands, search, completion, localization keys.
        .target(name: "DogCore", dependencies: []),
        // libcurl, opened with dlopen only when a live source is used (headers from libcurl4-openssl-dev).
        .target(name: "CCurlShim"),
        // Decodes and encodes JPEG and PNG with their errors caught, through libjpeg(-turbo) and libpng,
        // which it opens with dlopen on the first image (headers from libjpeg-dev and libpng-dev).
        .target(name: "CImageShim"),
        // Pure pixels: bitmaps, area-average scaling, fitting an image to terminal cells.
        .target(name: "DogImaging", dependencies: []),
        // SQLite's C API, for the favorites store (Debian's libsqlite3-dev; its static archive in release builds).
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // Catalog providers, the network stack and caches, and the favorites store.
        .target(
            name: "DogServices",
            dependencies: [
                "DogCore", "DogImaging", "CCurlShim", "CImageShim", "CSQLite",
                .product(name: "Logging", package: "swift-log"),
            ],
            linkerSettings: ReleaseLinking.library("sqlite3")
        ),
        // libedit, the BSD line editor, and a tiny C shim for its variadic calls and SIGINT.
        .systemLibrary(name: "CLibEdit", providers: [.apt(["libedit-dev"])]),
        .target(name: "CLibEditShim", dependencies: ["CLibEdit"]),
        // Line sources (libedit on a terminal), string tables, colours and rendering.
        .target(
            name: "DogTerminal", dependencies: ["DogCore", "DogImaging", "CLibEdit", "CLibEditShim"],
            // The .strings tables are compiled in (scripts/generate-translations), not shipped as a bundle.
            exclude: ["Localizations"],
            linkerSettings: ReleaseLinking.library("edit", needing: ["tinfo", "bsd", "md"])
        ),
        // The run loop that feeds lines to the core and performs its effects; transcripts.
        .target(
            name: "DogRuntime",
            dependencies: ["DogCore", "DogImaging", "DogServices", "DogTerminal", .product(name: "Logging", package: "swift-log")]
        ),
        // The thin executable: arguments and wiring.
        .executableTarget(
            name: "dogsh",
            dependencies: [
                "DogCore", "DogServices", "DogTerminal", "DogRuntime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            linkerSettings: ReleaseLinking.executable
        ),
        // A local HTTP server that speaks dog.ceo and TheDogAPI from fixtures and injects faults; for tests and benchmarks.
        .target(
            name: "DogTestServer",
            dependencies: ["DogCore", "DogImaging", "DogServices", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        // Times Tab completion in-process for scripts/bench.
        .executableTarget(
            name: "dogsh-bench",
            dependencies: ["DogCore", "DogRuntime", "DogTerminal"]
        ),
        .executableTarget(
            name: "dogsh-test-server",
            dependencies: ["DogTestServer", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The code paths libFuzzer drives (scripts/fuzz) and the test suite replays crash inputs through.
        .target(
            name: "DogFuzzing",
            dependencies: ["DogCore", "DogServices", "DogTerminal", "DogRuntime", .product(name: "Logging", package: "swift-log")]
        ),
        // Declares libFuzzer's driver for fuzzing builds; nothing to link otherwise.
        .target(name: "CFuzzDriver"),
        .executableTarget(name: "dogsh-fuzz", dependencies: ["DogFuzzing", "CFuzzDriver"]),
        // Writes the seeded hostile input lines of FuzzLines for scripts/fuzz-replay.
        .executableTarget(
            name: "dogsh-fuzz-lines",
            dependencies: ["DogTestSupport"]
        ),
        // Test doubles shared by the test targets: a scripted transport, a virtual clock, log capture, and
        // the helper programs tests start (the test server in its own process, proxies, nginx).
        .target(
            name: "DogTestSupport",
            dependencies: ["DogCore", "DogImaging", "DogServices", "DogTestServer", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(name: "DogCoreTests", dependencies: ["DogCore"]),
        .testTarget(
            name: "DogServicesTests",
            dependencies: [
                "CCurlShim", "CSQLite", "DogCore", "DogImaging", "DogServices", "DogTestServer", "DogTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "DogImagingTests", dependencies: ["DogImaging", "DogTestSupport"]),
        .testTarget(name: "DogTestServerTests", dependencies: ["DogCore", "DogImaging", "DogServices", "DogTestServer", "DogTestSupport"]),
        .testTarget(name: "DogTerminalTests", dependencies: ["CLibEditShim", "DogCore", "DogImaging", "DogTerminal", "DogTestSupport"]),
        .testTarget(
            name: "DogRuntimeTests",
            dependencies: [
                "CSQLite", "DogCore", "DogImaging", "DogServices", "DogTerminal", "DogRuntime", "DogTestServer", "DogTestSupport", "dogsh",
                "dogsh-test-server", "dogsh-fuzz-lines", "DogFuzzing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift module runs its nonisolated async functions on the caller's executor (SE-0461) unless
// they are marked `@concurrent`: the session and what it awaits stay on the main actor instead of
// hopping to the global pool at each call (a `-c` run: 3.7 -> 2.8 ms, BENCHMARKS.md). Work that
// should run beside the session is started as a task or on a thread of its own.
//
// Release builds alone, never debug builds or tests, also fetch generic metadata through accessor
// calls rather than by mangled name (`-disable-concrete-type-metadata-mangled-name-accessors`, a
// frontend option): by name, the runtime scans the binary's ~4,000 conformance records for each
// `Hashable` or `Error` type it meets first. Measured with everything else in place, it saves
// 0.4-0.5 ms of a `-c` run (issue 17) and 0.3 ms (2.9 -> 2.6 ms) at issue 19's end, and without it
// the first prompt sat at 1.26-1.31x bare readline against the 1.3x budget (BENCHMARKS.md); the
// binary's size did not change. It is a frontend option, not a supported flag: should a compiler
// drop it, the release build fails with "unknown argument", and deleting this one line is the fix.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
    ]
}
