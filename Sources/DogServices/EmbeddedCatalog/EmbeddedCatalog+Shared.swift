import DogCore
import FoundationEssentials
import Glibc

extension EmbeddedCatalog {
    /// The embedded catalog parsed once per process, by whichever caller comes first.
    ///
    /// The data never changes while dogsh runs, so every provider shares one parse, and the
    /// executable can begin it before it knows which source the session will use.
    static let shared = Lazy {
        Result { () throws(CatalogError) in
            let embedded = try EmbeddedCatalog.load()
            embedded.catalog.prepareNameIndex()
            return embedded
        }
    }

    /// The thread that parses ahead, started by the first use of this constant (Swift runs a static initializer once).
    private static let parsingThread: Void = DetachedThread.start { _ = shared.value }

    /// Starts parsing the embedded catalog on a thread of its own, once per process.
    ///
    /// The parse and the name index take about 0.3 ms (more on a cold start); begun first thing
    /// in `main`, they run beside the rest of the start (options, logging, settings, the favorites
    /// read) instead of before the first command.
    public static func parseAhead() {
        _ = parsingThread
    }
}
