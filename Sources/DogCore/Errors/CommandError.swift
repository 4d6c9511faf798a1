/// Why a typed command could not run; the stack is never changed when one occurs.
public enum CommandError: Error, Hashable, Sendable {
    /// The first word names no command; carries the nearest command names.
    case unknownCommand(String, suggestions: [String])
    /// A required argument is missing.
    case missingArgument(CommandName, ArgumentSpec)
    /// More words than the command takes.
    case tooManyArguments(CommandName)
    /// A word where a row number belongs is not a positive number.
    case invalidRow(String)
    /// A word where a page number belongs is not a positive number.
    case invalidPage(String)
    /// A word where a number of screens belongs is not a positive number.
    case invalidSteps(String)
    /// `back` was asked to go further than the stack is deep; carries how far it can go.
    case backTooFar(Int, available: Int)
    /// `back` at the breeds list, where no screen lies below.
    case backAtRoot
    /// `forward` with no screen ahead to reopen.
    case forwardAtEnd
    /// `more` on the last page; carries how many pages there are.
    case noNextPage(pageCount: Int)
    /// `prev` on the first page; carries how many pages there are.
    case noPreviousPage(pageCount: Int)
    /// A word outside the command's fixed choices, such as `favorites purge` or `theme purple`.
    case invalidChoice(CommandName, String, choices: [String])
    /// A quote was opened and never closed.
    case unterminatedQuote
    /// A `--flag` the command does not have; carries the flags it has.
    case unknownFlag(CommandName, String, known: [String])
    /// The flag does not apply on the current screen.
    case flagNotOnScreen(String, ScreenKind)
    /// No breed has this name; carries the nearest breed names.
    case unknownBreed(String, suggestions: [String])
    /// Words that name several breeds by whole words of their names; carries their display names.
    case ambiguousBreed(String, candidates: [NamedBreed])
    /// The breed exists but has no such sub-breed; carries its sub-breeds.
    case unknownSubBreed(breed: String, subBreed: String, known: [String])
    /// The row number is beyond the rows the screen shows.
    case noSuchRow(Int, rowCount: Int)
    /// The screen shows no numbered rows.
    case noRows
    /// A command that takes a row was given a breed no row of the screen holds.
    case noImageOf(BreedRef, displayName: String)
    /// `show` or `save` was given a row that is not an image.
    case notAnImageRow(Int)
    /// On the breeds list, the row's breed has no image yet.
    case noThumbnail(Int)
    /// `grid` found no images on the screen.
    case noImagesHere
    /// The page number is beyond the screen's pages.
    case noSuchPage(Int, pageCount: Int)
    /// A breed's page past the images loaded so far; `more` loads them.
    case pageNotLoaded(Int)
    /// The command does not apply on the current screen.
    case notOnScreen(CommandName, ScreenKind)
    /// The command needs a row number on this screen.
    case needsRow(CommandName)
    /// A command that takes a breed's name or a row was given neither where no breed is on show (`fav` on a list).
    case needsBreed(CommandName)
    /// The catalog has not loaded, so no breed can be named.
    case catalogUnavailable
    /// An address that is not a plain http(s) URL; dogsh does not hand it on.
    case unsafeURL(String)
    /// A `find` word that is not `trait`, a comparison and a value.
    case malformedCondition(String)
    /// A `find` or `sort` word that names no trait; carries the nearest trait names.
    case unknownTrait(String, suggestions: [String])
    /// A `find` temperament word that starts no word of any breed's temperament (`frendly`); carries the nearest keywords.
    case unknownTemperament(String, suggestions: [String])
    /// A `find` word people use that is not a trait (`hypoallergenic`); carries the condition that says it.
    case traitWordHint(String, condition: String)
    /// A value the trait does not take; carries the forms it does.
    case invalidTraitValue(trait: String, value: String, accepted: [String])
    /// Conditions that no breed could meet together, such as `weight>10 weight<5`.
    case impossibleConditions(trait: String, [String])
    /// `compare` was given fewer than two or more than four breeds.
    case compareCount(Int)

    /// The localized message that explains the error.
    public var message: Message {
        switch self {
        case let .unknownCommand(word, suggestions):
            Message(.errorCommandUnknown, ["name": .typed(word), "hint": .message(Self.suggestionHint(suggestions, orHelp: true, typed: word))])
        case let .missingArgument(command, argument):
            Message(.errorCommandMissingArgument, ["command": .text(command.rawValue), "argument": .message(Message(argument.placeholder)), "usage": .usage(command)])
        case let .tooManyArguments(command):
            Message(.errorCommandTooManyArguments, ["command": .text(command.rawValue), "usage": .usage(command)])
        case let .invalidRow(word):
            Message(.errorCommandInvalidRow, ["value": .typed(word)])
        case let .invalidPage(word):
            Message(.errorCommandInvalidPage, ["value": .typed(word)])
        case let .invalidSteps(word):
            Message(.errorCommandInvalidSteps, ["value": .typed(word)])
        case let .backTooFar(_, available):
            Message(.errorCommandBackTooFar, ["count": .number(available)])
        case .backAtRoot:
            Message(.errorBackAtRoot)
        case .forwardAtEnd:
            Message(.errorForwardAtEnd)
        case let .noNextPage(pageCount):
            Message(pageCount == 1 ? .errorPagingSingle : .errorPagingLast)
        case let .noPreviousPage(pageCount):
            Message(pageCount == 1 ? .errorPagingSingle : .errorPagingFirst)
        case let .invalidChoice(command, word, choices):
            // A slip gets the choices it is nearest to (`sort wieght`: weight); anything else, every choice.
            if case let nearest = Self.slips(of: word, among: choices), !nearest.isEmpty {
                Message(.errorCommandInvalidChoiceDidYouMean, [
                    "command": .text(command.rawValue), "name": .typed(word), "suggestions": .alternatives(nearest), "usage": .usage(command),
                ])
            } else {
                Message(.errorCommandInvalidChoice, [
                    "command": .text(command.rawValue), "name": .typed(word), "choices": .alternatives(choices), "usage": .usage(command),
                ])
            }
        case .unterminatedQuote:
            Message(.errorCommandUnterminatedQuote)
        case let .unknownFlag(command, flag, known):
            Message(.errorCommandUnknownFlag, [
                "command": .text(command.rawValue), "flag": .typed(flag), "known": .alternatives(known), "usage": .usage(command),
            ])
        case let .flagNotOnScreen(flag, screen):
            Message(.errorCommandFlagNotOnScreen, ["flag": .text("--" + flag), "screen": .message(Message(screen.titleKey))])
        case let .unknownBreed(name, suggestions):
            Message(.errorBreedUnknown, ["name": .typed(name), "hint": .message(Self.suggestionHint(suggestions, orHelp: false, typed: name))])
        case let .ambiguousBreed(name, candidates):
            Self.ambiguity(name, candidates)
        case let .unknownSubBreed(breed, subBreed, known):
            Message(.errorBreedUnknownSubBreed, ["breed": .text(breed), "name": .typed(subBreed), "known": .list(known)])
        case let .noSuchRow(row, count):
            Message(.errorRowOutOfRange, ["row": .number(row), "count": .number(count)])
        case .noRows:
            Message(.errorRowNone)
        case let .noImageOf(ref, displayName):
            Message(.errorShowNoImage, ["breed": .breed(ref, fallback: displayName), "name": .text(ref.phrase)])
        case let .notAnImageRow(row):
            Message(.errorRowNotAnImage, ["row": .number(row)])
        case let .noThumbnail(row):
            Message(.errorRowNoThumbnail, ["row": .number(row)])
        case .noImagesHere:
            Message(.errorNoImagesHere)
        case let .noSuchPage(page, count):
            Message(.errorPageOutOfRange, ["page": .number(page), "count": .number(count)])
        case let .pageNotLoaded(page):
            Message(.errorPageNotLoaded, ["page": .number(page)])
        case let .notOnScreen(command, screen):
            Message(.errorCommandNotOnScreen, ["command": .text(command.rawValue), "screen": .message(Message(screen.titleKey))])
        case let .needsRow(command):
            Message(.errorCommandNeedsRow, ["command": .text(command.rawValue), "usage": .usage(command)])
        case let .needsBreed(command):
            Message(.errorCommandNeedsBreed, ["command": .text(command.rawValue), "usage": .usage(command)])
        case .catalogUnavailable:
            Message(.errorCatalogNotLoaded)
        case let .unsafeURL(address):
            Message(.errorURLUnsafe, ["url": .text(address)])
        case let .malformedCondition(word):
            Message(.errorFindMalformed, ["condition": .typed(word)])
        case let .unknownTrait(name, suggestions):
            Message(.errorFindUnknownTrait, [
                "name": .typed(name),
                "hint": .message(suggestions.isEmpty ? Message(.errorHintHelpFind) : Message(.errorHintDidYouMeanHelpFind, ["suggestions": .alternatives(suggestions)])),
            ])
        case let .unknownTemperament(word, suggestions):
            suggestions.isEmpty
                ? Message(.errorFindUnknownTemperamentPlain, ["word": .typed(word)])
                : Message(.errorFindUnknownTemperament, ["word": .typed(word), "suggestions": .alternatives(suggestions)])
        case let .traitWordHint(word, condition):
            Message(.errorFindTraitHint, ["word": .typed(word), "condition": .text(condition)])
        case let .invalidTraitValue(trait, value, accepted):
            Message(.errorFindInvalidValue, ["trait": .text(trait), "value": .typed(value), "accepted": .alternatives(accepted)])
        case let .impossibleConditions(trait, conditions):
            Message(.errorFindImpossible, ["conditions": .list(conditions), "trait": .text(trait)])
        case let .compareCount(count):
            Message(.errorCompareCount, ["count": .number(count)])
        }
    }

    /// The most breeds an ambiguity names in full; past it, it counts them and names the first few.
    static let ambiguityListed = 5

    /// "“shepherd” could be a, b or c", or for many, how many and the first few of them.
    static func ambiguity(_ name: String, _ candidates: [NamedBreed]) -> Message {
        guard candidates.count > ambiguityListed else {
            return Message(.errorBreedAmbiguous, ["name": .typed(name), "candidates": .breedAlternatives(candidates)])
        }
        return Message(.errorBreedAmbiguousMany, [
            "name": .typed(name), "breeds": .message(Message(.countBreeds, ["count": .number(candidates.count)])),
            "candidates": .breedList(Array(candidates.prefix(ambiguityListed - 1))),
        ])
    }

    /// "Did you mean a or b?", or when there is nothing near, a pointer to `help`, or to a search for what was typed.
    static func suggestionHint(_ suggestions: [String], orHelp: Bool, typed: String) -> Message {
        if suggestions.isEmpty {
            // search takes the rest of its line, so spaces may stay; quotes, `;` or `#` are quoted, so the search offered runs as one statement.
            let query = CommandLineSyntax.isPlainText(typed) ? typed : CommandLineSyntax.quoted(typed)
            return orHelp ? Message(.errorHintHelp) : Message(.errorHintSearch, ["query": .typed(query)])
        }
        return Message(.errorHintDidYouMean, ["suggestions": .alternatives(suggestions)])
    }

    /// The choices a word is a slip of, nearest first: at most two edits away (one for a word of
    /// up to four letters), so `group` does not become `grooming`, nor `fr` any language.
    static func slips(of word: String, among choices: [String]) -> [String] {
        let typed = Array(word.lowercased())
        let limit = typed.count <= 4 ? 1 : 2
        let near = choices.enumerated().compactMap { index, choice in
            EditDistance.distance(typed[...], Array(choice)[...], limit: limit).map { (choice: choice, rank: ($0, index)) }
        }
        return near.sorted { $0.rank < $1.rank }.prefix(2).map(\.choice)
    }
}
