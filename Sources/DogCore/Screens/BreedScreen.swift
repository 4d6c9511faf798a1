/// One breed: its details, its sub-breeds and randomly chosen images, paged like any list;
/// `more` past the last image shown asks the source for more.
public struct BreedScreen: ScreenState {
    // The stored properties are in the order `==` compares them: what tells two screens of one
    // breed apart (the images, the page) comes before what they share (name, details, facts), so
    // the render cache's comparisons end at the first image, not after the whole card.

    /// The breed on show.
    public let ref: BreedRef
    /// The images, numbered after the sub-breeds once loaded.
    public private(set) var images: ImageList
    /// The page on show.
    public private(set) var paging: Paging
    /// True while more images, asked for by `more`, are on their way.
    public private(set) var isLoadingMore = false
    /// Whether the images on their way go on a page of their own after the last (`more` on the
    /// last page); otherwise they fill the page on show.
    private var turnsWhenMoreArrive = false
    /// Its sub-breeds, numbered first.
    public private(set) var subBreeds: [BreedRow]
    /// Its display name.
    public let displayName: String
    /// TheDogAPI details, when a true match exists.
    public let details: BreedDetails?
    /// AKC's facts, when a true match exists.
    public let facts: BreedFacts?

    /// Creates the screen for a catalog breed with its images still loading.
    public init(breed: Breed, facts: BreedFacts? = nil, pageSize: Int? = nil) {
        ref = breed.ref
        displayName = breed.displayName
        details = breed.details
        self.facts = facts
        subBreeds = breed.subBreeds.map(BreedRow.init)
        images = .loading
        paging = Paging(rowCount: subBreeds.count, pageSize: pageSize)
    }

    /// The numbered rows: sub-breeds, then images.
    public var rows: [ScreenRow] {
        subBreeds.map { .breed($0.ref) } + images.loaded.map { .image($0) }
    }

    /// The breed as a screen.
    var screen: Screen {
        .breed(self)
    }

    /// The breed's entry in the breadcrumb.
    public var crumb: Crumb {
        .breed(ref)
    }

    /// Never set: a breed screen has no list to sort.
    public var sorting: Sorting? {
        nil
    }

    /// Keeps the rows as they are: sub-breeds in catalog order, then images as chosen.
    mutating func sort(_: Sorting) {}

    mutating func unsort() {}

    /// Whether the source holds images not yet shown.
    public var hasMoreImages: Bool {
        guard case let .loaded(batch) = images, let available = batch.available else { return false }
        return available > batch.images.count
    }

    /// Handles paging and row commands; `fav`, `unfav` and `info` alone act on this breed.
    ///
    /// While the source holds images not shown, `more` never shows a page short of images: on the
    /// last page it asks for more and turns to them when they come; onto a last page that is not
    /// full, it asks for enough to fill it and shows it then. Pages never overlap.
    public mutating func handle(_ command: Command) -> ScreenReaction? {
        // The title counts every image the source has; a page past those loaded is `more`'s to bring.
        if case let .list(page?, _) = command, page > paging.pageCount, hasMoreImages { return .failure(.pageNotLoaded(page)) }
        guard command == .more, hasMoreImages, !isLoadingMore else {
            return paging.handle(command) ?? RowCommands.react(to: command, rows: rows, current: ref)
        }
        if paging.page == paging.pageCount {
            // The first page keeps what it showed, so the next starts with the first image not seen.
            if paging.page == 1, let size = paging.pageSize, paging.visibleRange.count < (paging.firstPageSize ?? size) {
                paging = paging.fittingFirstPage(max(1, paging.visibleRange.count))
            }
            turnsWhenMoreArrive = true
        } else {
            _ = paging.handle(command)
            guard paging.page == paging.pageCount, paging.visibleRange.count < (paging.pageSize ?? 0) else { return .present }
            turnsWhenMoreArrive = false
        }
        isLoadingMore = true
        return .delegate(.moreImages(ref))
    }

    /// Pages the rows in another size, keeping the first row on show.
    mutating func repage(pageSize: Int) {
        paging = paging.repaged(pageSize: pageSize)
    }

    /// Holds fewer rows on the page on show so it fits the terminal: on the first page, which
    /// the card shares, only that page; later pages show no card and keep their size.
    mutating func fit(pageSize: Int) {
        paging = paging.page == 1 ? paging.fittingFirstPage(pageSize) : paging.fitted(pageSize: pageSize)
    }

    /// Stores the outcome of loading the images; returns false when images were already there.
    ///
    /// Images that stood in while the live source was slow are replaced by the live answer; a
    /// failed live answer keeps them.
    mutating func imagesLoaded(_ result: Result<ImageBatch, CatalogError>) -> Bool {
        if isLoadingMore, case let .loaded(shown) = images {
            isLoadingMore = false
            defer { turnsWhenMoreArrive = false }
            guard case let .success(more) = result else { return true }
            addImages(more, to: shown)
            return true
        }
        switch (images, result) {
        case (.loading, _): break
        case let (.loaded(shown), .success) where shown.awaitingLive: break
        case let (.loaded(shown), .failure) where shown.awaitingLive:
            images = .loaded(shown.settled)
            return true
        default: return false
        }
        switch result {
        case let .success(batch): images = .loaded(batch)
        case let .failure(error): images = .failed(error)
        }
        paging.resize(rowCount: rows.count)
        return true
    }

    /// Adds the images of a later batch that are not shown yet, turning to the next page when `more` asked it to.
    private mutating func addImages(_ more: ImageBatch, to shown: ImageBatch) {
        let known = Set(shown.images.map(\.url))
        let added = more.images.filter { !known.contains($0.url) }
        images = .loaded(ImageBatch(
            images: shown.images + added, requested: shown.requested, available: more.available ?? shown.available,
            fallbackReason: shown.fallbackReason ?? more.fallbackReason
        ))
        paging.resize(rowCount: rows.count)
        if turnsWhenMoreArrive, !added.isEmpty { _ = paging.handle(.more) }
    }
}

/// The images of a breed screen as they load.
public enum ImageList: Hashable, Sendable {
    /// Requested, not yet here.
    case loading
    /// Here: the images chosen and how many the source has.
    case loaded(ImageBatch)
    /// Loading failed.
    case failed(CatalogError)

    /// The loaded images, or none.
    public var loaded: [BreedImage] {
        if case let .loaded(batch) = self { return batch.images }
        return []
    }
}

/// Images chosen from a breed's images, and how many there were to choose from.
public struct ImageBatch: Hashable, Sendable {
    /// The chosen images.
    public let images: [BreedImage]
    /// How many images were asked for.
    public let requested: Int
    /// How many images the source holds for the breed; nil when it does not say.
    public let available: Int?
    /// The live source is slow to answer and these images (cached or embedded) stand in until it does.
    public let awaitingLive: Bool
    /// Why the embedded catalog answered in the live source's place (an error status, say); nil when
    /// the live source answered, or when it could not be reached, which the offline notice says.
    public let fallbackReason: Message?

    /// Creates a batch.
    public init(images: [BreedImage], requested: Int, available: Int?, awaitingLive: Bool = false, fallbackReason: Message? = nil) {
        self.images = images
        self.requested = requested
        self.available = available
        self.awaitingLive = awaitingLive
        self.fallbackReason = fallbackReason
    }

    /// The same images, given by the embedded catalog in the live source's place, for this reason.
    public func fallingBack(because reason: Message?) -> ImageBatch {
        ImageBatch(images: images, requested: requested, available: available, fallbackReason: reason)
    }

    /// The same images, standing in while the live source is slow.
    public var standingIn: ImageBatch {
        ImageBatch(images: images, requested: requested, available: available, awaitingLive: true)
    }

    /// The same images, no longer waiting for the live source (it failed to answer).
    public var settled: ImageBatch {
        ImageBatch(images: images, requested: requested, available: available)
    }

    /// True when the source had fewer images than were asked for.
    public var isShort: Bool {
        images.count < requested
    }
}
