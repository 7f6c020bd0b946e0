/// A `Double` animates as itself (`animatableData` is the value).
extension Double: Animatable {}

/// A `Float` animates as itself (`animatableData` is the value).
extension Float: Animatable {}
