import DogCore
import FoundationEssentials

/// The `{name}` variables of a transcript run: `{tmp}` and those given with `--var`, each with the
/// forms its value takes in output (a URL is also written `host:port`, as sources are named).
///
/// Options are filled with them before the run, and commands too, each value as one word (data,
/// never syntax), and a `{name}` left without a value is an error, as a script's is. Expected output names them: `{server}` in a recorded line
/// matches the server's address. Writing a transcript back (`dogsh test --update`), a value is
/// written as its name only where the recorded text had that name, never wherever the same
/// text happens to appear (`retriever/golden` stays, whatever `{q}` is), and only as a whole
/// word (`{q}` = `e` leaves `Search` alone).
public struct TranscriptVariables: Sendable {
    /// Each variable's name and the forms of its value, longest first.
    let forms: [(name: String, values: [String])]

    /// The variables of a run: `tmp` (the run's scratch folder, when there is one) and those given.
    public init(_ given: [String: String], tmp: String? = nil) {
        var forms: [(String, [String])] = tmp.map { [("tmp", [$0])] } ?? []
        for (name, value) in given.sorted(by: { $0.key < $1.key }) where !value.isEmpty {
            var values = [value]
            if let url = URL(string: value), let host = url.host, let port = url.port { values.append("\(host):\(port)") }
            forms.append((name, values.sorted { $0.count > $1.count }))
        }
        self.forms = forms
    }

    /// The forms of a variable's value; nil when it has none.
    func values(of name: String) -> [String]? {
        forms.first { $0.name == name }?.values
    }

    /// A command or option with every `{name}` filled and `{{` written as `{`; throws the names left without a value.
    func filled(_ text: String) throws(TranscriptVariableError) -> String {
        guard text.contains("{") else { return text }
        var result = ""
        var missing: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if after.hasPrefix("{") {
                result += "{"
                rest = after.dropFirst()
            } else if let close = after.firstIndex(of: "}"), ScriptTemplate.isName(after[..<close]) {
                let name = String(after[..<close])
                if let value = values(of: name)?.first { result += value } else if !missing.contains(name) { missing.append(name) }
                rest = after[after.index(after: close)...]
            } else {
                result += "{"
                rest = after
            }
        }
        guard missing.isEmpty else { throw .unfilled(missing) }
        return result + rest
    }

    /// A command with every `{name}` filled as data, as a script's parameters are: each value one
    /// word, quoted as needed, so `--var 'q=golden; where'` cannot add a statement.
    func filledCommand(_ command: String) throws(TranscriptVariableError) -> String {
        let values = Dictionary(forms.compactMap { entry in entry.values.first.map { (entry.name, $0) } }) { first, _ in first }
        do {
            return try ScriptTemplate.filled(command, with: values)
        } catch {
            switch error {
            case let .missing(names): throw .unfilled(names)
            }
        }
    }

    /// The variables a text names, `{name}`, that this run has values for.
    func used(in text: String) -> Set<String> {
        Set(forms.map(\.name).filter { text.contains("{\($0)}") })
    }

    /// A line of output with each value of `names` written as its name.
    func named(_ line: String, only names: Set<String>) -> String {
        var line = line
        // Longest values first, so a URL is named before its host:port.
        for (name, value) in forms.filter({ names.contains($0.name) }).flatMap({ entry in entry.values.map { (entry.name, $0) } })
            .sorted(by: { $0.1.count > $1.1.count }) {
            line = Self.replacingWhole(value, with: "{\(name)}", in: line)
        }
        return line
    }

    /// The line with each occurrence of `value` that is not part of a longer word replaced: `e`
    /// is named in `“e”`, never inside `Search`.
    static func replacingWhole(_ value: String, with name: String, in line: String) -> String {
        guard !value.isEmpty else { return line }
        let wordy = { (character: Character?) in character.map { $0.isLetter || $0.isNumber } ?? false }
        var result = ""
        var rest = line[...]
        while let found = rest.firstRange(of: value) {
            let before = found.lowerBound > line.startIndex ? line[line.index(before: found.lowerBound)] : nil
            let after = found.upperBound < line.endIndex ? line[found.upperBound] : nil
            let whole = !(wordy(value.first) && wordy(before)) && !(wordy(value.last) && wordy(after))
            result += rest[..<found.lowerBound]
            result += whole ? name : String(rest[found])
            rest = rest[found.upperBound...]
        }
        return result + rest
    }
}

/// Why a transcript's commands or options could not be filled.
public enum TranscriptVariableError: Error, Hashable, Sendable {
    /// These `{name}`s have no value: neither `{tmp}` nor given with `--var`.
    case unfilled([String])
}
