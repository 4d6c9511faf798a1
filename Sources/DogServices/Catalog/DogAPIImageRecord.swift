import FoundationEssentials
import Glibc

/// An image record from `/v1/images/search`: its URL and the breeds it shows.
struct DogAPIImageRecord: Decodable {
    let url: String
    let breedIDs: [Int]

    private enum Keys: String, CodingKey { case url, breeds }
    private struct BreedID: Decodable { let id: Int? }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        url = try container.decode(String.self, forKey: .url)
        breedIDs = ((try? container.decodeIfPresent([Lossy<BreedID>].self, forKey: .breeds)).flatMap { $0 } ?? [])
            .compactMap { $0.value?.id }
    }
}
