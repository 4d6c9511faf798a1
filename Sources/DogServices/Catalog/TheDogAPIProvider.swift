import DogCore
import FoundationEssentials
import Glibc
import Logging

/// Breeds, search and images from TheDogAPI.
///
/// Breeds that match a dog.ceo breed take its identifier, so favorites and commands stay the
/// same across sources; the others get one made from their name. Breed images need an API key
/// (`DOGSH_THEDOGAPI_KEY` or the settings file); without one those requests say so clearly,
/// and the breed list, details and search still work.
public final class TheDogAPIProvider: CatalogProvider {
    private let base: URL
    private let apiKey: String?
    private let api: any HTTPTransport
    private let logger: Logger
    private let refsByID: [Int: BreedRef]
    private let names: EmbeddedCatalog?
    private let loaded = Locked<(idsByRef: [BreedRef: Int], refsByID: [Int: BreedRef])>(([:], [:]))
    /// How the source is named in messages.
    public let sourceName: String

    /// Breeds per page of `/v1/breeds`.
    static let pageSize = 100
    /// The most pages read, so a misbehaving server cannot page forever.
    static let maximumPages = 20

    /// Creates a provider; `names` maps TheDogAPI ids to dog.ceo identifiers through the embedded catalog.
    public init(base: URL, apiKey: String?, api: any HTTPTransport, names: EmbeddedCatalog?, sourceName: String, logger: Logger) {
        self.base = base
        self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        self.api = api
        self.logger = logger
        self.names = names
        self.sourceName = sourceName
        var refs: [Int: BreedRef] = [:]
        for breed in names?.catalog.allBreeds ?? [] {
            guard let id = breed.details?.source?.id else { continue }
            if refs[id] == nil { refs[id] = breed.ref }
        }
        refsByID = refs
    }

    public func loadCatalog() async throws(CatalogError) -> Catalog {
        var records: [DogAPIBreedRecord] = []
        for page in 0..<Self.maximumPages {
            let batch = try await breeds(page: page)
            records += batch.elements
            if batch.elements.count + batch.skipped < Self.pageSize { break }
        }
        var children: [String: [Breed]] = [:]
        var parents: [String: Breed] = [:]
        var idsByRef: [BreedRef: Int] = [:]
        var refsByLoadedID: [Int: BreedRef] = [:]
        for record in records {
            let ref = ref(for: record)
            guard idsByRef[ref] == nil else { continue }
            idsByRef[ref] = record.id
            refsByLoadedID[record.id] = ref
            let breed = Breed(ref: ref, displayName: record.name, details: record.details)
            if ref.subBreed == nil { parents[ref.breed] = breed } else { children[ref.breed, default: []].append(breed) }
        }
        for breed in children.keys where parents[breed] == nil {
            let ref = BreedRef(breed)
            parents[breed] = Breed(ref: ref, displayName: names?.catalog.breed(ref)?.displayName ?? breed.capitalized)
        }
        let breeds = parents.values.map { parent in
            Breed(ref: parent.ref, displayName: parent.displayName, details: parent.details, subBreeds: (children[parent.ref.breed] ?? []).sorted { $0.ref < $1.ref })
        }
        loaded.withLock { $0 = (idsByRef, refsByLoadedID) }
        return Catalog(breeds: breeds, sourceName: sourceName, features: CatalogFeatures(remoteSearch: true, live: true))
    }

    public func images(of ref: BreedRef, count: Int) async throws(CatalogError) -> ImageBatch {
        guard let apiKey else { throw .apiKeyRequired(source: sourceName) }
        let ids = breedIDs(for: ref)
        guard !ids.isEmpty else { throw .unknownBreed(ref) }
        let request = request(["v1", "images", "search"], query: [("breed_ids", ids.map(String.init).joined(separator: ",")), ("limit", String(count))], key: apiKey)
        let images = try await imageRecords(request).compactMap { record -> BreedImage? in
            guard let url = Self.validURL(record.url) else { return nil }
            let shown = record.breedIDs.lazy.compactMap { id in self.loaded.withLock { $0.refsByID[id] } }.first
            return BreedImage(ref: shown ?? ref, url: url)
        }
        return ImageBatch(images: Array(images.prefix(count)), requested: count, available: nil)
    }

    public func randomImage(of ref: BreedRef?) async throws(CatalogError) -> BreedImage {
        if let ref {
            guard let image = try await images(of: ref, count: 1).images.first else { throw .noImages(ref) }
            return image
        }
        let request = request(["v1", "images", "search"], query: [("limit", "1"), ("has_breeds", "1")], key: apiKey)
        for record in try await imageRecords(request) {
            guard let url = Self.validURL(record.url),
                  let ref = record.breedIDs.lazy.compactMap({ id in self.loaded.withLock { $0.refsByID[id] } }).first
            else { continue }
            return BreedImage(ref: ref, url: url)
        }
        throw .noImages(nil)
    }

    public func search(_ query: String) async throws(CatalogError) -> [BreedRef] {
        let request = request(["v1", "breeds", "search"], query: [("q", query)], key: apiKey)
        return try await decodeRecords(request).elements.map(ref(for:))
    }

    /// One page of `/v1/breeds`; a page counts its malformed records too, so they never end the paging early.
    private func breeds(page: Int) async throws(CatalogError) -> LossyArray<DogAPIBreedRecord> {
        try await decodeRecords(request(["v1", "breeds"], query: [("limit", String(Self.pageSize)), ("page", String(page))], key: apiKey))
    }

    private func decodeRecords(_ request: HTTPRequest) async throws(CatalogError) -> LossyArray<DogAPIBreedRecord> {
        let list = try decode(LossyArray<DogAPIBreedRecord>.self, from: try await fetch(request), request: request)
        if list.skipped > 0 {
            logger.warning("skipped malformed breed records", metadata: ["count": "\(list.skipped)", "url": "\(request.url.path)"])
        }
        return list
    }

    private func imageRecords(_ request: HTTPRequest) async throws(CatalogError) -> [DogAPIImageRecord] {
        let list = try decode(LossyArray<DogAPIImageRecord>.self, from: try await fetch(request), request: request)
        if list.skipped > 0 {
            logger.warning("skipped malformed image records", metadata: ["count": "\(list.skipped)", "url": "\(request.url.path)"])
        }
        return list.elements
    }

    private func fetch(_ request: HTTPRequest) async throws(CatalogError) -> HTTPResponse {
        let response: HTTPResponse
        do { response = try await api.send(request) } catch { throw .network(error) }
        guard response.isSuccess else {
            if response.status == 401 || response.status == 403 {
                throw apiKey == nil ? .apiKeyRequired(source: sourceName) : .apiKeyRefused(source: sourceName, status: response.status)
            }
            throw .network(.server(url: request.url.absoluteString, status: response.status, body: response.bodySnippet))
        }
        return response
    }

    private func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, request: HTTPRequest) throws(CatalogError) -> T {
        do { return try JSONDecoder().decode(type, from: response.body) } catch {
            throw .network(.decoding(url: request.url.absoluteString, problem: DogCEOResponses.problem(error)))
        }
    }

    /// The dog.ceo ref of a TheDogAPI breed, or one made from its name.
    private func ref(for record: DogAPIBreedRecord) -> BreedRef {
        if let ref = refsByID[record.id] { return ref }
        let made = String(TextFolding.squash(record.name).unicodeScalars.filter { $0.isASCII }.map(Character.init))
        return BreedRef(made.isEmpty ? "breed\(record.id)" : made)
    }

    /// TheDogAPI ids for a ref: its own, or its sub-breeds' for a breed that is only a group here.
    private func breedIDs(for ref: BreedRef) -> [Int] {
        loaded.withLock { loaded in
            if let id = loaded.idsByRef[ref] { return [id] }
            return loaded.idsByRef.filter { $0.key.breed == ref.breed && ref.subBreed == nil }.map(\.value).sorted()
        }
    }

    private static func validURL(_ text: String) -> String? {
        DogCEOResponses.image(text, expected: BreedRef("x")) == nil ? nil : text
    }

    private func request(_ path: [String], query: [(String, String)], key: String?) -> HTTPRequest {
        var url = base
        for component in path { url.appendPathComponent(component) }
        if !query.isEmpty { url.append(queryItems: query.map { URLQueryItem(name: $0.0, value: $0.1) }) }
        return HTTPRequest(url: url, headers: key.map { ["x-api-key": $0] } ?? [:])
    }
}
