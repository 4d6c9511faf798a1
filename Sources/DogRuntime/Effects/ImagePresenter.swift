import DogCore
import DogImaging
import DogServices
import DogTerminal
import FoundationEssentials
import Glibc

/// Draws and saves images: `show`, `random`, `grid`, `save` and the thumbnails beside `ls --images`.
///
/// Images are fetched through the image pipeline (its two caches first) under the live-call
/// supervisor, drawn in the session's image mode, and written through the display. What cannot be
/// drawn is returned as errors for the coordinator to report.
@MainActor
final class ImagePresenter {
    /// Columns of a thumbnail in a grid.
    static let gridCellWidth = 16
    /// Columns and rows of a thumbnail beside a breed on the breeds list.
    static let listThumbnail = (columns: ThumbnailLayout.columns, rows: 4)

    /// The mode grids and thumbnails are drawn in, and pictures until asking finds a better one.
    private let mode: ImageMode
    /// Settles the mode of whole pictures, asking the terminal once when the choice says to.
    private let settler: ImageModeSettler
    /// The terminal's height at start, for sessions whose display does not follow it (`--page-size`).
    private let terminalRows: Int?
    private let pipeline: ImagePipeline?
    private let display: SessionDisplay
    private let supervisor: LiveCallSupervisor
    /// Why `auto` draws no images, until it has been said once.
    private var imagesOffNote: Message?

    init(configuration: SessionConfiguration, pipeline: ImagePipeline?, display: SessionDisplay, supervisor: LiveCallSupervisor) {
        mode = configuration.imageMode
        settler = ImageModeSettler(
            choice: configuration.imageChoice, environment: configuration.environment,
            knownCell: { [isTerminal = configuration.outputIsTerminal] in isTerminal ? TerminalInfo.cellSize(STDOUT_FILENO) : nil }
        )
        terminalRows = configuration.terminalRows
        imagesOffNote = configuration.imagesOffNote
        self.pipeline = pipeline
        self.display = display
        self.supervisor = supervisor
    }

    /// Whether images are drawn in the terminal rather than described.
    var drawsImages: Bool {
        mode != .off && pipeline != nil
    }

    /// Half-blocks in the session's colours: 256 colours when that is the mode, else truecolor.
    private var cellRenderer: HalfBlockRenderer {
        HalfBlockRenderer(colors: mode == .palette256 ? .palette256 : .truecolor)
    }

    /// Fetches, decodes and draws one image as wide as the terminal, then its caption naming `breedName`.
    ///
    /// The terminal is asked what it draws (once a session, when `auto` leaves that open) after the
    /// image has been fetched, just before it is drawn.
    func draw(_ image: BreedImage, breedName: String) async -> ImageError? {
        guard let pipeline else { return .notCached(url: image.url) }
        let settler = settler
        let columns = display.renderer.width
        // The terminal's height now: the display follows resizes between lines.
        let maxRows = (display.rows ?? terminalRows).map { max(4, $0 - 3) }
        let text = display.strings.format(Message(.progressDrawing, ["count": .number(1)]))
        let result = await supervisor.run(text, failure: ImageError.network) {
            () async -> Result<(lines: [String], size: (width: Int, height: Int)), ImageError> in
            do throws(ImageError) {
                let size = try await pipeline.size(for: image.url)
                let settled = await settler.settle()
                let lines = try await ImageDrawing(mode: settled.mode, graphics: settled.graphics).lines(
                    size: size, columns: columns, maxRows: maxRows,
                    bitmap: { width, height throws(ImageError) in try await pipeline.bitmap(for: image.url) { _, _ in (width, height) } },
                    bytes: { () throws(ImageError) in try await pipeline.bytes(for: image.url) }
                )
                return .success((lines, size))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case let .success((lines, size)):
            display.write(lines)
            display.show(Message(.messageImageDrawn, [
                "breed": .breed(image.ref, fallback: breedName), "width": .number(size.width),
                "height": .number(size.height), "url": .text(image.url),
            ]))
            if mode == .off, let note = imagesOffNote {
                imagesOffNote = nil
                display.show(note, on: .error)
            }
            return nil
        case let .failure(error):
            return error
        }
    }

    /// Draws images as numbered thumbnails, as many per row as the width holds; returns what failed, each error once.
    ///
    /// Only where images are drawn (`drawsImages`); elsewhere each image is described in turn with `draw`.
    func drawGrid(_ images: [NumberedImage]) async -> [ImageError] {
        let drawn = await thumbnails(images.map(\.image), columns: Self.gridCellWidth, rows: Self.gridCellWidth / 2)
        var cells: [ThumbnailGrid.Cell] = []
        var failures: Set<ImageError> = []
        for (numbered, outcome) in zip(images, drawn) {
            switch outcome {
            case let .success(lines):
                cells.append(ThumbnailGrid.Cell(lines: lines, width: Self.gridCellWidth, label: String(numbered.number)))
            case let .failure(error):
                cells.append(ThumbnailGrid.Cell(lines: ["×"], width: 1, label: String(numbered.number) + " ×"))
                failures.insert(error)
            }
        }
        display.write(ThumbnailGrid.lines(cells, cellWidth: Self.gridCellWidth, width: display.renderer.width))
        return failures.sorted { "\($0)" < "\($1)" }
    }

    /// Small drawings of the breeds list's thumbnails, by breed, for the rows on show.
    func thumbnailArt(for screen: BreedsScreen) async -> [BreedRef: [String]] {
        guard drawsImages, screen.showsImages else { return [:] }
        let shown = screen.visibleBreeds.compactMap { row -> (BreedRef, BreedImage)? in
            guard case let .image(image)? = screen.thumbnails[row.ref] else { return nil }
            return (row.ref, image)
        }
        let drawn = await thumbnails(shown.map(\.1), columns: Self.listThumbnail.columns, rows: Self.listThumbnail.rows)
        var art: [BreedRef: [String]] = [:]
        for ((ref, _), outcome) in zip(shown, drawn) {
            if case let .success(lines) = outcome { art[ref] = lines }
        }
        return art
    }

    /// Draws several images small, in parallel, each within `columns × rows` cells and padded to `columns`.
    private func thumbnails(_ images: [BreedImage], columns: Int, rows: Int) async -> [Result<[String], ImageError>] {
        guard let pipeline, !images.isEmpty else { return images.map { .failure(.notCached(url: $0.url)) } }
        let cells = cellRenderer
        let text = display.strings.format(Message(.progressDrawing, ["count": .number(images.count)]))
        let result = await supervisor.run(text, failure: ImageError.network) {
            () async -> Result<[Result<[String], ImageError>], ImageError> in
            await withTaskGroup(of: (Int, Result<[String], ImageError>).self) { group in
                for (index, image) in images.enumerated() {
                    group.addTask {
                        do throws(ImageError) {
                            let bitmap = try await pipeline.bitmap(for: image.url) { width, height in
                                let fit = CellFit(imageWidth: width, imageHeight: height, columns: columns, maxRows: rows)
                                return (fit.pixelWidth, fit.pixelHeight)
                            }
                            let pad = String(repeating: " ", count: max(0, columns - bitmap.width))
                            return (index, .success(cells.lines(bitmap).map { $0 + pad }))
                        } catch {
                            return (index, .failure(error))
                        }
                    }
                }
                var outcomes = [Result<[String], ImageError>](repeating: .failure(.notCached(url: "")), count: images.count)
                for await (index, outcome) in group { outcomes[index] = outcome }
                return .success(outcomes)
            }
        }
        switch result {
        case let .success(outcomes): return outcomes
        case let .failure(error): return images.map { _ in .failure(error) }
        }
    }

    /// Writes an image's original bytes to a file, checking first that they are an image; says what happened as an event.
    func save(_ image: BreedImage, path: String?) async -> Event {
        guard let pipeline else { return .imageFailed(.notCached(url: image.url)) }
        let text = display.strings.format(Message(.progressSaving))
        let result = await supervisor.run(text, failure: ImageError.network) { () async -> Result<Data, ImageError> in
            do throws(ImageError) {
                let bytes = try await pipeline.bytes(for: image.url)
                _ = try ImageCodec.dimensions(of: bytes, url: image.url)
                return .success(bytes)
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case let .success(bytes):
            // The name follows the bytes' own format (dimensions above read them as JPEG or PNG).
            let format = ImageFormat(bytes: bytes) ?? .jpeg
            let destination = ImageFile.destination(for: path, url: image.url, format: format)
            let correction = destination.corrected.map { typed in
                FormatCorrection(
                    typed: typed, claimed: ImageFile.pathExtension(typed).flatMap(ImageFormat.named(byExtension:))?.displayName ?? "",
                    actual: format.displayName
                )
            }
            do throws(ImageError) {
                try ImageFile.write(bytes, to: destination.path)
                return .imageSaved(path: destination.path, bytes: bytes.count, corrected: correction)
            } catch {
                return .imageFailed(error)
            }
        case let .failure(error):
            return .imageFailed(error)
        }
    }
}
