/// The picture `random` shows, kept so that `fav`, `unfav` and `save` act on it, not on the screen under it.
extension Coordinator {
    /// Follows what effects show: a random picture becomes the picture on show, and anything
    /// shown after it but a message (a screen, help, a comparison, another picture) ends it.
    mutating func followPictureOnShow(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case let .present(.randomImage(image, _)):
                pictureOnShow = image
            case .present(.message), .fail, .addFavorite, .removeFavorite, .saveImage:
                continue
            case .present, .drawImage, .drawGrid, .clearScreen:
                pictureOnShow = nil
            default:
                continue
            }
        }
    }

    /// Whether a command acts on the random picture on show, wherever it was shown: `save`, `fav` or `unfav` alone.
    func actsOnPictureOnShow(_ parsed: ParsedCommand) -> Bool {
        pictureOnShow != nil && [.save, .fav, .unfav].contains(parsed.spec.name) && parsed.arguments.isEmpty
    }

    /// `fav` or `unfav` with nothing after it while a random picture is on show: that picture.
    func pictureFavorite(_ arguments: CommandArguments) -> Favorite? {
        guard arguments.isEmpty, let pictureOnShow else { return nil }
        return Favorite(image: pictureOnShow)
    }

    /// `save`: the image in a row, or with no row the random picture on show, under its own name.
    mutating func save(_ arguments: CommandArguments) throws(CommandError) -> [Effect] {
        if let pictureOnShow, arguments.isEmpty { return [.saveImage(pictureOnShow, path: nil)] }
        guard arguments[0] != nil else { throw .needsRow(.save) }
        return onScreen(.save(row: try arguments.requiredRow(0), path: arguments[1]), named: .save)
    }
}
