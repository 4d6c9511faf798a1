/// Details for many breeds, each decoded on its first read: the embedded catalog keeps them as
/// text until a screen shows them, so start-up decodes none.
public protocol BreedDetailsTable: AnyObject, Sendable {
    /// The details at an index, the same value on every call.
    func details(at index: Int) -> BreedDetails?
}

/// A breed's place in a details table: what `Breed` stores instead of the details themselves.
struct BreedDetailsSlot: Sendable {
    let table: any BreedDetailsTable
    let index: Int

    /// The details, decoded by the table on first read.
    var details: BreedDetails? {
        table.details(at: index)
    }

    /// A slot holding details that are already decoded.
    init(decoded details: BreedDetails) {
        table = DecodedBreedDetails(details)
        index = 0
    }

    init(table: any BreedDetailsTable, index: Int) {
        self.table = table
        self.index = index
    }
}

/// A table of one entry, for details a source decoded itself (live TheDogAPI data, tests).
private final class DecodedBreedDetails: BreedDetailsTable {
    let value: BreedDetails

    init(_ value: BreedDetails) {
        self.value = value
    }

    func details(at index: Int) -> BreedDetails? {
        value
    }
}
