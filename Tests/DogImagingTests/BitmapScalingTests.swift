import Testing
import DogTestSupport
@testable import DogImaging

/// Area-average downscaling: exact on clean divisions, weighted on fractional ones, never nearest-neighbour.
@Suite struct BitmapScalingTests {
    @Test(arguments: [(64, 48, 2, 2), (64, 48, 8, 6), (640, 480, 80, 60), (100, 100, 10, 10)])
    func quadrantsKeepTheirColours(width: Int, height: Int, newWidth: Int, newHeight: Int) {
        let scaled = TestPictures.quadrants(width: width, height: height).scaled(toWidth: newWidth, height: newHeight)
        #expect(scaled.width == newWidth && scaled.height == newHeight)
        #expect(scaled[0, 0] == TestPictures.red)
        #expect(scaled[newWidth - 1, 0] == TestPictures.green)
        #expect(scaled[0, newHeight - 1] == TestPictures.blue)
        #expect(scaled[newWidth - 1, newHeight - 1] == TestPictures.white)
    }

    @Test func pixelsAreAveragedNotPicked() {
        let row = Bitmap(width: 4, height: 1, rgb: [0, 0, 0, 100, 100, 100, 200, 200, 200, 255, 255, 255])
        let halved = row.scaled(toWidth: 2, height: 1)
        #expect(halved[0, 0] == RGB(50, 50, 50))
        #expect(halved[1, 0] == RGB(228, 228, 228))
        let third = Bitmap(width: 3, height: 1, rgb: [0, 0, 0, 90, 90, 90, 255, 255, 255]).scaled(toWidth: 2, height: 1)
        #expect(third[0, 0] == RGB(30, 30, 30), "1½ source pixels: 0 and half of 90")
        #expect(third[1, 0] == RGB(200, 200, 200), "half of 90 and all of 255")
    }

    @Test func aCheckerboardAveragesToGrey() {
        let checker = Bitmap(width: 8, height: 8) { x, y in (x + y) % 2 == 0 ? RGB(0, 0, 0) : RGB(255, 255, 255) }
        let scaled = checker.scaled(toWidth: 2, height: 2)
        for y in 0..<2 { for x in 0..<2 { #expect(scaled[x, y] == RGB(128, 128, 128)) } }
    }

    @Test func aGradientStaysMonotonic() {
        let scaled = TestPictures.gradient(width: 1024, height: 4).scaled(toWidth: 80, height: 1)
        let levels = (0..<80).map { Int(scaled[$0, 0].red) }
        #expect(levels == levels.sorted())
        #expect(levels.first! < 5 && levels.last! > 250)
    }

    @Test(arguments: [(1024, 80), (768, 60), (3, 2), (7, 3), (80, 80), (10, 30)])
    func weightsCoverEachTargetExactly(source: Int, target: Int) {
        let weights = Bitmap.weights(from: source, to: target)
        #expect(weights.count == target)
        #expect(weights.allSatisfy { $0.reduce(0) { $0 + Int($1.weight) } == 65536 })
        #expect(weights.flatMap { $0.map(\.index) }.allSatisfy { (0..<source).contains($0) })
    }

    @Test func theSameSizeIsTheSameBitmap() {
        let image = TestPictures.quadrants(width: 6, height: 4)
        #expect(image.scaled(toWidth: 6, height: 4) == image)
    }
}
