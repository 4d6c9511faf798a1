import DogCore
import FoundationEssentials
import Glibc

extension EmbeddedCatalog {
    /// The embedded catalog parsed once per process, by whichever caller comes first.
    ///
    /// The data never changes while dogsh runs, so every provider shares one parse.
    static let shared = Lazy {
        Result { () throws(CatalogError) in
            let embedded = try EmbeddedCatalog.load()
            embedded.catalog.prepareNameIndex()
            return embedded
        }
    }
}
