import DogCore

/// Rendering of `compare`: one column per breed, one row per fact or trait, the rows that differ marked.
extension PresentationRenderer {
    /// The widest a breed's column grows.
    static let widestComparisonColumn = 30
    /// The widest value that wraps only after the labels have wrapped.
    static let unwrappedComparisonValue = 16

    /// How a comparison is laid out at a width.
    enum ComparisonLayout: Equatable {
        /// A label column, then a column per breed.
        case labelsBeside(labelWidth: Int, columnWidth: Int)
        /// Each label on a line of its own, the breeds' columns under it across the whole width.
        case labelsAbove(columnWidth: Int)
        /// Too narrow for a column per breed: each row's values one under the other, numbered as the breeds are at the top.
        case numbered
    }

    /// The breeds side by side, every breed in every row, so that ≠ marks what differs as shown.
    ///
    /// Labels sit beside the values when the breeds' columns fit beside them (the labels in their
    /// short forms, wrapped in their column when still too long); otherwise above them, the values
    /// taking the whole width; on a terminal too narrow for a column per breed, each row lists its
    /// values under each other, numbered as the breeds are at the top. A value wraps inside its
    /// column and no word is split. A table taller than `height` (the terminal's rows, less the
    /// command above and the prompt below) ends with the breeds' names again, so its last
    /// screenful still says which column is which.
    public func comparison(_ comparison: Comparison, height: Int? = nil) -> [String] {
        let rows = comparisonRows(comparison)
        let layout = comparisonLayout(rows, count: comparison.columns.count)
        var lines: [String]
        switch layout {
        case let .labelsBeside(labelWidth, columnWidth):
            lines = rows.flatMap { comparisonLines($0, labelWidth: labelWidth, columnWidth: columnWidth) }
        case let .labelsAbove(columnWidth):
            lines = rows.flatMap { comparisonLines($0, labelWidth: nil, columnWidth: columnWidth) }
        case .numbered:
            lines = numberedComparison(rows)
        }
        if let height, lines.count > height - 2, case let .labelsBeside(labelWidth, columnWidth) = layout, let names = rows.first {
            lines += comparisonLines(names, labelWidth: labelWidth, columnWidth: columnWidth)
        } else if let height, lines.count > height - 2, case let .labelsAbove(columnWidth) = layout, let names = rows.first {
            lines += comparisonLines(names, labelWidth: nil, columnWidth: columnWidth)
        }
        return lines + hint(strings.text(.compareDiffers))
    }

    /// The layout that fits: labels beside while the breeds' columns fit at their narrowest beside
    /// the narrowest label column, else labels above, else numbered.
    func comparisonLayout(_ rows: [ComparisonRow], count: Int) -> ComparisonLayout {
        // What wrapping cannot break: a word in Latin text, a katakana word, a character and its punctuation.
        func longestPiece(_ texts: [String]) -> Int {
            texts.flatMap { TextWrapping.wrap($0, width: 1) }.map(DisplayWidth.of).max() ?? 0
        }
        let narrowest = max(6, longestPiece(rows.flatMap(\.values)))
        let labels = rows.map(\.label)
        let longestLabel = labels.map(DisplayWidth.of).max() ?? 0
        let gaps = 2 * (count - 1)
        // Two columns of margin, the mark and a space, then the labels and two more.
        let besideRoom = width - 6 - gaps
        // A short value (a figure, a score, a word) keeps its line before a label does.
        let comfortable = max(narrowest, min(Self.unwrappedComparisonValue, rows.flatMap(\.values).map(DisplayWidth.of).max() ?? 0))
        let labelWidth = min(longestLabel, max(longestPiece(labels), besideRoom - count * comfortable), besideRoom - count * narrowest)
        if labelWidth >= longestPiece(labels) {
            let columnWidth = min(Self.widestComparisonColumn, (besideRoom - labelWidth) / count)
            return .labelsBeside(labelWidth: labelWidth, columnWidth: columnWidth)
        }
        // Above, the mark starts the label's line and the values are indented two columns.
        let aboveRoom = width - 2 - gaps
        if aboveRoom / count >= narrowest {
            return .labelsAbove(columnWidth: min(Self.widestComparisonColumn, aboveRoom / count))
        }
        return .numbered
    }

    /// One row of the table: its label beside or above, each value wrapped in its column.
    private func comparisonLines(_ row: ComparisonRow, labelWidth: Int?, columnWidth: Int) -> [String] {
        let mark = row.differs ? painter.paint("≠", .hint) : " "
        let paintedLabel = { (text: String) in row.isHeading ? painter.paint(text, .title) : painter.paint(text, .label) }
        let cells = row.values.map { TextWrapping.wrap($0, width: columnWidth) }
        let labelLines = labelWidth.map { TextWrapping.wrap(row.label, width: max(1, $0)) } ?? []
        var lines: [String] = []
        if labelWidth == nil, !row.label.isEmpty { lines.append(mark + " " + paintedLabel(row.label)) }
        for line in 0..<max(cells.map(\.count).max() ?? 1, labelLines.count) {
            let text = cells.map { DisplayWidth.pad(line < $0.count ? $0[line] : "", to: columnWidth) }.joined(separator: "  ")
            let paintedText = row.isHeading ? painter.paint(text, .title) : text
            let lead: String
            if let labelWidth {
                let label = DisplayWidth.pad(line < labelLines.count ? labelLines[line] : "", to: labelWidth)
                lead = "  " + (line == 0 ? mark : " ") + " " + paintedLabel(label) + "  "
            } else {
                lead = "  "
            }
            lines.append(String((lead + paintedText).reversed().drop { $0 == " " }.reversed()))
        }
        return lines
    }

    /// The table for a terminal too narrow for a column per breed: the breeds numbered at the
    /// top, then each row's label and under it one numbered line per breed.
    private func numberedComparison(_ rows: [ComparisonRow]) -> [String] {
        guard let names = rows.first else { return [] }
        let identifiers = rows.count > 1 ? rows[1].values : []
        let numberWidth = String(names.values.count).count
        let indent = String(repeating: " ", count: 4 + numberWidth + 2)
        var lines: [String] = []
        for (index, name) in names.values.enumerated() {
            let number = DisplayWidth.padLeft(String(index + 1), to: numberWidth)
            let identifier = index < identifiers.count ? " · " + identifiers[index] : ""
            let wrapped = TextWrapping.wrap(name + identifier, width: max(1, width - indent.count))
            for (line, part) in wrapped.enumerated() {
                lines.append((line == 0 ? "    " + number + "  " : indent) + painter.paint(part, .title))
            }
        }
        for row in rows.dropFirst(2) {
            let mark = row.differs ? painter.paint("≠", .hint) : " "
            lines.append("  " + mark + " " + painter.paint(row.label, .label))
            for (index, value) in row.values.enumerated() {
                let number = DisplayWidth.padLeft(String(index + 1), to: numberWidth)
                for (line, part) in TextWrapping.wrap(value, width: max(1, width - indent.count)).enumerated() {
                    lines.append((line == 0 ? "    " + number + "  " : indent) + part)
                }
            }
        }
        return lines
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
                label: strings.text(trait.shortLabelKey),
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
