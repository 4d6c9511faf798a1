import FlyingFox
import Foundation

/// TheDogAPI's API under `/thedogapi`: paged breeds, search, keyed image search, and the image files.
extension TestServer {
    /// Answers a TheDogAPI path (without the `/thedogapi` prefix), split into components.
    func theDogAPIRoute(_ parts: [String], request: FlyingFox.HTTPRequest) -> RouteAnswer {
        switch parts {
        case ["v1", "breeds"]:
            let limit = request.query["limit"].flatMap(Int.init).map { min(max($0, 1), 1000) } ?? 1000
            let page = request.query["page"].flatMap(Int.init).map { max($0, 0) } ?? 0
            let slice = theDogAPI.records.dropFirst(page * limit).prefix(limit)
            var answer = RouteAnswer.json(slice.map(record), wrongTypes: Self.mangled(slice.map(record)))
            answer.headers = ["pagination-count": String(theDogAPI.records.count), "pagination-page": String(page), "pagination-limit": String(limit)]
            return answer
        case ["v1", "breeds", "search"]:
            let found = theDogAPI.search(request.query["q"] ?? "").map(record)
            return .json(found, wrongTypes: Self.mangled(found))
        case ["v1", "images", "search"]:
            return imageSearch(request)
        case let parts where parts.count == 2 && parts[0] == "images":
            return .picture("thedogapi/" + parts[1])
        default:
            return .theDogAPIError("Not found", status: 404)
        }
    }

    /// `/v1/images/search?breed_ids=&limit=`: images of the given breeds, each with its breed records.
    private func imageSearch(_ request: FlyingFox.HTTPRequest) -> RouteAnswer {
        if let key = options.apiKey, request.headers[HTTPHeader("x-api-key")] != key {
            return .theDogAPIError("AUTHENTICATION_ERROR - you need to send your API Key in the x-api-key header", status: 401)
        }
        let ids = Set((request.query["breed_ids"] ?? "").split(separator: ",").compactMap { Int($0) })
        let candidates = ids.isEmpty ? theDogAPI.records : theDogAPI.records.filter { ids.contains($0.id) }
        let limit = min(max(request.query["limit"].flatMap(Int.init) ?? 1, 1), 25)
        guard !candidates.isEmpty else { return .json([Any]()) }
        let target = Self.target(request)
        let images = pick(limit, of: candidates.count * 4, for: target).map { index -> [String: Any] in
            let breed = candidates[index / 4]
            let id = "b\(breed.id)-\(index % 4)"
            return [
                "id": id, "url": theDogAPIURL.absoluteString + "/images/" + id + ".png",
                "width": PlaceholderImage.width, "height": PlaceholderImage.height, "breeds": [record(breed)],
            ]
        }
        return .json(images, wrongTypes: images.map { _ in ["id": 1, "url": 2, "breeds": "none"] as [String: Any] })
    }

    private func record(_ record: TheDogAPIFixture.Record) -> [String: Any] {
        theDogAPI.json(record, schema: options.schema, imageBase: theDogAPIURL.absoluteString + "/images")
    }

    /// The records with every third one broken: an id of the wrong type, a number for a name.
    static func mangled(_ records: [[String: Any]]) -> [Any] {
        records.enumerated().map { index, record -> Any in
            guard index % 3 == 1 else { return record }
            var broken = record
            broken["id"] = true
            broken["name"] = 42
            return broken
        }
    }
}
