/// The version `preview --version` prints. Bump it with each release.
enum ZoetropeVersion {
    static let current = "0.1.0"
}
