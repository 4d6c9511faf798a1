/// The canonical name of every command; aliases map onto these.
public enum CommandName: String, CaseIterable, Hashable, Sendable {
    case open, back, forward, home, `where`, ls, more, prev, search, find, sort, compare, random, info, show, grid, save, browse, copy
    case fav, unfav, favorites, history, record, theme, units, lang, log, help, quit
}
