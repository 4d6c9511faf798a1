import DogCore
import DogServices

/// Requests started before the effect that needs them, while the live list is on its way.
///
/// A session foresees what its first line will ask for (a breed's images, a page's thumbnails)
/// from the catalog it already has and starts those requests beside the list's. When the
/// coordinator then asks for the same effect, the interpreter takes the answer begun here instead
/// of asking again; an answer nobody claims (the live list lacked the breed) is dropped.
@MainActor
final class EarlyRequests {
    private var images: [Effect: Task<Result<ImageBatch, CatalogError>, Never>] = [:]
    private var thumbnails: [Effect: Task<[BreedRef: Thumbnail], Never>] = [:]

    /// Starts the requests for these effects; effects of other kinds are ignored.
    func start(_ effects: [Effect], catalog: any CatalogProvider) {
        for effect in effects {
            switch effect {
            case let .loadImages(ref, count) where images[effect] == nil:
                images[effect] = Task.detached {
                    await Result.capturing { () async throws(CatalogError) in try await catalog.images(of: ref, count: count) }
                }
            case let .loadThumbnails(refs) where thumbnails[effect] == nil:
                thumbnails[effect] = Task.detached { await Self.thumbnails(refs, catalog: catalog) }
            default:
                break
            }
        }
    }

    /// The answer begun early for `.loadImages`, handed over once.
    func takeImages(_ effect: Effect) -> Task<Result<ImageBatch, CatalogError>, Never>? {
        images.removeValue(forKey: effect)
    }

    /// The answer begun early for `.loadThumbnails`, handed over once.
    func takeThumbnails(_ effect: Effect) -> Task<[BreedRef: Thumbnail], Never>? {
        thumbnails.removeValue(forKey: effect)
    }

    /// Stops every request nobody claimed.
    func cancelAll() {
        for task in images.values { task.cancel() }
        for task in thumbnails.values { task.cancel() }
        images.removeAll()
        thumbnails.removeAll()
    }

    /// A random image for each breed, asked in parallel (the transport limits how many at once).
    nonisolated static func thumbnails(_ refs: [BreedRef], catalog: any CatalogProvider) async -> [BreedRef: Thumbnail] {
        await withTaskGroup(of: (BreedRef, Thumbnail).self) { group in
            for ref in refs {
                group.addTask {
                    let result = await Result.capturing { () async throws(CatalogError) in try await catalog.randomImage(of: ref) }
                    switch result {
                    case let .success(image): return (ref, .image(image))
                    case let .failure(error): return (ref, .unavailable(error))
                    }
                }
            }
            var thumbnails: [BreedRef: Thumbnail] = [:]
            for await (ref, thumbnail) in group { thumbnails[ref] = thumbnail }
            return thumbnails
        }
    }
}
