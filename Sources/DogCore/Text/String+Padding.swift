extension String {
    /// The string with zeros in front, up to `length` characters; a longer string as it is.
    public func zeroPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
