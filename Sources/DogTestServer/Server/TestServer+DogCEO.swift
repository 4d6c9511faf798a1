import DogCore
import DogServices
import FlyingFox
import Foundation

/// dog.ceo's API: breed lists, image lists, random images, error bodies, and the image files themselves.
extension TestServer {
    /// The most random images dog.ceo returns for one request.
    static let dogCEORandomLimit = 50

    /// Answers a dog.ceo path, split into components.
    func dogCEORoute(_ parts: [String], request: FlyingFox.HTTPRequest) -> RouteAnswer {
        switch parts {
        case ["api", "breeds", "list", "all"]:
            return .json(["message": dogCEO.breedList, "status": "success"], wrongTypes: ["message": ["hound", 7, nil] as [Any?], "status": "success"])
        case ["api", "breeds", "image", "random"]:
            return randomImages(dogCEO.allImagePaths, count: nil, target: Self.target(request))
        case let parts where parts.count == 5 && parts.starts(with: ["api", "breeds", "image", "random"]):
            return randomImages(dogCEO.allImagePaths, count: parts[4], target: Self.target(request))
        case let parts where parts.count >= 4 && parts[0] == "api" && parts[1] == "breed":
            return breedRoute(Array(parts.dropFirst(2)), target: Self.target(request))
        case let parts where parts.count == 3 && parts[0] == "breeds":
            return imageFile(folder: parts[1], file: parts[2])
        case let parts where parts.count == 3 && parts[0] == "pictures":
            return picture(size: parts[1], name: parts[2])
        default:
            return .dogCEOError("No route found for \"GET \(request.path)\" with code: 0", status: 404)
        }
    }

    /// `/api/breed/{breed}[/{sub}]/images[/random[/{n}]]`.
    private func breedRoute(_ parts: [String], target: String) -> RouteAnswer {
        guard let imagesIndex = parts.firstIndex(of: "images"), (1...2).contains(imagesIndex) else {
            return .dogCEOError("No route found for \"GET \(target)\" with code: 0", status: 404)
        }
        let ref = BreedRef(parts[0], imagesIndex == 2 ? parts[1] : nil)
        guard dogCEO.exists(BreedRef(ref.breed)) else { return .dogCEOError("Breed not found (main breed does not exist)") }
        guard dogCEO.exists(ref) else { return .dogCEOError("Breed not found (sub breed does not exist)") }
        let paths = dogCEO.imagePaths(of: ref)
        switch Array(parts[(imagesIndex + 1)...]) {
        case []:
            return .json(["message": paths.map(imageURL), "status": "success"], wrongTypes: ["message": ["url": 1], "status": "success"])
        case ["random"]:
            return randomImages(paths, count: nil, target: target)
        case let rest where rest.count == 2 && rest[0] == "random":
            return randomImages(paths, count: rest[1], target: target)
        default:
            return .dogCEOError("No route found for \"GET \(target)\" with code: 0", status: 404)
        }
    }

    /// One random image as a string, or `count` of them as a list, as dog.ceo does.
    private func randomImages(_ paths: [String], count text: String?, target: String) -> RouteAnswer {
        guard let text else {
            guard let index = pick(1, of: paths.count, for: target).first else {
                return .dogCEOError("No images found for this breed")
            }
            return .json(["message": imageURL(paths[index]), "status": "success"], wrongTypes: ["message": 404, "status": "success"])
        }
        guard let count = Int(text), count > 0 else { return .dogCEOError("Invalid number of images requested", status: 400) }
        let chosen = pick(min(count, Self.dogCEORandomLimit), of: paths.count, for: target).map { imageURL(paths[$0]) }
        return .json(["message": chosen, "status": "success"], wrongTypes: ["message": chosen.count, "status": "success"])
    }

    /// The generated picture for an image path of a known folder.
    private func imageFile(folder: String, file: String) -> RouteAnswer {
        guard let ref = BreedRef(folder: folder), dogCEO.exists(ref) else { return .dogCEOError("Image not found") }
        return .picture(folder + "/" + file, size: options.imageSize)
    }

    /// `/pictures/WxH/NAME.jpg`: a photo-like picture of any size up to 4096 × 4096, for benchmarks.
    private func picture(size: String, name: String) -> RouteAnswer {
        let sides = size.split(separator: "x").compactMap { Int($0) }
        guard sides.count == 2, (1...4096).contains(sides[0]), (1...4096).contains(sides[1]) else {
            return .dogCEOError("Picture sizes are WIDTHxHEIGHT, at most 4096x4096", status: 400)
        }
        let bitmap = PlaceholderImage.bitmap(for: name, width: sides[0], height: sides[1], grain: 24)
        let png = name.lowercased().hasSuffix(".png")
        return RouteAnswer(
            status: 200, contentType: png ? "image/png" : "image/jpeg",
            body: png ? ImageCodec.png(bitmap) : ImageCodec.jpeg(bitmap, quality: 85), wrongTypes: nil
        )
    }

    /// The URL of an image path on this server.
    func imageURL(_ path: String) -> String {
        url.absoluteString + "/breeds/" + path
    }
}
