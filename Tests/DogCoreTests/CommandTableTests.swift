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
                    #expect(index > 0 && spec.arguments[index - 1].completion == .breeds)
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
                #expect(parsed.spec.name == spec.name || (example == "cd .." && parsed.command == .back(steps: 1)))
            }
        }
    }
}
