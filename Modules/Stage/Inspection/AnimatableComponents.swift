import Curves

/// Flattens animatable data to its numbers, whatever its type: what the inspector shows and
/// plots. `Double`, `Float` and `AnimatableVector` are read directly; any other type (a pair, a
/// struct of numbers) through its `Mirror`, depth first. Only used when the inspector asks.
enum AnimatableComponents {
    /// The numbers of `data`, in declaration order (`AnimatablePair`: first, then second).
    static func of(_ data: Any) -> [Double] {
        var result: [Double] = []
        append(data, to: &result, depth: 0)
        return result
    }

    private static func append(_ value: Any, to result: inout [Double], depth: Int) {
        switch value {
        case let number as Double: result.append(number)
        case let number as Float: result.append(Double(number))
        case let vector as AnimatableVector: result.append(contentsOf: vector.elements)
        default:
            guard depth < 16 else { return }
            for child in Mirror(reflecting: value).children {
                append(child.value, to: &result, depth: depth + 1)
            }
        }
    }
}
