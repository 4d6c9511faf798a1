import DogCore
import Testing
@testable import DogTerminal

/// Every command form a hint shows, in every language, is one the command table accepts where the hint is shown.
@Suite struct HintFormsTests {
    /// The strings that tell a person what to type, and the screen each is shown on (nil: any screen).
    static let hints: [(key: LocalizationKey, screen: ScreenKind?)] = [
        (.screenBreedsHint, .breeds), (.screenBreedHint, .breed), (.screenBreedSubBreedsHint, .breed),
        (.screenFavoritesHint, .favorites), (.screenSearchHint, .search), (.screenFindHint, .find), (.messageWelcome, .breeds),
        (.errorRowNoThumbnail, .breeds), (.screenFavoritesEmpty, nil), (.helpFooter, nil), (.errorHintHelp, nil),
        (.errorHintSearch, nil), (.commandLogHelp, nil),
    ]

    /// A sample word for a placeholder such as `<Rasse>` or `{query}`, by where the argument completes from (`<n>` is always a number).
    static func sample(for source: CompletionSource) -> String {
        switch source {
        case .rows, .pages, .crumbs: "1"
        case .breeds, .favoriteBreeds: "pug"
        case .subBreeds: "afghan"
        case .paths: "dogs.json"
        case .commands: "open"
        case let .keywords(words): words[0]
        case .conditions: "weight<10"
        case .flags: "--images"
        }
    }

    /// The command forms in a text: a command word, then the placeholders, flags and fixed choices after it.
    ///
    /// Words are split at spaces and at the punctuation of every language; a form ends at the
    /// first word that is none of those, so prose after a command ("fav adds this breed") is not part of it.
    static func forms(in text: String) -> [[String]] {
        let separators: Set<Character> = [" ", "、", "。", "：", "；", "，", "（", "）"]
        let punctuation: Set<Character> = [";", ",", ".", ":", "(", ")", "?"]
        let words = text.split { separators.contains($0) }.map { word in
            String(word.drop { punctuation.contains($0) }.reversed().drop { punctuation.contains($0) }.reversed())
        }
        var forms: [[String]] = []
        var index = 0
        while index < words.count {
            guard let spec = CommandTable.spec(invokedBy: words[index]), words[index] == words[index].lowercased() else {
                index += 1
                continue
            }
            var form = [words[index]]
            index += 1
            while index < words.count {
                let word = words[index]
                let position = form.count - 1 - form.dropFirst().filter { $0.hasPrefix("--") }.count
                let argument = position < spec.arguments.count ? spec.arguments[position] : spec.arguments.last
                let isChoice = if case let .keywords(choices)? = argument?.completion { choices.contains(word) } else { false }
                if word == "<n>" {
                    form.append("1")
                } else if (word.hasPrefix("<") && word.hasSuffix(">")) || (word.hasPrefix("{") && word.hasSuffix("}")), let argument {
                    // `<Rasse>` is a placeholder for the person; `{query}`, one the message fills with what they typed.
                    form.append(sample(for: argument.completion))
                } else if word.hasPrefix("--") || isChoice {
                    form.append(word)
                } else {
                    break
                }
                index += 1
            }
            forms.append(form)
        }
        return forms
    }

    @Test func everyFormInAHintParsesAndAppliesWhereTheHintIsShown() throws {
        var checked = 0
        for language in Language.all {
            for (key, screen) in Self.hints {
                for text in language.text(key).forms {
                    let forms = Self.forms(in: text)
                    #expect(!forms.isEmpty, "\(language.code) \(key.rawValue) shows no command: \(text)")
                    for form in forms {
                        let statement = form.joined(separator: " ")
                        let parsed = try #require(try? CommandParser.parse(statement), "\(language.code) \(key.rawValue): “\(statement)” does not parse")
                        if let screen {
                            #expect(parsed.spec.screens.contains(screen), "\(language.code) \(key.rawValue): “\(statement)” does not apply on \(screen)")
                            for flag in parsed.flags {
                                let applies = parsed.spec.flags.first { $0.name == flag }?.screens.contains(screen) ?? false
                                #expect(applies, "\(language.code) \(key.rawValue): --\(flag) does not apply on \(screen)")
                            }
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked >= 4 * Self.hints.count, "the hints were read")
    }

    @Test(arguments: [
        ("Type open <n> or open <breed>; more and prev turn the pages.", [["open", "1"], ["open", "pug"], ["more"], ["prev"]]),
        ("fav adds this breed; fav <n> adds the image", [["fav"], ["fav", "1"]]),
        ("favorites export <Datei> speichert alle.", [["favorites", "export", "dogs.json"]]),
        ("ls --images でページ", [["ls", "--images"]]),
        ("(log net debug)", [["log", "net", "debug"]]),
        ("Open a breed; Show it", []),
    ] as [(String, [[String]])])
    func formsAreReadFromProse(text: String, expected: [[String]]) {
        #expect(Self.forms(in: text) == expected)
    }

    @Test func aFormTheTableDoesNotAcceptIsCaught() {
        let wrong = Self.forms(in: "Type show to draw, or favorites purge <file>.")
        #expect(wrong == [["show"], ["favorites"]], "purge is no choice of favorites, so the form stops before it")
        #expect((try? CommandParser.parse("show")) == nil, "show without its row is refused, so a hint saying it would fail the test")
    }
}
