import DogCore

/// Turns messages into text in one language: looks keys up, picks plural forms, fills placeholders.
///
/// Every text argument is sanitised on the way, so no control or escape sequence from
/// data reaches the terminal through a message.
public struct Strings: Sendable {
    /// The language texts are taken from.
    public let language: Language

    /// Creates strings for a language.
    public init(language: Language = .english) {
        self.language = language
    }

    /// Formats a message.
    public func format(_ message: Message) -> String {
        text(message.key, message.arguments)
    }

    /// Formats a key with arguments; `{count}` selects the plural form.
    ///
    /// Every placeholder of the text needs its argument: a debug build asserts that none is left unfilled.
    public func text(_ key: LocalizationKey, _ arguments: [String: MessageArgument] = [:]) -> String {
        let template: String
        switch language.text(key) {
        case let .plain(text):
            template = text
        case let .plural(one, other):
            if case let .number(count)? = arguments["count"], language.takesOneForm(count) {
                template = one
            } else {
                template = other
            }
        }
        // A debug build stops at a message whose caller left out an argument: a transcript that shows it fails.
        assert(
            Self.unfilledPlaceholders(of: key, in: template, arguments).isEmpty,
            "\(key.rawValue) has no argument for \(Self.unfilledPlaceholders(of: key, in: template, arguments))"
        )
        return fill(template, arguments)
    }

    /// Formats a whole number with the language's thousands separator: `12,213`.
    public func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += language.groupingSeparator }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// Formats a decimal measurement without a trailing zero, the language's way: `11.5`, `11,5`, `12`.
    public func decimal(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return number(Int(value)) }
        let whole = Int(value.rounded(.towardZero))
        let fraction = String(String(value).split(separator: ".").last ?? "")
        return number(whole) + language.decimalSeparator + fraction
    }

    /// Typed text echoed back with each decimal point or comma between two digits as the language
    /// writes it: `gewicht<7.5kg` reads `gewicht<7,5kg` in German.
    public func withDecimalSeparators(_ typed: String) -> String {
        let characters = Array(typed)
        var result = ""
        for (index, character) in characters.enumerated() {
            let betweenDigits = index > 0 && index + 1 < characters.count && characters[index - 1].isASCII && characters[index - 1].isNumber && characters[index + 1].isASCII && characters[index + 1].isNumber
            result += (character == "." || character == ",") && betweenDigits ? language.decimalSeparator : String(character)
        }
        return result
    }

    /// A breed's name in this language, or its fallback (the catalog's display name), sanitised.
    public func breedName(_ ref: BreedRef, fallback: String) -> String {
        TerminalSanitizer.clean(language.breedName(ref) ?? fallback)
    }

    /// Joins alternatives the language's way: `a, b or c`.
    public func alternatives(_ items: [String]) -> String {
        join(items, last: .listOr)
    }

    /// Joins a list the language's way: `a, b and c`.
    public func list(_ items: [String]) -> String {
        join(items, last: .listAnd)
    }

    private func join(_ items: [String], last key: LocalizationKey) -> String {
        let clean = items.map(TerminalSanitizer.clean)
        guard let last = clean.last else { return "" }
        guard clean.count > 1 else { return last }
        let rest = clean.dropLast().joined(separator: text(.listSeparator))
        return text(key, ["rest": .text(rest), "last": .text(last)])
    }

    /// A command's usage line: `open <breed|n> [sub-breed]`.
    public func usage(_ name: CommandName) -> String {
        CommandUsage.line(CommandTable.spec(name), strings: self)
    }

    private func render(_ argument: MessageArgument) -> String {
        switch argument {
        case let .text(text): TerminalSanitizer.clean(text)
        case let .typed(text): quotedBack(text)
        case let .remote(text): Self.readable(TerminalSanitizer.clean(text)) ?? self.text(.textRemoteUnreadable)
        case let .number(value): number(value)
        case let .alternatives(items): alternatives(items)
        case let .list(items): list(items)
        case let .message(message): format(message)
        // Inside a message a usage wraps as one piece: `Usage: units` / `[metric|imperial|auto]` split its syntax.
        case let .usage(name): usage(name).replacing(" ", with: "\u{A0}")
        case let .breed(ref, fallback): breedName(ref, fallback: fallback)
        case let .breedAlternatives(breeds): alternatives(breeds.map { breedName($0.ref, fallback: $0.fallback) })
        case let .breedList(breeds): list(breeds.map { breedName($0.ref, fallback: $0.fallback) })
        case .activeLanguage: text(.languageNameWithCode, ["name": .text(language.nativeName), "code": .text(language.code)])
        }
    }

    /// What a person typed, quoted back: controls made visible, and past a readable length cut,
    /// with the whole length said: `aaaa… (20,000 characters)`.
    private func quotedBack(_ typed: String) -> String {
        let shown = TerminalSanitizer.visible(typed, limit: TerminalSanitizer.typedTextLimit)
        let length = typed.unicodeScalars.count
        guard length > TerminalSanitizer.typedTextLimit else { return shown }
        return shown + " " + text(.textTypedLength, ["count": .number(length)])
    }

    /// The text, trimmed, unless nothing but whitespace and punctuation is left.
    private static func readable(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace()
        return trimmed.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil } ? trimmed : nil
    }

    /// Replaces each `{name}` with its rendered argument; unknown placeholders stay as written.
    ///
    /// Works on UTF-8 bytes: `{` and `}` are ASCII and never part of another character.
    func fill(_ template: String, _ arguments: [String: MessageArgument]) -> String {
        var template = template
        return template.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "{")) else { return String(decoding: bytes, as: UTF8.self) }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 32)
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "{"),
                      let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                    result.append(bytes[index])
                    index += 1
                    continue
                }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close]), as: UTF8.self)
                if let argument = arguments[name] {
                    result.append(contentsOf: render(argument).utf8)
                } else {
                    result.append(contentsOf: bytes[index...close])
                }
                index = close + 1
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}
