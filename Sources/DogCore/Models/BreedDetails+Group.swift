extension BreedDetails {
    /// The localization key of the breed group, for the groups TheDogAPI uses; nil for others.
    public var groupKey: LocalizationKey? {
        switch group?.lowercased() {
        case "herding": .groupHerding
        case "hound": .groupHound
        case "non-sporting": .groupNonSporting
        case "sporting": .groupSporting
        case "terrier": .groupTerrier
        case "toy": .groupToy
        case "working": .groupWorking
        case "mixed": .groupMixed
        case "guardian": .groupGuardian
        case "companion": .groupCompanion
        case "foundation stock service": .groupFoundationStock
        default: nil
        }
    }
}
