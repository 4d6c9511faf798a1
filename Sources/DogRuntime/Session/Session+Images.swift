import DogCore
import DogImaging
import DogServices
import DogTerminal
import FoundationEssentials
import Glibc

/// How a session draws and saves images: `show`, `grid`, `save`, `random`, and thumbnails beside `ls --images`.
extension Session {
    /// Columns of a thumbnail in a grid.
    static let gridCellWidth = 16
    /// Columns and rows of a thumbnail beside a breed on the breeds list.
    static let listThumbnail = (columns: ThumbnailLayout.columns, rows: 4)

    /// Whether images are drawn in the terminal rather than described.
    var drawsImages: Bool {
        configuration.imageMode != .off && services.images != nil
    }

    /// Half-blocks in the session's colours: 256 colours when that is the mode, else truecolor.
    var cellRenderer: HalfBlockRenderer {
        HalfBlockRenderer(colors: configuration.imageMode == .palette256 ? .palette256 : .truecolor)
    }

    /// Fetches, decodes and draws one image as wide as the terminal, then its caption.
    func drawImage(_ image: BreedImage) async {
        guard let pipeline = services.images else { return await dispatch(.imageFailed(.notCached(url: image.url))) }
        let mode = configuration.imageMode
        let columns = renderer.width
        let maxRows = configuration.terminalRows.map { max(4, $0 - 3) }
        let result = await live(Message(.progressDrawing, ["count": .number(1)]), failure: ImageError.network) {
            () async -> Result<(lines: [String], size: (width: Int, height: Int)), ImageError> in
            do throws(ImageError) {
                let size = try await pipeline.size(for: image.url)
                let lines = try await ImageDrawing(mode: mode).lines(
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
            output.write(lines, to: .standard)
            show(Message(.messageImageDrawn, [
                "breed": .breed(image.ref, fallback: navigator.catalog?.displayName(image.ref) ?? image.ref.phrase), "width": .number(size.width),
                "height": .number(size.height), "url": .text(image.url),
            ]))
            if mode == .off, !imagesOffExplained {
                imagesOffExplained = true
                show(Message(.messageImagesOff))
            }
        case let .failure(error):
            await dispatch(.imageFailed(error))
        }
    }

    /// Draws images as numbered thumbnails, as many per row as the width holds; failures are listed after the grid.
    func drawGrid(_ images: [NumberedImage]) async {
        guard drawsImages else {
            for numbered in images { await drawImage(numbered.image) }
            return
        }
        let drawn = await thumbnails(images.map(\.image), columns: Self.gridCellWidth, rows: Self.gridCellWidth / 2)
        var cells: [ThumbnailGrid.Cell] = []
        var failures: [ImageError] = []
        for (numbered, outcome) in zip(images, drawn) {
            switch outcome {
            case let .success(lines):
                cells.append(ThumbnailGrid.Cell(lines: lines, width: Self.gridCellWidth, label: String(numbered.number)))
            case let .failure(error):
                cells.append(ThumbnailGrid.Cell(lines: ["×"], width: 1, label: String(numbered.number) + " ×"))
                failures.append(error)
            }
        }
        output.write(ThumbnailGrid.lines(cells, cellWidth: Self.gridCellWidth, width: renderer.width), to: .standard)
        for error in Set(failures).sorted(by: { "\($0)" < "\($1)" }) { await dispatch(.imageFailed(error)) }
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
    func thumbnails(_ images: [BreedImage], columns: Int, rows: Int) async -> [Result<[String], ImageError>] {
        guard let pipeline = services.images, !images.isEmpty else { return images.map { .failure(.notCached(url: $0.url)) } }
        let cells = cellRenderer
        let result = await live(Message(.progressDrawing, ["count": .number(images.count)]), failure: ImageError.network) {
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

    /// Writes an image's original bytes to a file, checking first that they are an image.
    func saveImage(_ image: BreedImage, path: String?) async {
        guard let pipeline = services.images else { return await dispatch(.imageFailed(.notCached(url: image.url))) }
        let result = await live(Message(.progressSaving), failure: ImageError.network) { () async -> Result<Data, ImageError> in
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
            let destination = ImageFile.destination(for: path, url: image.url)
            do throws(ImageError) {
                try ImageFile.write(bytes, to: destination)
                await dispatch(.imageSaved(path: destination, bytes: bytes.count))
            } catch {
                await dispatch(.imageFailed(error))
            }
        case let .failure(error):
            await dispatch(.imageFailed(error))
        }
    }
}
