import Testing
@testable import DogImaging

/// Fitting pictures into a terminal's pixels: cells times cell size, never enlarged, within the terminal's limit.
@Suite struct PixelFitTests {
    @Test(arguments: [
        // image, columns, rows, cell, limit -> pixels, cells
        (1024, 768, 80, nil as Int?, 10, 20, nil as Int?, nil as Int?, 800, 600, 80, 30),
        (600, 400, 80, nil, 10, 20, nil, nil, 600, 400, 60, 20),
        (1024, 768, 80, 20, 10, 20, nil, nil, 533, 400, 54, 20),
        (1024, 768, 80, nil, 10, 20, 640, 480, 640, 480, 64, 24),
        (4000, 100, 80, nil, 9, 18, nil, nil, 720, 18, 80, 1),
        (100, 4000, 80, 10, 10, 20, nil, nil, 5, 200, 1, 10),
        (1024, 768, 100, nil, 7, 15, nil, nil, 700, 525, 100, 35),
        (1, 1, 80, nil, 10, 20, nil, nil, 1, 1, 1, 1),
    ] as [(Int, Int, Int, Int?, Int, Int, Int?, Int?, Int, Int, Int, Int)])
    func fits(
        imageWidth: Int, imageHeight: Int, columns: Int, maxRows: Int?, cellWidth: Int, cellHeight: Int,
        limitWidth: Int?, limitHeight: Int?, width: Int, height: Int, coveredColumns: Int, coveredRows: Int
    ) {
        let limit = limitWidth.map { PixelSize(width: $0, height: limitHeight ?? $0) }
        let fit = PixelFit(
            imageWidth: imageWidth, imageHeight: imageHeight, columns: columns, maxRows: maxRows,
            cell: PixelSize(width: cellWidth, height: cellHeight), limit: limit
        )
        #expect((fit.width, fit.height) == (width, height))
        #expect((fit.columns, fit.rows) == (coveredColumns, coveredRows))
        #expect(fit.columns <= columns && fit.rows <= (maxRows ?? .max))
    }
}
