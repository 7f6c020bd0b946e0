/// A scene parameter declared once and read back typed: its description (name, range, default,
/// summary) and the Swift type of its value, so a scene spells each parameter's name in one
/// place.
///
///     static let duration = ParameterKey.number("duration", default: 5, in: 0...20, summary: "Duration (s)")
///     static let info = SceneInfo(…, parameters: [duration.parameter])
///     let seconds = context.parameters[duration]   // a Double
public struct ParameterKey<Value: Sendable>: Sendable {
    /// The parameter as the scene declares it in `SceneInfo.parameters`.
    public let parameter: Parameter
    private let read: @Sendable (ParameterValue) -> Value?
    private let defaultValue: Value

    /// The parameter's name.
    public var name: String { parameter.name }

    init(_ parameter: Parameter, default value: Value, read: @escaping @Sendable (ParameterValue) -> Value?) {
        self.parameter = parameter
        self.defaultValue = value
        self.read = read
    }

    /// The value `values` holds for this parameter, or the default when it holds none of this
    /// type (a scene that does not declare the parameter).
    func value(in values: ParameterValues) -> Value {
        values[name].flatMap(read) ?? defaultValue
    }
}

extension ParameterKey where Value == Double {
    /// A number in `range` (see `Parameter.number`).
    public static func number(
        _ name: String, default value: Double, in range: ClosedRange<Double>, step: Double? = nil, summary: String
    ) -> ParameterKey {
        ParameterKey(.number(name, default: value, in: range, step: step, summary: summary), default: value) { $0.doubleValue }
    }
}

extension ParameterKey where Value == Int {
    /// A whole number in `range` (see `Parameter.integer`).
    public static func integer(_ name: String, default value: Int, in range: ClosedRange<Int>, summary: String) -> ParameterKey {
        ParameterKey(.integer(name, default: value, in: range, summary: summary), default: value) { $0.intValue }
    }
}

extension ParameterKey where Value == Bool {
    /// A switch (see `Parameter.toggle`).
    public static func toggle(_ name: String, default value: Bool, summary: String) -> ParameterKey {
        ParameterKey(.toggle(name, default: value, summary: summary), default: value) { $0.boolValue }
    }
}

extension ParameterKey where Value == String {
    /// One of `options` (see `Parameter.choice`).
    public static func choice(_ name: String, default value: String, options: [String], summary: String) -> ParameterKey {
        ParameterKey(.choice(name, default: value, options: options, summary: summary), default: value) { $0.stringValue }
    }
}

extension ParameterValues {
    /// The typed value of the parameter `key` declares (its default for a name these values
    /// lack).
    public subscript<Value>(key: ParameterKey<Value>) -> Value { key.value(in: self) }
}
