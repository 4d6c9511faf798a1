import DogCore
import FoundationEssentials
import Glibc

/// The shapes dog.ceo answers with, and how to read them without trusting them.
enum DogCEOResponses {
    /// `{"message": {"hound": ["afghan", …], …}, "status": "success"}`.
    struct BreedList: Decodable {
        let message: [String: [String]]
    }

    /// `{"message": ["https://…", …], "status": "success"}`.
    struct ImageList: Decodable {
        let message: [String]
    }

    /// `{"message": "https://…", "status": "success"}`.
    struct SingleImage: Decodable {
        let message: String
    }

    /// `{"status": "error", "message": "Breed not found", "code": 404}`.
    struct ErrorBody: Decodable {
        let status: String
        let message: String
    }

    /// Decodes a body, turning a failure into a decoding error for the URL.
    static func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, request: HTTPRequest) throws(CatalogError) -> T {
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            throw .network(.decoding(url: request.url.absoluteString, problem: problem(error)))
        }
    }

    /// Tells a body that is not JSON from JSON of the wrong shape.
    static func problem(_ error: any Error) -> DecodingProblem {
        if case let DecodingError.dataCorrupted(context) = error, context.codingPath.isEmpty { return .notJSON }
        return .unexpectedShape
    }

    /// The error for a non-2xx answer: dog.ceo's own message when the body has one, else the status.
    ///
    /// A 429 or 5xx stays a server error whatever its body says: it is transient, so it is
    /// retried and the embedded catalog can answer in its place.
    static func failure(_ response: HTTPResponse, request: HTTPRequest, source: String) -> CatalogError {
        if !(response.status == 429 || (500...599).contains(response.status)),
           let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body), body.status == "error" {
            return .service(source: source, message: String(body.message.prefix(200)))
        }
        return .network(.server(url: request.url.absoluteString, status: response.status, body: response.bodySnippet))
    }

    /// Keeps the identifiers dog.ceo's breed list may hold: lower-case letters and digits.
    static func isIdentifier(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
    }

    /// An image URL from the network, if it is an http(s) URL of sane length; the breed is read from its folder.
    static func image(_ text: String, expected: BreedRef?) -> BreedImage? {
        guard text.count <= 2048, let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
              url.host != nil, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { return nil }
        let components = url.pathComponents
        let folderRef = components.count >= 2 ? BreedRef(folder: components[components.count - 2]) : nil
        let valid = folderRef.map { isIdentifier($0.breed) && ($0.subBreed.map(isIdentifier) ?? true) } ?? false
        if let expected, let folderRef, valid, folderRef == expected || folderRef.breed == expected.breed {
            return BreedImage(ref: folderRef, url: text)
        }
        if let expected { return BreedImage(ref: expected, url: text) }
        return valid ? folderRef.map { BreedImage(ref: $0, url: text) } : nil
    }
}
