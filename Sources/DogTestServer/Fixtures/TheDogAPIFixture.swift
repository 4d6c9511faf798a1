import DogCore
import DogServices
import Foundation

/// TheDogAPI's breeds as the test server serves them, in either schema.
///
/// The records are rebuilt from the TheDogAPI details in the embedded catalog, plus a few
/// breeds dog.ceo does not have, so both the matched and the unmatched paths are exercised.
public struct TheDogAPIFixture: Sendable {
    /// One breed's fields, before they are written in a schema.
    public struct Record: Hashable, Sendable {
        /// TheDogAPI's id.
        public let id: Int
        /// The breed's name.
        public let name: String
        /// `breed_group`.
        public let group: String?
        /// `bred_for`.
        public let bredFor: String?
        /// `life_span`, in years.
        public let lifeSpan: MeasuredRange?
        /// `temperament`, split at commas.
        public let temperament: [String]
        /// `origin`.
        public let origin: String?
        /// The metric `weight`, in kilograms.
        public let weight: MeasuredRange?
        /// The metric `height`, in centimetres.
        public let height: MeasuredRange?
    }

    /// Every record, by ascending id.
    public let records: [Record]

    /// Builds the records from the embedded catalog.
    public init(embedded: EmbeddedCatalog) {
        var byID: [Int: Record] = [:]
        for breed in embedded.catalog.allBreeds {
            guard let details = breed.details, let source = details.source, byID[source.id] == nil else { continue }
            byID[source.id] = Record(
                id: source.id, name: source.name, group: details.group, bredFor: details.bredFor, lifeSpan: details.lifeSpan,
                temperament: details.temperament, origin: details.origin, weight: details.weight, height: details.height
            )
        }
        for extra in Self.breedsDogCEOLacks where byID[extra.id] == nil { byID[extra.id] = extra }
        records = byID.values.sorted { $0.id < $1.id }
    }

    /// Real TheDogAPI breeds with no dog.ceo folder.
    static let breedsDogCEOLacks: [Record] = [
        Record(
            id: 5, name: "Akbash Dog", group: "Working", bredFor: "Sheep guarding", lifeSpan: MeasuredRange(lower: 10, upper: 12),
            temperament: ["Loyal", "Independent", "Intelligent", "Brave"], origin: nil,
            weight: MeasuredRange(lower: 41, upper: 54), height: MeasuredRange(lower: 71, upper: 86)
        ),
        Record(
            id: 11, name: "American Bully", group: "Non-Sporting", bredFor: "Family companion dog", lifeSpan: MeasuredRange(lower: 8, upper: 15),
            temperament: ["Strong Willed", "Stubborn", "Friendly", "Clownish", "Affectionate", "Loyal", "Obedient", "Intelligent", "Courageous"],
            origin: nil, weight: MeasuredRange(lower: 14, upper: 27), height: MeasuredRange(lower: 36, upper: 43)
        ),
        Record(
            id: 25, name: "Azawakh", group: "Hound", bredFor: "Hunting, guarding", lifeSpan: MeasuredRange(lower: 10, upper: 13),
            temperament: ["Aloof", "Affectionate", "Attentive", "Rugged", "Fierce", "Refined"], origin: nil,
            weight: MeasuredRange(lower: 15, upper: 25), height: MeasuredRange(lower: 58, upper: 74)
        ),
    ]

    /// Records whose names contain the query, ignoring case, as `/v1/breeds/search` answers.
    public func search(_ query: String) -> [Record] {
        let folded = query.lowercased().trimmingCharacters(in: .whitespaces)
        guard !folded.isEmpty else { return [] }
        return records.filter { $0.name.lowercased().contains(folded) }
    }

    /// A record as JSON in a schema; `imageBase` is where its reference image is served.
    public func json(_ record: Record, schema: TheDogAPISchema, imageBase: String) -> [String: Any] {
        var object: [String: Any] = ["name": record.name, "temperament": record.temperament.joined(separator: ", ")]
        let spaced = schema == .classic
        object["weight"] = ["metric": Self.range(record.weight, spaced: spaced), "imperial": Self.range(record.weight.map { Self.scaled($0, 2.2046) }, spaced: spaced)]
        object["height"] = ["metric": Self.range(record.height, spaced: spaced), "imperial": Self.range(record.height.map { Self.scaled($0, 1 / 2.54) }, spaced: spaced)]
        object["breed_group"] = record.group ?? ""
        object["bred_for"] = record.bredFor ?? NSNull()
        object["origin"] = record.origin ?? NSNull()
        switch schema {
        case .classic:
            object["id"] = record.id
            object["life_span"] = Self.range(record.lifeSpan, spaced: true) + " years"
            let imageID = "ref\(record.id)"
            object["reference_image_id"] = imageID
            object["image"] = ["id": imageID, "width": PlaceholderImage.width, "height": PlaceholderImage.height, "url": imageBase + "/" + imageID + ".png"]
        case .revised2026:
            object["id"] = String(record.id)
            object["species_id"] = "2"
            object["life_span"] = Self.range(record.lifeSpan, spaced: false)
            object["reference_image_id"] = NSNull()
            object["description"] = "\(record.name): a breed record from the dogsh test server."
        }
        return object
    }

    /// `3 - 6` or `3-6`; `NaN - 8` when only the upper bound is known.
    static func range(_ range: MeasuredRange?, spaced: Bool) -> String {
        guard let range else { return "" }
        let separator = spaced ? " - " : "-"
        guard let lower = range.lower else { return "NaN" + separator + number(range.upper) }
        return range.isSingleValue ? number(range.upper) : number(lower) + separator + number(range.upper)
    }

    private static func number(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }

    private static func scaled(_ range: MeasuredRange, _ factor: Double) -> MeasuredRange {
        MeasuredRange(lower: range.lower.map { ($0 * factor).rounded() }, upper: (range.upper * factor).rounded())
    }
}
