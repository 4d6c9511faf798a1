import DogCore
import Testing
@testable import DogTerminal

@Suite struct StyleTests {
    @Test(arguments: [
        (ColorMode.auto, [String: String](), true, true),
        (.auto, [:], false, false),
        (.auto, ["NO_COLOR": "1"], true, false),
        (.auto, ["NO_COLOR": ""], true, true),
        (.auto, ["TERM": "dumb"], true, false),
        (.auto, ["TERM": "xterm-256color"], true, true),
        (.always, ["NO_COLOR": "1", "TERM": "dumb"], false, true),
        (.never, [:], true, false),
    ])
    func colorPolicy(mode: ColorMode, environment: [String: String], isTerminal: Bool, enabled: Bool) {
        #expect(mode.isEnabled(environment: environment, isTerminal: isTerminal) == enabled)
    }

    @Test(arguments: [
        (ThemeChoice.dark, [String: String](), "dark"),
        (.light, [:], "light"),
        (.auto, [:], "dark"),
        (.auto, ["COLORFGBG": "0;15"], "light"),
        (.auto, ["COLORFGBG": "15;0"], "dark"),
        (.auto, ["COLORFGBG": "0;default;7"], "light"),
        (.auto, ["COLORFGBG": "garbage"], "dark"),
    ])
    func themesResolveToPalettes(theme: ThemeChoice, environment: [String: String], palette: String) {
        #expect(Palette.resolve(theme, environment: environment).name == palette)
    }

    @Test func palettesColourEveryRoleDifferentlyForEachBackground() {
        for role in TextRole.allCases {
            #expect(Palette.dark.code(for: role) != "0")
            #expect(Palette.light.code(for: role) != "0")
        }
        #expect(Palette.dark.code(for: .title) != Palette.light.code(for: .title))
    }

    @Test func paintersWrapTextInSGRAndTheWidthIgnoresIt() {
        let painted = Painter(palette: .dark).paint("labrador", .name)
        #expect(painted == "\u{1B}[38;5;255mlabrador\u{1B}[0m")
        #expect(Painter.plain.paint("labrador", .name) == "labrador")
        #expect(Painter(palette: .dark).paint("", .name) == "")
        #expect(DisplayWidth.of(painted) == 8)
        let cut = DisplayWidth.truncate(painted + " Labrador Retriever", to: 12)
        #expect(DisplayWidth.of(cut) == 12)
        #expect(cut.hasSuffix("…\u{1B}[0m"))
        #expect(TextWrapping.wrap(painted + " " + painted, width: 10).count == 2)
    }

    @Test func coloursReachTheRenderedRows() {
        let renderer = PresentationRenderer(strings: Strings(), width: 80, painter: Painter(palette: .light))
        let screen = BreedsScreen(breeds: [BreedRow(ref: BreedRef("pug"), displayName: "Pug")], pageSize: 10)
        let lines = renderer.render(.breeds(screen), marks: FavoriteSet([Favorite(breed: BreedRef("pug"))]))
        #expect(lines[0].hasPrefix("\u{1B}[1;38;5;25m"))
        #expect(lines[1].contains("\u{1B}[38;5;166m★"))
        #expect(renderer.render(error: Message(.errorRowNone)) == ["\u{1B}[38;5;160mThis screen has no numbered rows.\u{1B}[0m"])
        let plain = PresentationRenderer(strings: Strings(), width: 80).render(.breeds(screen))
        #expect(!plain.joined().contains("\u{1B}"))
    }

    @Test func promptsShowWhereYouAreAndStayShortWhenNarrow() {
        let wide = PresentationRenderer(strings: Strings(), width: 100)
        #expect(wide.prompt([.breeds]) == "dogsh> ")
        #expect(wide.prompt([.breeds, .breed(BreedRef("hound")), .breed(BreedRef("hound", "afghan"))]) == "dogsh hound › afghan> ")
        #expect(wide.prompt([.breeds, .favorites, .breed(BreedRef("hound")), .breed(BreedRef("hound", "afghan"))]) == "dogsh hound › afghan> ")
        let narrow = PresentationRenderer(strings: Strings(), width: 30)
        #expect(narrow.prompt([.breeds, .search("golden retriever"), .breed(BreedRef("retriever", "golden"))]) == "dogsh golden re…> ")
        let coloured = PresentationRenderer(strings: Strings(), width: 100, painter: Painter(palette: .dark))
        #expect(coloured.prompt([.breeds]) == "\u{1B}[1;38;5;117mdogsh\u{1B}[0m> ")
    }
}
