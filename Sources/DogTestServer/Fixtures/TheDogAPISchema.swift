/// The two shapes of TheDogAPI's breed records that `../shared/data` documents.
public enum TheDogAPISchema: String, CaseIterable, Hashable, Sendable {
    /// The 2023–2025 records: integer ids, ranges like `3 - 6`, an `image` object.
    case classic
    /// The 2026 records: string ids, `species_id`, ranges like `3-6`, no `image` object.
    case revised2026 = "2026"
}
