extension Result {
    /// Runs an async throwing body and captures its outcome.
    static func capturing(_ body: () async throws(Failure) -> Success) async -> Result {
        do {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
}
