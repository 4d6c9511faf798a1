import DogCore

/// Rendering of `compare`: one column per breed, one row per fact or trait, the rows that differ marked.
extension PresentationRenderer {
    /// The columns narrower than this move to a block of their own rather than squeeze.
    static let narrowestComparisonColumn = 16

    func comparison(_ comparison: Comparison) -> [String] {
        let rows = comparisonRows(comparison)
        let labels = rows.map(\.label)
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        // Two columns of margin, the mark and a space, the labels, then the breed columns two apart.
        let available = max(Self.narrowestComparisonColumn, width - labelWidth - 4)
        let count = comparison.columns.count
        let even = (available - 2 * (count - 1)) / count
        let columnWidth = min(30, max(Self.narrowestComparisonColumn, even))
        let perBlock = max(1, (available + 2) / (columnWidth + 2))
        var lines: [String] = []
        for start in stride(from: 0, to: count, by: perBlock) {
            let shown = start..<min(count, start + perBlock)
            if start > 0 { lines.append("") }
            for row in rows {
                let cells = shown.map { TextWrapping.wrap(row.values[$0], width: columnWidth) }
                let height = cells.map(\.count).max() ?? 1
                for line in 0..<height {
                    let mark = line == 0 && row.differs ? painter.paint("≠", .hint) : " "
                    let label = line == 0 ? DisplayWidth.pad(row.label, to: labelWidth) : String(repeating: " ", count: labelWidth)
                    let text = cells.map { DisplayWidth.pad(line < $0.count ? $0[line] : "", to: columnWidth) }.joined(separator: "  ")
                    let paintedLabel = row.isHeading ? painter.paint(label, .title) : painter.paint(label, .label)
                    let paintedText = row.isHeading ? painter.paint(text, .title) : text
                    lines.append(String(("  " + mark + " " + paintedLabel + "  " + paintedText).reversed().drop { $0 == " " }.reversed()))
                }
            }
        }
        return lines + hint(strings.text(.compareDiffers))
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
        rows.append(ComparisonRow(label: strings.text(.compareSource), values: sources, differs: Set(sources).count > 1))
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
