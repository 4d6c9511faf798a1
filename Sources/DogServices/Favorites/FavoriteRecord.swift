import DogCore
import Foundation
import GRDB

/// A row of the `favorite` table.
struct FavoriteRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "favorite"

    var id: Int64?
    var key: String
    var breed: String
    var subBreed: String?
    var imageURL: String?
    var createdAt: Date

    /// Makes a row for a favorite.
    init(_ favorite: Favorite, createdAt: Date) {
        id = nil
        key = favorite.key
        breed = favorite.ref.breed
        subBreed = favorite.ref.subBreed
        imageURL = favorite.image?.url
        self.createdAt = createdAt
    }

    /// The favorite the row holds.
    var favorite: Favorite {
        let ref = BreedRef(breed, subBreed)
        return imageURL.map { Favorite(image: BreedImage(ref: ref, url: $0)) } ?? Favorite(breed: ref)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
