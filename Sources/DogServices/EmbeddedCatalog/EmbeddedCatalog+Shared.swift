import DogCore
import FoundationEssentials
import Glibc

extension EmbeddedCatalog {
    /// The embedded catalog parsed once per process, by whichever caller comes first.
    ///
    /// The data never changes while dogsh runs, so every provider shares one parse, and the
    /// executable can begin it before it knows what the session will ask.
    static let shared = Lazy {
        Result { () throws(CatalogError) in
            let embedded = try EmbeddedCatalog.load()
            embedded.catalog.prepareNameIndex()
            return embedded
        }
    }

    /// The thread that parses ahead, started by the first use of this constant (Swift runs a static initializer once).
    private static let parsingThread: Void = {
        DetachedThread.start { _ = shared.value }
    }()

    /// Starts parsing the embedded catalog on a thread of its own, once per process.
    ///
    /// The parse and the name index were a third of the instructions of `dogsh -c 'open
    /// labrador; back; quit'` on the main thread (issue 28); begun as soon as the source is
    /// known, they run beside the rest of the start (logging, the session, the favorites read).
    /// Whoever asks for the catalog first waits for the parse under `Lazy`'s lock.
    public static func parseAhead() {
        _ = parsingThread
    }
}
