import DogCore
import DogServices
import FoundationEssentials
import Glibc

/// The services a session performs effects with.
public struct SessionServices: Sendable {
    /// Where breeds and images come from.
    public var catalog: any CatalogProvider
    /// The favorites store, or why it could not be opened.
    public var favorites: Result<any FavoritesStore, FavoritesStoreError>
    /// The settings file, where changed preferences are saved; nil keeps settings for the session only.
    public var preferences: PreferencesFile?
    /// The preferences the session starts with, as the settings file held them when it was read, or
    /// why it could not be read; nil starts with the defaults. The file is read once, before the session.
    public var savedPreferences: Result<Preferences, PreferencesError>?
    /// Images: encoded bytes in memory and on disk, decoded pixels in memory; nil draws nothing.
    public var images: ImagePipeline?
    /// Whether the live source is reachable; nil for the embedded source.
    public var connectivity: ConnectivityMonitor?
    /// What answers while the live source is slow: its cached answers, then the embedded catalog; nil for the embedded source.
    public var standIn: (any CatalogProvider)?
    /// What answers once a live source has missed the deadline: the embedded catalog; nil for the
    /// embedded source and with `--require-live`, where the miss is the command's failure.
    public var fallback: (any CatalogProvider)?
    /// Whether the embedded catalog names the live source's breeds, so a session can start a
    /// command's requests before the live list arrives (dog.ceo).
    public var startsRequestsEarly = false
    /// What every catalog the source loads is put together with: names and keywords in every
    /// language, and AKC's facts (none for a source that names breeds otherwise, TheDogAPI).
    public var assembly = CatalogAssembly.everyLanguage

    /// Creates services from parts (tests pass their own).
    public init(
        catalog: any CatalogProvider, favorites: Result<any FavoritesStore, FavoritesStoreError>, preferences: PreferencesFile? = nil,
        images: ImagePipeline? = nil, connectivity: ConnectivityMonitor? = nil
    ) {
        self.catalog = catalog
        self.favorites = favorites
        self.preferences = preferences
        self.images = images
        self.connectivity = connectivity
    }

    /// The offline services: the embedded catalog and favorites in the data folder.
    ///
    /// With a cache folder, images can be drawn too: their bytes are fetched from dog.ceo's
    /// image host when first asked for (libcurl is opened then, not before) and kept in the cache.
    /// `settings` is the settings file as the launcher read it; without it, the file in the config folder is read now.
    public static func embedded(_ configuration: SessionConfiguration, settings: PreferencesFile.Snapshot? = nil) -> SessionServices {
        EmbeddedCatalog.parseAhead()
        let catalog = EmbeddedCatalogProvider(seed: configuration.seed)
        // The favorites are read now, through one read-only connection (a fraction of a
        // millisecond); the store opens for writing on the first change.
        let store = Result { () throws(FavoritesStoreError) -> any FavoritesStore in
            guard let folder = configuration.dataDirectory else { return SessionOnlyFavoritesStore() }
            return try DeferredFavoritesStore.open(directory: folder)
        }
        let images = configuration.cacheDirectory.map { folder in
            ImagePipeline(store: ImageStore(
                transport: CoalescingTransport(CurlTransport()), disk: DiskLRUCache(directory: folder + "/images", capacity: 256 << 20)
            ))
        }
        let file = configuration.configDirectory.map(PreferencesFile.init(directory:))
        var services = SessionServices(catalog: catalog, favorites: store, preferences: file, images: images, connectivity: nil)
        services.savedPreferences = (settings ?? file?.snapshot())?.loaded
        return services
    }
}
