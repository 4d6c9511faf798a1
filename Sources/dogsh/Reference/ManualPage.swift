import DogCore
import DogRuntime
import DogServices
import DogTerminal

/// dogsh(1), in roff, made from what the code declares: the shell's options, the command table, the traits and the exit statuses.
///
/// `scripts/generate-manual` writes it to `share/man/man1/dogsh.1`; a test fails when that file
/// is stale or when `groff -ww` warns about it. It is in English, as manual pages are.
enum ManualPage {
    /// The whole page.
    static func roff(strings: Strings = Strings()) -> String {
        var lines = [
            #".TH DOGSH 1 "" "dogsh \#(DogshVersion.current)" "User Commands""#,
            ".SH NAME",
            #"dogsh \- a shell for dog breeds"#,
            ".SH SYNOPSIS",
            ".B dogsh",
            #"[\fIoptions\fR] [\fB\-c\fR \fIcommands\fR | \fB\-\-script\fR \fIfile\fR [\fIname\fB=\fIvalue\fR ...]]"#,
            ".br",
            ".B dogsh",
            #"\fBtest\fR | \fBsettings\fR | \fBdraw\fR | \fBfilter\fR [\fIarguments\fR]"#,
            ".SH DESCRIPTION",
            text(strings.text(.cliAbstract)),
            ".PP",
            text("Typed at a terminal, lines are edited with libedit and Tab completes; a paste goes into the line as text, its lines joined with ;, and runs only when Enter is pressed (bracketed paste, unless TERM is dumb); piped lines, a --script file and -c take the same path. Screens sit on a navigation stack (open, back, home, where). The catalog is compiled in; --source chooses a live one. Favorites persist in SQLite."),
            ".SH OPTIONS",
        ]
        for option in ShellOption.all {
            let names = ([option.short].compactMap { $0 } + [option.long]).map { #"\fB"# + escaped($0) + #"\fR"# }.joined(separator: ", ")
            let value = option.valueName.isEmpty ? "" : #" \fI"# + escaped(String(option.valueName.dropFirst().dropLast())) + #"\fR"#
            lines += [".TP", names + value, text(strings.text(option.help))]
        }
        lines += [".TP", #"\fIname\fB=\fIvalue\fR ..."#, text(strings.text(.cliOptionParameters))]
        lines += [".TP", #"\fB\-\-version\fR"#, text("Print the version and exit."), ".TP", #"\fB\-h\fR, \fB\-\-help\fR"#, text("Print help and exit.")]
        lines += [".SH COMMANDS", text("Inside the shell, these commands run; numbers refer to the rows of the screen on show, # starts a comment and ; separates statements. help lists them, help COMMAND explains one.")]
        for spec in CommandTable.specs {
            lines += [".TP", #"\fB"# + escaped(CommandUsage.line(spec, strings: strings)) + #"\fR"#]
            var help = strings.text(spec.helpKey)
            if !spec.aliases.isEmpty { help += " Also: " + spec.aliases.joined(separator: ", ") + "." }
            lines.append(text(help))
            for flag in spec.flags { lines += [".RS", #".IP "\fB\-\-"# + escaped(flag.name) + #"\fR""#, text(strings.text(flag.helpKey)), ".RE"] }
        }
        lines += [".SS Traits for find, sort and compare"]
        for trait in BreedTrait.allCases {
            lines += [".TP", #"\fB"# + escaped(trait.rawValue) + #"\fR"#, text(strings.text(trait.labelKey) + ": " + TraitText.values(trait, strings: strings) + ".")]
        }
        lines += [".SH SUBCOMMANDS"]
        for (name, key) in [("test", LocalizationKey.cliTestAbstract), ("settings", .cliSettingsAbstract), ("draw", .cliDrawAbstract), ("filter", .cliFilterAbstract)] {
            lines += [".TP", #"\fBdogsh "# + name + #"\fR"#, text(strings.text(key) + " See dogsh " + name + " --help.")]
        }
        lines += [".SH EXIT STATUS"]
        for status in ExitStatus.allCases {
            lines += [".TP", #"\fB"# + String(status.rawValue) + #"\fR"#, text(status.meaning.replacing("`", with: ""))]
        }
        lines += [".SH ENVIRONMENT"]
        for (name, meaning) in environment {
            lines += [".TP", #"\fB"# + escaped(name) + #"\fR"#, text(meaning)]
        }
        lines += [".SH FILES"]
        for (path, meaning) in files {
            lines += [".TP", #"\fI"# + escaped(path) + #"\fR"#, text(meaning)]
        }
        lines += [".SH SEE ALSO", text("README.md and the guides in docs/ (docs/guide.md to begin with), which the release archive holds beside the manual, and https://dog.ceo.")]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The environment variables dogsh reads: its own settings' from the settings table, then the others.
    static var environment: [(String, String)] {
        let settings = Setting.all.compactMap { setting -> (String, String)? in
            let variables = setting.environmentVariables.filter { $0.hasPrefix("DOGSH_") }
            guard !variables.isEmpty else { return nil }
            let values = setting.values.description.joined(separator: ", ")
            let fallback = setting.isSecret ? "" : " Default \(setting.defaultValue([:]))."
            return (variables.joined(separator: ", "), "The \(setting.name) setting: \(setting.summary) Takes \(values).\(fallback)")
        }
        return settings + others
    }

    /// The variables dogsh reads that are not in the settings table: the machine's (locale, colour, proxies, folders) and
    /// the pager's program, whose empty value means none and which `pager` names (the table's `pager` says when it runs).
    private static let others: [(String, String)] = [
        ("LC_ALL, LC_MESSAGES, LANG", "The language, when neither --lang nor the lang setting chooses one."),
        ("LC_ALL, LC_CTYPE, LANG", "The terminal's encoding: UTF-8, installed or not, or else ASCII, and every line dogsh writes is ASCII."),
        ("NO_COLOR", "No colours when set and not empty, as TERM=dumb."),
        ("BROWSER", "The browser browse opens, a colon-separated list; %s stands for the URL."),
        ("DOGSH_PAGER, PAGER", "The pager output at a terminal goes through when the pager setting says so, run by sh -c (default less -FRXK, else dogsh's own more prompt); empty or cat for none."),
        ("CURL_CA_BUNDLE, SSL_CERT_FILE, SSL_CERT_DIR", "CA certificates to trust instead of the system's."),
        ("https_proxy, http_proxy, no_proxy", "The proxy for live sources, and the hosts that skip it."),
        ("XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_STATE_HOME, XDG_CACHE_HOME", "Where the files below live. Without them and without a HOME that exists, nothing is kept beyond the session, and dogsh says so once."),
    ]

    /// The files dogsh reads and writes.
    static let files: [(String, String)] = [
        ("~/.config/dogsh/config", "Settings, key = value lines: \(Setting.fileKeys.joined(separator: ", ")). dogsh settings shows what is in force and why."),
        ("~/.local/share/dogsh/favorites.sqlite", "The favorites."),
        ("~/.local/state/dogsh/history", "The line history of interactive sessions."),
        ("~/.cache/dogsh/", "Answers of live sources and image bytes; safe to delete."),
    ]

    /// Text as a roff paragraph: backslashes and hyphens escaped, and no line starting with a control character.
    static func text(_ text: String) -> String {
        let escaped = escaped(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? #"\&"# + escaped : escaped
    }

    /// Backslashes written as `\e`, hyphens as `\-` and every character beyond ASCII as `\[uXXXX]`, as roff wants them.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += #"\e"#
            case "-": result += #"\-"#
            case _ where scalar.value > 127:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += #"\[u"# + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
