/// Puts a small drawn thumbnail to the left of a line of text, as the breeds list does with `ls --images`.
public enum ThumbnailLayout {
    /// The columns a list thumbnail takes.
    public static let columns = 8

    /// The thumbnail's lines with `text` beside the first; rows without a thumbnail get blank space of the same width.
    public static func beside(_ art: [String]?, text: String, width: Int) -> [String] {
        let blank = String(repeating: " ", count: width)
        guard let art, let first = art.first else { return [blank + text] }
        let pad = String(repeating: " ", count: max(0, width - columns))
        return [first + pad + text] + art.dropFirst().map { $0 }
    }
}
