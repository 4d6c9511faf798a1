import DogFuzzing
import Foundation
import Synchronization
#if DOGSH_FUZZER
import CFuzzDriver
#endif

/// `dogsh-fuzz TARGET [libFuzzer options | files…]`: fuzzes one target, or replays files through it.
///
/// Built by `scripts/fuzz` with `-sanitize=fuzzer,address -D DOGSH_FUZZER`, it hands the
/// remaining arguments to libFuzzer. In an ordinary build it replays the files it is given,
/// which is how a crash input is checked once fixed.
@main
enum FuzzMain {
    /// The target libFuzzer's callback runs; set once, before the driver starts.
    static let target = Mutex(FuzzTarget.commandLine)

    static func main() {
        var arguments = CommandLine.arguments
        guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: dogsh-fuzz TARGET [options | files…]; targets: \(names)\n".utf8))
            exit(2)
        }
        Self.target.withLock { $0 = target }
        arguments.remove(at: 1)
        #if DOGSH_FUZZER
        var count = Int32(arguments.count)
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        pointers.withUnsafeMutableBufferPointer { buffer in
            var base = buffer.baseAddress
            exit(LLVMFuzzerRunDriver(&count, &base) { data, size in
                FuzzMain.target.withLock { $0 }.run(UnsafeRawBufferPointer(start: data, count: size))
                return 0
            })
        }
        #else
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            data.withUnsafeBytes { target.run($0) }
            print("ok \(path)")
        }
        #endif
    }
}
