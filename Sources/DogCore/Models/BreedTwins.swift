/// Animals dog.ceo lists twice, under two folders, and the one ref dogsh shows for both.
///
/// dog.ceo has the Australian Kelpie as the breed `kelpie` and again as the sub-breed
/// `australian kelpie` (../shared/data/README.md, "Naming quirks"). dogsh shows each animal once:
/// a catalog drops the second folder, and a ref to it (a favorite saved before, an image's folder)
/// finds the breed that stands for both.
public enum BreedTwins {
    /// Each second folder, with the ref that stands for it.
    public static let standIns: [BreedRef: BreedRef] = [
        BreedRef("australian", "kelpie"): BreedRef("kelpie"),
    ]
}
