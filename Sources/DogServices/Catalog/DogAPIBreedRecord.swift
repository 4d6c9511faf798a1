import DogCore
import FoundationEssentials
import Glibc

/// TheDogAPI's breed record, read leniently: both schemas, string or integer ids, missing or odd fields.
///
/// Only `id` and `name` are required; a field of the wrong type reads as missing.
struct DogAPIBreedRecord: Decodable {
    let id: Int
    let name: String
    let group: String?
    let bredFor: String?
    let lifeSpan: String?
    let temperament: String?
    let origin: String?
    let weight: String?
    let height: String?

    private enum Keys: String, CodingKey {
        case id, name, origin, temperament, weight, height
        case group = "breed_group", bredFor = "bred_for", lifeSpan = "life_span"
    }

    private enum Measure: String, CodingKey { case metric }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try Self.flexibleID(container)
        name = try container.decode(String.self, forKey: .name)
        group = Self.text(container, .group)
        bredFor = Self.text(container, .bredFor)
        lifeSpan = Self.text(container, .lifeSpan)
        temperament = Self.text(container, .temperament)
        origin = Self.text(container, .origin)
        weight = Self.metric(container, .weight)
        height = Self.metric(container, .height)
    }

    /// The record as details, normalised by the same code as the embedded catalog.
    var details: BreedDetails {
        BreedDetails(
            rawGroup: group, rawBredFor: bredFor, rawLifeSpan: lifeSpan, rawTemperament: temperament,
            rawOrigin: origin, rawWeight: weight, rawHeight: height, source: DogAPIBreedID(id: id, name: name)
        )
    }

    private static func flexibleID(_ container: KeyedDecodingContainer<Keys>) throws -> Int {
        if let number = try? container.decode(Int.self, forKey: .id) { return number }
        let text = try container.decode(String.self, forKey: .id)
        guard let number = Int(text) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "id")
        }
        return number
    }

    private static func text(_ container: KeyedDecodingContainer<Keys>, _ key: Keys) -> String? {
        (try? container.decodeIfPresent(String.self, forKey: key)).flatMap { $0 }
    }

    private static func metric(_ container: KeyedDecodingContainer<Keys>, _ key: Keys) -> String? {
        guard let nested = try? container.nestedContainer(keyedBy: Measure.self, forKey: key) else { return nil }
        return (try? nested.decodeIfPresent(String.self, forKey: .metric)).flatMap { $0 }
    }
}
