import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with posix_spawn, closing every descriptor above 2 in the child.
///
/// Foundation's Process notices a child's exit through a descriptor the child inherits;
/// a daemon the child starts (the tmux server) keeps it open and `waitUntilExit` never
/// returns. Spawning directly and closing inherited descriptors avoids both problems.
///
/// The child starts with no signals blocked or ignored. Test threads block most signals, and a
/// tmux server that inherited that mask never saw the SIGTERM of its own `kill-server`, so every
/// interactive test left a tmux server and a dogsh running.
enum Spawn {
    /// Held while a pipe is made close-on-exec and while a child is spawned, so no child is born between the two.
    private static let spawning = NSLock()

    /// Runs `arguments[0]` (looked up on PATH); returns its exit status and, if asked, its standard output.
    static func run(_ arguments: [String], captureOutput: Bool) throws -> (status: Int32, output: String) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if captureOutput {
            // Close-on-exec at once: a tmux server that another test spawns meanwhile would
            // otherwise inherit this pipe's write end and keep it open, so this read never saw its
            // end, and both threads of the cooperative pool sat in such reads for minutes (a gdb
            // dump of a stalled run). The lock keeps another spawn from falling between the two.
            guard spawning.withLock({ pipe(&pipeEnds) == 0 && pipeEnds.allSatisfy { fcntl($0, F_SETFD, FD_CLOEXEC) == 0 } }) else {
                throw POSIXError(.EMFILE)
            }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let result = spawning.withLock { posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ) }
        if captureOutput { close(pipeEnds[1]) }
        guard result == 0 else {
            if captureOutput { close(pipeEnds[0]) }
            throw POSIXError(POSIXErrorCode(rawValue: result) ?? .ENOENT)
        }
        var output = Data()
        if captureOutput {
            let handle = FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true)
            output = handle.readDataToEndOfFile()
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }

    /// The process's open descriptors, from /proc/self/fd.
    private static func openDescriptors() -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    }
}
