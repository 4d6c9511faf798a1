import Testing
import DogTestSupport
@testable import DogImaging

/// Fitting images into cells: aspect ratio with half-block pixels, limits on width and height.
@Suite struct CellFitTests {
    @Test(arguments: [
        (1024, 768, 80, nil as Int?, 80, 30),
        (768, 1024, 80, nil, 80, 53),
        (1024, 768, 80, 20, 53, 20),
        (500, 375, 40, nil, 40, 15),
        (30, 20, 80, nil, 30, 10),
        (2000, 10, 80, nil, 80, 1),
        (1, 1, 80, nil, 1, 1),
    ])
    func fits(width: Int, height: Int, columns: Int, maxRows: Int?, expectedColumns: Int, expectedRows: Int) {
        let fit = CellFit(imageWidth: width, imageHeight: height, columns: columns, maxRows: maxRows)
        #expect(fit.columns == expectedColumns)
        #expect(fit.rows == expectedRows)
        #expect(fit.pixelWidth == fit.columns)
        #expect(fit.pixelHeight == fit.rows * 2)
    }
}
