import DogCore

/// Rendering of `compare`: one column per breed, one row per fact or trait, the rows that differ marked.
extension PresentationRenderer {
    /// The narrowest a breed's column may be; a wider word widens it, so no word is ever broken.
    static let narrowestComparisonColumn = 12
    /// The widest a breed's column grows.
    static let widestComparisonColumn = 30

    /// The breeds side by side, as many to a block as fit the width.
    ///
    /// Labels sit beside the values when that fits as many breeds as putting each label on a
    /// line of its own above its values; otherwise they go above, and the values take the whole width.
    /// A block taller than `height` (the terminal's rows, less the command above and the prompt
    /// below) ends with the breeds' names again, so its last screenful still says which column is which.
    public func comparison(_ comparison: Comparison, height: Int? = nil) -> [String] {
        let rows = comparisonRows(comparison)
        let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        // What wrapping cannot break: a word in Latin text, a character and its punctuation in Japanese.
        let longestWord = rows.flatMap(\.values).flatMap { TextWrapping.wrap($0, width: 1) }.map(DisplayWidth.of).max() ?? 0
        let narrowest = max(Self.narrowestComparisonColumn, longestWord)
        let count = comparison.columns.count
        // Two columns of margin, the mark and a space, then (beside) the labels and two more.
        let beside = Self.comparisonBlock(count: count, available: width - labelWidth - 6, narrowest: narrowest)
        let above = Self.comparisonBlock(count: count, available: width - 4, narrowest: narrowest)
        let labelsBeside = beside.perBlock >= above.perBlock
        let (perBlock, columnWidth) = labelsBeside ? beside : above
        var lines: [String] = []
        for start in stride(from: 0, to: count, by: perBlock) {
            let shown = start..<min(count, start + perBlock)
            if start > 0 { lines.append("") }
            let blockStart = lines.count
            for row in rows {
                let cells = shown.map { TextWrapping.wrap(row.values[$0], width: columnWidth) }
                let height = cells.map(\.count).max() ?? 1
                let mark = row.differs ? painter.paint("≠", .hint) : " "
                let paintedLabel = { (text: String) in row.isHeading ? painter.paint(text, .title) : painter.paint(text, .label) }
                if !labelsBeside, !row.label.isEmpty { lines.append("  " + mark + " " + paintedLabel(row.label)) }
                for line in 0..<height {
                    let text = cells.map { DisplayWidth.pad(line < $0.count ? $0[line] : "", to: columnWidth) }.joined(separator: "  ")
                    let paintedText = row.isHeading ? painter.paint(text, .title) : text
                    let lead: String
                    if labelsBeside {
                        let label = line == 0 ? DisplayWidth.pad(row.label, to: labelWidth) : String(repeating: " ", count: labelWidth)
                        lead = "  " + (line == 0 ? mark : " ") + " " + paintedLabel(label) + "  "
                    } else {
                        lead = "    "
                    }
                    lines.append(String((lead + paintedText).reversed().drop { $0 == " " }.reversed()))
                }
            }
            if let height, lines.count - blockStart > height - 2, let names = rows.first {
                // The names' lines only (headings have no label line above them), not the identifiers under them.
                let namesHeight = shown.map { TextWrapping.wrap(names.values[$0], width: columnWidth).count }.max() ?? 1
                lines += lines[blockStart..<blockStart + namesHeight]
            }
        }
        return lines + hint(strings.text(.compareDiffers))
    }

    /// How many breeds fit side by side in `available` columns, two apart, and how wide each is then.
    static func comparisonBlock(count: Int, available: Int, narrowest: Int) -> (perBlock: Int, columnWidth: Int) {
        let perBlock = max(1, min(count, (available + 2) / (narrowest + 2)))
        let even = (available - 2 * (perBlock - 1)) / perBlock
        return (perBlock, min(widestComparisonColumn, max(narrowest, even)))
    }

    /// One row of the comparison: its label, a value per breed, and whether the values differ.
    struct ComparisonRow {
        let label: String
        let values: [String]
        var isHeading = false
        var differs = false
    }

    /// The traits whose values, as shown, are not the same for every breed (an unknown counts as a value).
    func differingTraits(_ comparison: Comparison) -> [BreedTrait] {
        BreedTrait.allCases.filter { trait in Set(comparison.columns.map { traitValue(trait, of: $0.traits) }).count > 1 }
    }

    /// The breeds' names, then every trait in the table's order, then where the values came from.
    func comparisonRows(_ comparison: Comparison) -> [ComparisonRow] {
        let unknown = strings.text(.compareUnknown)
        var rows = [ComparisonRow(
            label: "", values: comparison.columns.map { TerminalSanitizer.clean(name($0.ref, $0.displayName)) }, isHeading: true
        )]
        rows.append(ComparisonRow(label: "", values: comparison.columns.map(\.ref.identifier), isHeading: true))
        let differing = Set(differingTraits(comparison))
        for trait in BreedTrait.allCases {
            rows.append(ComparisonRow(
                label: strings.text(trait.labelKey),
                values: comparison.columns.map { traitValue(trait, of: $0.traits) ?? unknown },
                differs: differing.contains(trait)
            ))
        }
        let sources = comparison.columns.map { self.sources(of: $0.traits) ?? unknown }
        // Sources are named, not compared: two breeds' records always differ.
        rows.append(ComparisonRow(label: strings.text(.compareSource), values: sources))
        return rows
    }

    /// `AKC, TheDogAPI #149`: the sources that know the breed, named as the breed screen names them.
    private func sources(of traits: BreedTraits) -> String? {
        var names: [String] = []
        if traits.facts != nil { names.append(strings.text(.compareSourceAKC)) }
        if let details = traits.details {
            names.append(details.source.map { strings.text(.compareSourceDogAPI, ["id": .text(String($0.id))]) } ?? strings.text(.compareSourceDogAPIUnnumbered))
        }
        return names.isEmpty ? nil : strings.list(names)
    }
}
