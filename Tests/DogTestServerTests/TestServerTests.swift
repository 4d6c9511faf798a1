import DogCore
import DogTestServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import DogServices
@testable import DogTestServer
import DogTestSupport

/// The test server speaks both APIs as their real services do, and its control endpoints work.
@Suite struct TestServerTests {
    func get(_ server: TestServerProcess, _ path: String, key: String? = nil) async throws -> (status: Int, body: Data, headers: [String: String]) {
        let url = URL(string: server.url.absoluteString + path)!
        let response = try await CurlTransport().send(HTTPRequest(url: url, headers: key.map { ["x-api-key": $0] } ?? [:]))
        return (response.status, response.body, response.headers)
    }

    func json(_ data: Data) throws -> Any {
        try JSONSerialization.jsonObject(with: data)
    }

    @Test func dogCEOListsBreedsAndImages() async throws {
        let server = try await TestServerProcess.start()
        let list = try json(try await get(server, "/api/breeds/list/all").body) as? [String: Any]
        #expect(list?["status"] as? String == "success")
        let breeds = try #require(list?["message"] as? [String: [String]])
        #expect(breeds.count == 107)
        #expect(breeds.values.map(\.count).reduce(0, +) == 94)
        #expect(breeds["hound"]?.contains("afghan") == true)
        let images = try json(try await get(server, "/api/breed/labrador/images").body) as? [String: Any]
        #expect((images?["message"] as? [String])?.count == 100)
        let random = try json(try await get(server, "/api/breed/hound/afghan/images/random/3").body) as? [String: Any]
        let urls = try #require(random?["message"] as? [String])
        #expect(urls.count == 3)
        #expect(urls.allSatisfy { $0.hasPrefix(server.url.absoluteString + "/breeds/hound-afghan/") })
        let capped = try json(try await get(server, "/api/breed/labrador/images/random/80").body) as? [String: Any]
        #expect((capped?["message"] as? [String])?.count == 50, "dog.ceo returns at most 50")
        let single = try json(try await get(server, "/api/breeds/image/random").body) as? [String: Any]
        #expect((single?["message"] as? String)?.hasPrefix(server.url.absoluteString + "/breeds/") == true)
        let picture = try await get(server, String(urls[0].dropFirst(server.url.absoluteString.count)))
        #expect(picture.status == 200)
        #expect(picture.headers["content-type"] == "image/jpeg")
        let path = String(urls[0].dropFirst(server.url.absoluteString.count + "/breeds/".count))
        #expect(picture.body == PlaceholderImage.bytes(for: path))
        let decoded = try ImageCodec.decode(picture.body, url: path)
        #expect((decoded.width, decoded.height) == (PlaceholderImage.width, PlaceholderImage.height))
        let png = try await get(server, "/thedogapi/images/ref1.png")
        #expect(png.headers["content-type"] == "image/png")
        #expect(try ImageCodec.decode(png.body, url: "ref1.png") == PlaceholderImage.bitmap(for: "thedogapi/ref1.png"), "PNG is lossless")
    }

    @Test(arguments: [
        ("/api/breed/unicorn/images", 404, "Breed not found (main breed does not exist)"),
        ("/api/breed/hound/unicorn/images/random/2", 404, "Breed not found (sub breed does not exist)"),
        ("/api/breed/pug/images/random/zero", 400, "Invalid number of images requested"),
        ("/api/nothing", 404, "No route found for \"GET /api/nothing\" with code: 0"),
    ])
    func dogCEOErrorsHaveItsBody(path: String, status: Int, message: String) async throws {
        let server = try await TestServerProcess.start()
        let answer = try await get(server, path)
        #expect(answer.status == status)
        let body = try json(answer.body) as? [String: Any]
        #expect(body?["status"] as? String == "error")
        #expect(body?["message"] as? String == message)
        #expect(body?["code"] as? Int == status)
    }

    @Test func randomPicksDifferPerRequestButRepeatPerRun() async throws {
        func picks() async throws -> [[String]] {
            let server = try await TestServerProcess.start()
            var all: [[String]] = []
            for _ in 0..<3 {
                let body = try json(try await get(server, "/api/breed/labrador/images/random/5").body) as? [String: Any]
                all.append((body?["message"] as? [String] ?? []).map { String($0.split(separator: "/").last!) })
            }
            return all
        }
        let first = try await picks()
        #expect(Set(first).count == 3)
        #expect(try await picks() == first)
    }

    @Test(arguments: TheDogAPISchema.allCases)
    func theDogAPIPagesInItsSchema(schema: TheDogAPISchema) async throws {
        let server = try await TestServerProcess.start(schema: schema)
        let page = try await get(server, "/thedogapi/v1/breeds?limit=10&page=1")
        let records = try #require(try json(page.body) as? [[String: Any]])
        #expect(records.count == 10)
        let recordCount = try await server.theDogAPIRecordCount()
        #expect(page.headers["pagination-count"] == String(recordCount))
        switch schema {
        case .classic:
            #expect(records.allSatisfy { $0["id"] is Int && $0["image"] is [String: Any] })
            #expect((records[0]["life_span"] as? String)?.hasSuffix(" years") == true)
        case .revised2026:
            #expect(records.allSatisfy { $0["id"] is String && $0["image"] == nil && $0["species_id"] as? String == "2" })
            #expect((records[0]["life_span"] as? String)?.contains(" ") == false)
        }
        let last = try json(try await get(server, "/thedogapi/v1/breeds?limit=100&page=1").body) as? [Any]
        #expect(last?.count == recordCount - 100)
    }

    @Test func theDogAPIImagesNeedTheKey() async throws {
        let server = try await TestServerProcess.start()
        #expect(try await get(server, "/thedogapi/v1/images/search?breed_ids=149&limit=2").status == 401)
        #expect(try await get(server, "/thedogapi/v1/images/search?breed_ids=149&limit=2", key: "wrong").status == 401)
        let images = try json(try await get(server, "/thedogapi/v1/images/search?breed_ids=149&limit=2", key: "test-key").body) as? [[String: Any]]
        #expect(images?.count == 2)
        let breeds = images?.compactMap { ($0["breeds"] as? [[String: Any]])?.first?["id"] as? Int }
        #expect(breeds == [149, 149])
        let open = try await TestServerProcess.start(apiKey: nil)
        #expect(try await get(open, "/thedogapi/v1/images/search?limit=1").status == 200)
    }

    @Test func controlEndpointsReadTheLogAndSetFaults() async throws {
        let server = try await TestServerProcess.start()
        _ = try await get(server, "/api/breeds/list/all")
        let stats = try json(try await get(server, "/_control/stats").body) as? [String: Int]
        #expect(stats?["requests"] == 1 && stats?["roundTrips"] == 1, "control requests are not logged")
        #expect(stats?["theDogAPIRecords"] == TheDogAPIFixture(embedded: try DogCEOFixture().embedded).records.count)
        #expect(String(decoding: try await get(server, "/_control/requests").body, as: UTF8.self) == "200 /api/breeds/list/all\n")
        let put = try await send(server, "PUT", "/_control/faults", body: "/api=503*1\n/=latency:1ms")
        #expect(put == "2 rules\n")
        #expect(try await get(server, "/api/breeds/list/all").status == 503)
        #expect(try await get(server, "/api/breeds/list/all").status == 200)
        #expect(try await send(server, "PUT", "/_control/faults", body: "nonsense").hasPrefix("bad fault rule"))
        _ = try await send(server, "POST", "/_control/reset", body: "")
        #expect(try await server.requestCount() == 0)
        // What only a test can build travels as JSON: any status, headers and body bytes.
        let body = Data([0xFF, 0x00, 0x1B]) + Data("short and stout".utf8)
        try await server.replaceFaults(with: [FaultRule("/api/breeds", .exact(status: 418, headers: ["X-Teapot": "yes"], body: body), times: 1)])
        let teapot = try await get(server, "/api/breeds/list/all")
        #expect(teapot.status == 418 && teapot.headers["x-teapot"] == "yes" && teapot.body == body)
        #expect(try await server.requests() == [ServedRequest(path: "/api/breeds/list/all", query: "", status: 418, userAgent: DogshVersion.userAgent)])
        try await server.clearLog()
        #expect(try await server.targets() == [])
    }

    private func send(_ server: TestServerProcess, _ method: String, _ path: String, body: String) async throws -> String {
        var request = URLRequest(url: URL(string: server.url.absoluteString + path)!)
        request.httpMethod = method
        request.httpBody = Data(body.utf8)
        let (data, _) = try await URLSession.shared.data(for: request)
        return String(decoding: data, as: UTF8.self)
    }
}
