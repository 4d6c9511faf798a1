/// An array whose malformed elements are skipped and counted instead of failing the whole response.
struct LossyArray<Element: Decodable>: Decodable {
    let elements: [Element]
    let skipped: Int

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var skipped = 0
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try? container.decode(Skipped.self)
                skipped += 1
            }
        }
        self.elements = elements
        self.skipped = skipped
    }

    /// Consumes one element of any shape.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

/// One element that may fail to decode.
struct Lossy<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}
