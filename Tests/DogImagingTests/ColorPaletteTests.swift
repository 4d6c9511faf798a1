import DogTestSupport
import Testing
@testable import DogImaging

/// Fitting a palette to an image, finding nearest colours, and dithering into a palette.
@Suite struct ColorPaletteTests {
    /// The mean squared error of drawing each pixel in its nearest palette colour.
    func error(_ bitmap: Bitmap, _ palette: ColorPalette) -> Double {
        let nearest = NearestColor(palette)
        var total = 0.0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap[x, y]
                let color = palette.colors[nearest.index(ofRed: Int(pixel.red), green: Int(pixel.green), blue: Int(pixel.blue))]
                for (a, b) in [(pixel.red, color.red), (pixel.green, color.green), (pixel.blue, color.blue)] {
                    total += (Double(a) - Double(b)) * (Double(a) - Double(b))
                }
            }
        }
        return total / Double(bitmap.width * bitmap.height * 3)
    }

    @Test func anImageWithFewColoursKeepsExactlyThem() {
        let quadrants = TestPictures.quadrants(width: 8, height: 8)
        #expect(ColorPalette.fitted(to: quadrants, maximumColors: 4).colors
            == [TestPictures.red, TestPictures.green, TestPictures.blue, TestPictures.white])
        #expect(ColorPalette.fitted(to: quadrants, maximumColors: 3).count == 3, "one too many: the colours are fitted")
    }

    @Test(arguments: [2, 16, 64, 256])
    func thePaletteHasAtMostTheColoursAskedFor(count: Int) {
        let palette = ColorPalette.fitted(to: TestPictures.photoLike(width: 160, height: 120), maximumColors: count)
        #expect(palette.count <= count)
        #expect(palette.count >= count / 2, "a photo-like picture uses nearly all of them")
    }

    @Test func moreColoursAndRefinementEachLowerTheError() {
        let picture = TestPictures.photoLike(width: 160, height: 120)
        let errors = [4, 16, 64, 256].map { error(picture, ColorPalette.fitted(to: picture, maximumColors: $0)) }
        #expect(zip(errors, errors.dropFirst()).allSatisfy { $0 > $1 }, "\(errors)")
        let cutsOnly = error(picture, ColorPalette.fitted(to: picture, maximumColors: 32, refinements: 0))
        let refined = error(picture, ColorPalette.fitted(to: picture, maximumColors: 32, refinements: 2))
        #expect(refined < cutsOnly, "k-means moves colours to their pixels' means: \(refined) against \(cutsOnly)")
        #expect(errors[3] < 20, "256 colours leave a small error on a photo-like picture: \(errors[3])")
    }

    @Test func twoClustersGetTheirMeans() {
        let picture = Bitmap(width: 20, height: 10) { x, y in
            x < 10 ? RGB(UInt8(40 + (x + y) % 3), 40, 40) : RGB(200, UInt8(180 + (x * y) % 5), 20)
        }
        let palette = ColorPalette.fitted(to: picture, maximumColors: 2)
        #expect(palette.count == 2)
        #expect(palette.colors.contains { TestPictures.close($0, RGB(41, 40, 40), tolerance: 2) }, "\(palette.colors)")
        #expect(palette.colors.contains { TestPictures.close($0, RGB(200, 182, 20), tolerance: 2) }, "\(palette.colors)")
    }

    @Test func theNearestColourIsTheBruteForceOne() {
        let palette = ColorPalette.fitted(to: TestPictures.photoLike(width: 120, height: 90), maximumColors: 200)
        let nearest = NearestColor(palette)
        var seed: UInt64 = 42
        for _ in 0..<2000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let (r, g, b) = (Int(seed >> 40 & 0xFF), Int(seed >> 48 & 0xFF), Int(seed >> 56))
            let distances = palette.colors.map { c in
                (Int(c.red) - r) * (Int(c.red) - r) + (Int(c.green) - g) * (Int(c.green) - g) + (Int(c.blue) - b) * (Int(c.blue) - b)
            }
            let best = distances.indices.min { (distances[$0], $0) < (distances[$1], $1) }!
            #expect(nearest.index(ofRed: r, green: g, blue: b) == best, "rgb(\(r),\(g),\(b))")
        }
    }

    @Test func aPaletteColourDithersToItselfEverywhere() {
        let palette = ColorPalette([RGB(0, 0, 0), RGB(100, 150, 200), RGB(255, 255, 255)])
        let flat = Bitmap(width: 7, height: 5) { _, _ in RGB(100, 150, 200) }
        #expect(flat.dithered(to: palette).indices == [UInt8](repeating: 1, count: 35))
    }

    @Test(arguments: [(1.0, 0.02), (0.875, 0.08)])
    func greyBetweenBlackAndWhiteMixesThemAndKeepsItsMean(diffusion: Double, tolerance: Double) {
        let palette = ColorPalette([RGB(0, 0, 0), RGB(255, 255, 255)])
        let grey = Bitmap(width: 64, height: 64) { _, _ in RGB(128, 128, 128) }
        let indices = grey.dithered(to: palette, diffusion: diffusion).indices
        let white = Double(indices.filter { $0 == 1 }.count) / Double(indices.count)
        #expect(abs(white - 128.0 / 255.0) < tolerance, "\(white) of the pixels are white")
        #expect(Set(grey.dithered(to: palette, diffusion: 0).indices).count == 1, "without diffusion, every pixel is the nearest colour")
    }

    @Test func ditheringLowersTheErrorOfAreasOverTheirMean() {
        // Diffusion trades per-pixel error for the right average: 4×4 blocks of a gradient in 4 greys.
        let gradient = TestPictures.gradient(width: 256, height: 16)
        let palette = ColorPalette([RGB(0, 0, 0), RGB(85, 85, 85), RGB(170, 170, 170), RGB(255, 255, 255)])
        func blockError(_ image: IndexedBitmap) -> Double {
            var total = 0.0
            for bx in stride(from: 0, to: 256, by: 4) {
                var drawn = 0.0, wanted = 0.0
                for x in bx..<(bx + 4) { for y in 0..<4 { drawn += Double(image[x, y].red); wanted += Double(gradient[x, y].red) } }
                total += abs(drawn - wanted) / 16
            }
            return total / 64
        }
        #expect(blockError(gradient.dithered(to: palette)) < blockError(gradient.dithered(to: palette, diffusion: 0)) / 2)
    }
}
