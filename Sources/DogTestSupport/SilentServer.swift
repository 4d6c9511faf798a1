import Foundation
import Glibc

/// A server on 127.0.0.1 that accepts every connection and never answers, as a hung service does.
///
/// Connections are held open until the server is dropped, so the client waits on them rather
/// than seeing them closed.
public final class SilentServer: @unchecked Sendable {
    /// `http://127.0.0.1:PORT`.
    public let url: URL
    private let listener: Int32
    private let held = NSLock()
    private var connections: [Int32] = []

    /// Starts listening on a free port.
    public init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
        self.listener = listener
        let thread = Thread { [weak self, listener] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0, let self else { return }
                held.withLock { connections.append(connection) }
            }
        }
        thread.start()
    }

    /// How many connections were accepted.
    public var connectionCount: Int {
        held.withLock { connections.count }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for connection in connections { close(connection) }
    }
}
