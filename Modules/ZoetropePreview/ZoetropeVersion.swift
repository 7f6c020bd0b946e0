/// The version `preview --version` prints, and the one `preview init` asks for. Bump it with each
/// release.
enum ZoetropeVersion {
    static let current = "0.1.0"

    /// Where packages made by `preview init` fetch Zoetrope from when not given
    /// `--zoetrope-path`.
    static let repositoryURL = "https://github.com/zoetrope-swift/zoetrope"
}
