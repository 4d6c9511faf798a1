import DogCore
import Testing
@testable import DogTerminal

/// A find's rows show their evidence in the unit the condition was typed in, whatever units the session shows.
@Suite struct FindRowsTests {
    static let catalog = Catalog(breeds: [
        Breed(ref: BreedRef("pug"), displayName: "Pug", details: BreedDetails(weight: MeasuredRange(lower: 6, upper: 8))),
        Breed(ref: BreedRef("maltese"), displayName: "Maltese", details: BreedDetails(weight: MeasuredRange(lower: 2, upper: 3))),
    ], sourceName: "test")

    /// The find typed, the session's units, and the text of its two rows (found, then close).
    @Test(arguments: [
        ("find weight<10lb", UnitSystem.metric, ["weight 4–7 lb", "misses weight<10lb: weight 13–18 lb"]),
        ("find weight<10lbs", .metric, ["weight 4–7 lb", "misses weight<10lbs: weight 13–18 lb"]),
        ("find weight<5kg", .imperial, ["weight 2–3 kg", "misses weight<5kg: weight 6–8 kg"]),
        ("find weight<5", .metric, ["weight 2–3 kg", "misses weight<5kg: weight 6–8 kg"]),
        ("find weight<10", .imperial, ["weight 4–7 lb", "misses weight<10lb: weight 13–18 lb"]),
    ])
    func evidenceIsInTheUnitTyped(_ find: String, _ units: UnitSystem, _ evidence: [String]) throws {
        var settings = CoordinatorSettings()
        settings.localeUnits = units
        var coordinator = Coordinator(settings: settings)
        _ = coordinator.handle(.catalogLoaded(.success(Self.catalog)))
        _ = coordinator.handle(.commandEntered(find))
        let lines = PresentationRenderer(strings: Strings(), width: 80, units: units).render(coordinator.stack.top)
        let rows = lines.filter { $0.contains("Maltese") || $0.contains("Pug") }
        #expect(rows.count == 2, "\(lines)")
        for (row, text) in zip(rows, evidence) {
            #expect(row.hasSuffix(text), "\(row)")
        }
    }
}
