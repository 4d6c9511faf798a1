// swift-tools-version:6.0
import PackageDescription

#if canImport(Glibc)
import Glibc

/// Whether this machine's C library applies packed relative relocations (DT_RELR, glibc 2.36 and later).
let glibcPacksRelocations: Bool = {
    var text = [CChar](repeating: 0, count: 64)
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &text, text.count) > 0 else { return false }
    let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let version = name.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
    return version.count >= 2 && (version[0], version[1]) >= (2, 36)
}()
#else
let glibcPacksRelocations = false
#endif

/// How a release dogsh is linked on Linux, for a faster start (BENCHMARKS.md, issue 7).
///
/// - libedit (with libtinfo, libbsd and libmd) and SQLite come from their static archives:
///   `StaticLibraries/<triple>` holds links to Debian's `.a` files and is searched first, so the
///   `-ledit` and `-lsqlite3` the module maps ask for find an archive. A machine without the
///   archives links the shared libraries as before. libjpeg, libpng and libcurl stay shared and
///   are opened on first use.
/// - lld, and packed relative relocations where glibc applies them: the relocation table
///   shrinks from 2 MB to 20 kB.
/// - A position-dependent executable (`-no-pie`): the loader has no relative relocations left
///   to apply, so the pages of pointers they would write stay shared and untouched until used.
///   That is 0.5–0.8 ms of a 3.1–3.4 ms `-c` run (`scripts/bench-revisions HEAD:pie HEAD`). The price is address randomisation
///   of the executable's own code (the libraries, stack and heap keep theirs, and libjpeg,
///   libpng and libcurl, which parse what the network sends, are shared libraries opened with
///   dlopen). `DOGSH_PIE=1` in the build's environment links a position-independent executable
///   for those who want that hardening back.
/// - libgcc's unwinder linked in (`-static-libgcc`): loading libgcc_s.so ran its constructor,
///   whose `cpuid` calls cost about 0.1 ms in a virtual machine, at every start.
/// - No exported symbols (`--no-export-dynamic`, after SwiftPM's `-export-dynamic`): nothing
///   dlopens against the executable, and the crash handler's start-up `dladdr` walked all 4,450
///   of them (60 µs at a terminal); 447 imports are left. Crash backtraces read `.symtab` instead.
/// - The functions a start runs laid out together at the head of `.text`, in the order
///   `LinkOrder/start-up.order` lists them (lld's `--symbol-ordering-file`; the file is made by
///   `scripts/generate-link-order` from callgrind runs). Scattered, they cost a page fault for
///   each 64 kB block of code first touched: 45 fewer faults, and 0.3–0.4 ms less for a `-c` run.
let releaseLinking: [LinkerSetting] = {
    let release = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
    var flags = ["-use-ld=lld", "-Xclang-linker", "-static-libgcc", "-Xlinker", "--no-export-dynamic"]
    let linkOrder = Context.packageDirectory + "/LinkOrder/start-up.order"
    flags += ["-Xlinker", "--symbol-ordering-file=" + linkOrder, "-Xlinker", "--no-warn-symbol-ordering"]
    if Context.environment["DOGSH_PIE"] != "1" { flags += ["-Xclang-linker", "-no-pie"] }
    for triple in ["x86_64-linux-gnu", "aarch64-linux-gnu"] {
        flags += ["-L", Context.packageDirectory + "/StaticLibraries/" + triple]
    }
    if glibcPacksRelocations { flags += ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"] }
    return [.unsafeFlags(flags, release)] + ["tinfo", "bsd", "md"].map { .linkedLibrary($0, release) }
}()

let package = Package(
    name: "dogsh",
    platforms: [.macOS(.v15)],
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
            ]
        ),
        // libedit, the BSD line editor, and a tiny C shim for its variadic calls and SIGINT.
        .systemLibrary(name: "CLibEdit", providers: [.apt(["libedit-dev"])]),
        .target(name: "CLibEditShim", dependencies: ["CLibEdit"]),
        // Line sources (libedit on a terminal), string tables, colours and rendering.
        .target(
            name: "DogTerminal", dependencies: ["DogCore", "DogImaging", "CLibEdit", "CLibEditShim"],
            // The .strings tables are compiled in (scripts/generate-translations), not shipped as a bundle.
            exclude: ["Localizations"]
        ),
        // The run loop that feeds lines to the core and performs its effects; transcripts.
        .target(
            name: "DogRuntime",
            dependencies: ["DogCore", "DogServices", "DogTerminal", .product(name: "Logging", package: "swift-log")]
        ),
        // One setting of glibc's allocator for the executable's start: a single arena for all threads.
        .target(name: "CMallocShim"),
        // The thin executable: arguments and wiring.
        .executableTarget(
            name: "dogsh",
            dependencies: [
                "CMallocShim", "DogCore", "DogServices", "DogTerminal", "DogRuntime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            linkerSettings: releaseLinking
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
        // Test doubles shared by the test targets: a scripted transport, a virtual clock, log capture.
        .target(
            name: "DogTestSupport",
            dependencies: ["DogCore", "DogImaging", "DogServices", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(name: "DogCoreTests", dependencies: ["DogCore"]),
        .testTarget(name: "DogServicesTests", dependencies: ["CSQLite", "DogCore", "DogImaging", "DogServices", "DogTestServer", "DogTestSupport"]),
        .testTarget(name: "DogImagingTests", dependencies: ["DogImaging", "DogTestSupport"]),
        .testTarget(name: "DogTestServerTests", dependencies: ["DogCore", "DogImaging", "DogServices", "DogTestServer"]),
        .testTarget(name: "DogTerminalTests", dependencies: ["DogCore", "DogImaging", "DogTerminal", "DogTestSupport"]),
        .testTarget(
            name: "DogRuntimeTests",
            dependencies: [
                "CSQLite", "DogCore", "DogServices", "DogTerminal", "DogRuntime", "DogTestServer", "DogTestSupport", "dogsh", "dogsh-test-server",
                "dogsh-fuzz-lines", "DogFuzzing",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift module runs its nonisolated async functions on the caller's executor (SE-0461) unless
// they are marked `@concurrent`. The session, its services and the line sources then stay on the
// executor `main` starts on instead of hopping to the global pool at each call: a `-c` run went
// from 3.7 to 2.8 ms, with 1.4 ms less system time from threads woken and torn down (BENCHMARKS.md).
// Work that should run beside the session is started as a task or on a thread of its own.
//
// Every module also asks for the metadata of the generic types it uses (`[String: String]`,
// `Locked<[BreedRef: Breed]>`, ...) through accessor calls that pass their conformances along,
// instead of by mangled name. By name, the runtime scanned the binary's ~4,000 conformance records
// for each `Hashable` or `Error` it met first: 16 scans of about 50 µs in a `-c` run. A `-c` run
// went from 2.96 to 2.25 ms (hyperfine medians, side by side; BENCHMARKS.md). The price is some
// code size. (`-prespecialize-generic-metadata` did part of this, but crashed debug builds:
// `Synchronization.Mutex`'s prespecialised metadata destroyed itself recursively.)
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
    ]
}
