import Synchronization

/// Type names as the animation inspector prints them (`Double`, `Point`, `Color`:
/// `String(describing:)`), made once per type: demangling a name costs more than describing a
/// resting property.
enum TypeNames {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// `String(describing: type)`, cached for the process.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}
