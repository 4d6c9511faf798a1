import Testing
@testable import DogCore

@Suite struct CommandTableTests {
    @Test func everyCommandNameHasExactlyOneSpec() {
        #expect(CommandTable.specs.map(\.name) .sorted { $0.rawValue < $1.rawValue } == CommandName.allCases.sorted { $0.rawValue < $1.rawValue })
    }

    @Test func namesAndAliasesAreUniqueAndLowercase() {
        let words = CommandTable.specs.flatMap(\.invocations)
        #expect(Set(words).count == words.count)
        #expect(words.allSatisfy { $0 == $0.lowercased() && !$0.contains(" ") && !$0.isEmpty })
    }

    @Test func everyInvocationFindsItsSpec() {
        for spec in CommandTable.specs {
            for word in spec.invocations {
                #expect(CommandTable.spec(invokedBy: word)?.name == spec.name)
                #expect(CommandTable.spec(invokedBy: word.uppercased())?.name == spec.name)
            }
        }
    }

    @Test func helpKeysAreTheCommandsOwn() {
        for spec in CommandTable.specs {
            #expect(spec.helpKey.rawValue == "command.\(spec.name.rawValue).help")
        }
        #expect(Set(CommandTable.specs.map(\.helpKey)).count == CommandTable.specs.count)
    }

    @Test func argumentsAreWellFormed() {
        for spec in CommandTable.specs {
            for (index, argument) in spec.arguments.enumerated() {
                #expect(argument.placeholder.rawValue.hasPrefix("argument."))
                if argument.arity == .requiredRest || argument.arity == .optionalRest {
                    #expect(index == spec.arguments.count - 1, "\(spec.name): a rest argument must come last")
                }
                if argument.arity == .requiredWithPrevious {
                    #expect(index > 0 && spec.arguments[index - 1].arity == .optional)
                }
                if argument.completion == .subBreeds {
                    #expect(index > 0 && [.breeds, .favoriteBreeds].contains(spec.arguments[index - 1].completion), "\(spec.name): a sub-breed follows a breed")
                }
                if case let .keywords(words) = argument.completion { #expect(!words.isEmpty) }
            }
        }
    }

    @Test func everyCommandAppliesSomewhereAndExamplesParse() throws {
        for spec in CommandTable.specs {
            #expect(!spec.screens.isEmpty)
            for example in spec.examples {
                let parsed = try #require(try CommandParser.parse(example))
                #expect(parsed.spec.name == spec.name || (example == "cd .." && parsed.spec.name == .back))
            }
        }
    }
}

/// Each command is declared once: its table entry runs it, so adding one means an entry and its strings.
@Suite struct CommandDeclaredOnceTests {
    /// Every entry's runner answers every one of its examples on every screen where it applies, and
    /// answers with effects (something shown, done or refused), never with silence.
    @Test func everyEntryRunsItsExamples() throws {
        for spec in CommandTable.specs {
            for example in spec.examples + [spec.name.rawValue] {
                guard let parsed = try? CommandParser.parse(example), parsed.spec.name == spec.name else { continue }
                for screen in spec.screens {
                    var coordinator = CoordinatorTransitionTests.coordinator(on: screen)
                    // A refusal (`back 2` one screen deep) is an answer too.
                    let effects = (try? spec.run(&coordinator, parsed.arguments)) ?? [.fail(Message(.errorCommandBackTooFar))]
                    #expect(!effects.isEmpty, "\(example) on \(screen) answered nothing")
                }
            }
        }
    }

    /// A command the table does not know (one made up here) runs from its entry alone: the
    /// coordinator routes by the entry, not by a list of names.
    @Test func anEntryOutsideTheTableRunsThroughTheCoordinator() throws {
        let made = CommandSpec("wag", help: .commandWhereHelp) { coordinator, arguments in
            [.present(.message(Message(.messageLogLevel, ["category": .text(arguments.words.joined()), "level": .text("\(coordinator.stack.depth)")])))]
        }
        var coordinator = CoordinatorTransitionTests.coordinator(on: .breed)
        let effects = coordinator.handle(ParsedCommand(spec: made, arguments: CommandArguments(["tail"])))
        #expect(effects == [.present(.message(Message(.messageLogLevel, ["category": .text("tail"), "level": .text("2")])))])
    }
}
