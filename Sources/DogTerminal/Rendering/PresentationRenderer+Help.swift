import DogCore

/// Rendering of `help`, from the command table.
extension PresentationRenderer {
    /// `help`: the commands under their purposes, one line each, so the whole list fits one screen.
    ///
    /// Each line is the usage and the first sentence of the command's help, cut at the width;
    /// `help <command>` and `help all` give the rest. The usages take the column they need while
    /// 24 columns stay for the summaries; a usage wider than the column has its summary on the
    /// next line, in the summaries' column, so no summary is pushed out of line.
    func helpOverview(on screen: ScreenKind) -> [String] {
        let widest = CommandTable.specs.map { DisplayWidth.of(CommandUsage.line($0, strings: strings)) }.max() ?? 0
        let usageWidth = min(widest, max(width / 2, width - 28))
        var lines = title(strings.text(.helpTitle))
        for group in CommandTable.groups {
            lines.append(painter.paint(strings.text(group.title), .title))
            for spec in group.specs {
                let line = CommandUsage.line(spec, strings: strings)
                let overflows = DisplayWidth.of(line) > usageWidth
                let usage = DisplayWidth.pad(line, to: usageWidth)
                // The mark that a command does not apply here is kept whole; the summary gives way.
                let notHere = spec.screens.contains(screen) ? "" : " " + strings.text(.helpNotHereShort)
                let room = width - usageWidth - 4 - DisplayWidth.of(notHere)
                let summary = room > 8 ? "  " + DisplayWidth.truncateAtWord(Self.firstSentence(of: strings.text(spec.helpKey)), to: room) + notHere : ""
                if overflows {
                    lines.append("  " + painter.paint(line, .name))
                    if !summary.isEmpty { lines.append(String(repeating: " ", count: usageWidth + 2) + summary) }
                } else {
                    lines.append("  " + painter.paint(usage, .name) + summary)
                }
            }
        }
        return lines + hint(strings.text(.helpFooter))
    }

    /// `help all`: every command with its whole help text, wrapped.
    func helpAll(on screen: ScreenKind) -> [String] {
        let usages = CommandTable.specs.map { CommandUsage.line($0, strings: strings) }
        let usageWidth = min(usages.map(DisplayWidth.of).max() ?? 0, width / 2)
        var lines = title(strings.text(.helpTitle))
        for (spec, usage) in zip(CommandTable.specs, usages) {
            var summary = strings.text(spec.helpKey)
            if !spec.screens.contains(screen) { summary += " " + strings.text(.helpNotHere) }
            let summaryWidth = width - usageWidth - 4
            if DisplayWidth.of(usage) > usageWidth || summaryWidth < 20 {
                lines.append("  " + painter.paint(usage, .name))
                lines += TextWrapping.wrap(summary, width: width - 6).map { "      " + $0 }
                continue
            }
            let wrappedSummary = TextWrapping.wrap(summary, width: summaryWidth)
            for (index, part) in wrappedSummary.enumerated() {
                let lead = index == 0 ? painter.paint(DisplayWidth.pad(usage, to: usageWidth), .name) : String(repeating: " ", count: usageWidth)
                lines.append("  " + lead + "  " + part)
            }
        }
        return lines + hint(strings.text(.helpFooter))
    }

    /// A help text's first sentence, without its stop: up to the first full stop followed by a
    /// space and a capital (so `bzw. das` goes on), or the first Japanese full stop; the whole
    /// text when it is one sentence.
    static func firstSentence(of text: String) -> String {
        var searched = text[...]
        while let stop = searched.firstRange(of: ". ") {
            if text[stop.upperBound...].first?.isUppercase == true { return String(text[..<stop.lowerBound]) }
            searched = text[stop.upperBound...]
        }
        if let stop = text.firstIndex(of: "。"), text.index(after: stop) < text.endIndex { return String(text[..<stop]) }
        return text.hasSuffix(".") || text.hasSuffix("。") ? String(text.dropLast()) : text
    }

    func help(_ name: CommandName) -> [String] {
        let spec = CommandTable.spec(name)
        var lines = [painter.paint(CommandUsage.line(spec, strings: strings), .title)]
        lines += TextWrapping.wrap(strings.text(spec.helpKey), width: width - 2).map { "  " + $0 }
        for flag in spec.flags {
            lines += TextWrapping.wrap("--\(flag.name): " + strings.text(flag.helpKey), width: width - 2).map { "  " + $0 }
        }
        if spec.arguments.contains(where: { $0.completion == .conditions }) {
            lines += traitReference()
        }
        for choice in CommandUsage.choices(spec) {
            let line = strings.text(.helpChoices, ["argument": .message(Message(choice.argument)), "choices": .alternatives(choice.words)])
            lines += TextWrapping.wrap(line, width: width - 2).map { "  " + $0 }
        }
        if !spec.aliases.isEmpty {
            let aliases = strings.text(.helpAliases, ["aliases": .text(spec.aliases.joined(separator: strings.text(.listSeparator)))])
            lines += TextWrapping.wrap(aliases, width: width - 2).map { "  " + $0 }
        }
        if !spec.examples.isEmpty {
            let examples = spec.examples.joined(separator: strings.text(.listSeparator))
            lines += TextWrapping.wrap(strings.text(.helpExamples, ["examples": .text(examples)]), width: width - 2).map { "  " + $0 }
        }
        if spec.screens.count < ScreenKind.allCases.count {
            let screens = ScreenKind.allCases.filter(spec.screens.contains).map { strings.text($0.titleKey) }
            let applies = strings.text(.helpScreens, ["screens": .text(screens.joined(separator: strings.text(.listSeparator)))])
            lines += TextWrapping.wrap(applies, width: width - 2).map { "  " + $0 }
        }
        return lines
    }

    /// The rules of conditions and every trait with the values it takes, from the trait table.
    private func traitReference() -> [String] {
        var lines = TextWrapping.wrap(strings.text(.helpFindRules), width: width - 2).map { "  " + $0 }
        lines += TextWrapping.wrap(strings.text(.helpFindLanguages), width: width - 2).map { "  " + $0 }
        lines.append("  " + strings.text(.helpTraitsTitle))
        let nameWidth = BreedTrait.allCases.map { DisplayWidth.of($0.rawValue) }.max() ?? 0
        for trait in BreedTrait.allCases {
            let summary = strings.text(trait.labelKey) + ": " + TraitText.values(trait, strings: strings)
            let wrapped = TextWrapping.wrap(summary, width: max(20, width - nameWidth - 6))
            for (index, part) in wrapped.enumerated() {
                let lead = index == 0 ? painter.paint(DisplayWidth.pad(trait.rawValue, to: nameWidth), .name) : String(repeating: " ", count: nameWidth)
                lines.append("    " + lead + "  " + part)
            }
        }
        return lines
    }
}
