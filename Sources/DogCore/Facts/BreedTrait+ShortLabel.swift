extension BreedTrait {
    /// The localization key of the trait's label where room is short (the label column of
    /// `compare`): a short form of the long labels, the label itself for the others.
    public var shortLabelKey: LocalizationKey {
        switch self {
        case .life: .traitShortLife
        case .coatlength: .traitShortCoatlength
        case .children: .traitShortChildren
        case .dogs: .traitShortDogs
        case .strangers: .traitShortStrangers
        case .affection: .traitShortAffection
        case .protective: .traitShortProtective
        case .adaptability: .traitShortAdaptability
        case .trainability: .traitShortTrainability
        case .stimulation: .traitShortStimulation
        case .demeanor: .traitShortDemeanor
        default: labelKey
        }
    }
}
