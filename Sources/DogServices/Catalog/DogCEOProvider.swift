import DogCore
import FoundationEssentials
import Glibc

/// Breeds and images from dog.ceo, or any service that speaks its API.
///
/// Names and TheDogAPI details for known breeds come from the embedded catalog; breeds it
/// does not know get a name made from their identifiers. A breed's full image list is
/// cached, so once it is fresh, random picks need no request at all.
public final class DogCEOProvider: CatalogProvider {
    private let base: URL
    private let api: any HTTPTransport
    private let cache: CachingTransport?
    private let names: EmbeddedCatalog?
    private let generator: Locked<SeededGenerator>
    private let randomBatch = Locked<[BreedImage]>([])
    /// Random images of any breed asked for at once.
    static let randomBatchSize = 10
    /// How the source is named in messages.
    public let sourceName: String

    /// Creates a provider; `cache` is the caching layer inside `api`, asked whether a list is fresh.
    public init(base: URL, api: any HTTPTransport, cache: CachingTransport?, names: EmbeddedCatalog?, sourceName: String, seed: UInt64) {
        self.base = base
        self.api = api
        self.cache = cache
        self.names = names
        self.sourceName = sourceName
        self.generator = Locked(SeededGenerator(seed: seed))
    }

    public func loadCatalog() async throws(CatalogError) -> Catalog {
        let request = request("api", "breeds", "list", "all")
        let list = try DogCEOResponses.decode(DogCEOResponses.BreedList.self, from: try await fetch(request), request: request)
        let breeds = list.message.keys.filter(DogCEOResponses.isIdentifier).sorted().map { name in
            let ref = BreedRef(name)
            let subs = (list.message[name] ?? []).filter(DogCEOResponses.isIdentifier).sorted().map { BreedRef(name, $0) }
            return Breed(
                ref: ref, displayName: displayName(ref), details: names?.catalog.breed(ref)?.details,
                subBreeds: subs.map { Breed(ref: $0, displayName: displayName($0), details: names?.catalog.breed($0)?.details) }
            )
        }
        return Catalog(breeds: breeds, sourceName: sourceName, features: CatalogFeatures(live: true))
    }

    public func images(of ref: BreedRef, count: Int) async throws(CatalogError) -> ImageBatch {
        let listRequest = request(breedPath(ref) + ["images"])
        if cache?.hasFreshEntry(for: listRequest) == true, let all = try? await imageList(listRequest, ref: ref) {
            return ImageBatch(images: pick(count, from: all), requested: count, available: all.count)
        }
        let randomRequest = request(breedPath(ref) + ["images", "random", String(count)])
        async let random = imageListResult(randomRequest, ref: ref)
        async let all = imageListResult(listRequest, ref: ref)
        let (picked, list) = await (random, all)
        switch (picked, list) {
        case let (.success(images), _):
            return ImageBatch(images: Array(images.prefix(count)), requested: count, available: (try? list.get())?.count)
        case let (.failure, .success(images)):
            return ImageBatch(images: pick(count, from: images), requested: count, available: images.count)
        case let (.failure(error), .failure):
            throw error
        }
    }

    public func randomImage(of ref: BreedRef?) async throws(CatalogError) -> BreedImage {
        guard let ref else { return try await anyRandomImage() }
        let listRequest = request(breedPath(ref) + ["images"])
        if cache?.hasFreshEntry(for: listRequest) == true, let all = try? await imageList(listRequest, ref: ref), !all.isEmpty {
            return pick(1, from: all)[0]
        }
        let randomRequest = request(breedPath(ref) + ["images", "random"])
        let single = try DogCEOResponses.decode(DogCEOResponses.SingleImage.self, from: try await fetch(randomRequest), request: randomRequest)
        guard let image = DogCEOResponses.image(single.message, expected: ref) else { throw .noImages(ref) }
        return image
    }

    /// A random image of any breed: the next of a batch fetched ten at a time, so nine in ten `random` need no request.
    private func anyRandomImage() async throws(CatalogError) -> BreedImage {
        if let next = randomBatch.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { return next }
        let request = request("api", "breeds", "image", "random", String(Self.randomBatchSize))
        let list = try DogCEOResponses.decode(DogCEOResponses.ImageList.self, from: try await fetch(request), request: request)
        var images = list.message.compactMap { DogCEOResponses.image($0, expected: nil) }
        guard !images.isEmpty else { throw .network(.decoding(url: request.url.absoluteString, problem: .notAnImageURL)) }
        let first = images.removeFirst()
        randomBatch.withLock { $0 += images }
        return first
    }

    /// Every image of a breed, from the list endpoint.
    private func imageList(_ request: HTTPRequest, ref: BreedRef) async throws(CatalogError) -> [BreedImage] {
        let list = try DogCEOResponses.decode(DogCEOResponses.ImageList.self, from: try await fetch(request), request: request)
        return list.message.compactMap { DogCEOResponses.image($0, expected: ref) }
    }

    private func imageListResult(_ request: HTTPRequest, ref: BreedRef) async -> Result<[BreedImage], CatalogError> {
        do { return .success(try await imageList(request, ref: ref)) } catch { return .failure(error) }
    }

    /// Sends a request and returns a 2xx answer; other statuses become dog.ceo's message or a server error.
    private func fetch(_ request: HTTPRequest) async throws(CatalogError) -> HTTPResponse {
        let response: HTTPResponse
        do { response = try await api.send(request) } catch { throw .network(error) }
        guard response.isSuccess else { throw DogCEOResponses.failure(response, request: request, source: sourceName) }
        return response
    }

    private func pick<T>(_ count: Int, from items: [T]) -> [T] {
        generator.withLock { $0.sampleIndices(count, of: items.count) }.map { items[$0] }
    }

    private func displayName(_ ref: BreedRef) -> String {
        names?.catalog.breed(ref)?.displayName ?? ref.phrase.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    private func breedPath(_ ref: BreedRef) -> [String] {
        ["api", "breed", ref.breed] + (ref.subBreed.map { [$0] } ?? [])
    }

    private func request(_ components: String...) -> HTTPRequest {
        request(components)
    }

    private func request(_ components: [String]) -> HTTPRequest {
        var url = base
        for component in components { url.appendPathComponent(component) }
        return HTTPRequest(url: url)
    }
}
