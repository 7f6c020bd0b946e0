/// A vector of any number of `Double` components: animatable data for values whose number of
/// animatable parts is only known at run time (a polyline's points, a chart's bars).
///
/// Vectors of different lengths combine as if the shorter one were padded with zeros, so
/// `zero` (the empty vector) is the identity of `+` for every length and a vector with trailing
/// zeros equals the same vector without them. Results have the length of the longer operand.
public struct AnimatableVector: VectorArithmetic, Animatable, Sendable {
    /// The components.
    public var elements: [Double]

    /// Creates a vector from its components.
    @inlinable
    public init(_ elements: [Double]) { self.elements = elements }

    /// The empty vector (the zero of every length).
    @inlinable
    public static var zero: AnimatableVector { AnimatableVector([]) }

    /// The number of stored components.
    @inlinable
    public var count: Int { elements.count }

    /// The component at `index`; reading past the end gives 0.
    ///
    /// - Parameter index: A non-negative position; writing past the end pads with zeros.
    @inlinable
    public subscript(index: Int) -> Double {
        get { index < elements.count ? elements[index] : 0 }
        set {
            precondition(index >= 0, "AnimatableVector index must not be negative")
            if index >= elements.count {
                elements.append(contentsOf: repeatElement(0, count: index - elements.count + 1))
            }
            elements[index] = newValue
        }
    }

    @inlinable
    static func combine(_ lhs: AnimatableVector, _ rhs: AnimatableVector, _ op: (Double, Double) -> Double) -> AnimatableVector {
        let count = Swift.max(lhs.elements.count, rhs.elements.count)
        var result = [Double]()
        result.reserveCapacity(count)
        for index in 0..<count {
            result.append(op(lhs[index], rhs[index]))
        }
        return AnimatableVector(result)
    }

    /// Component-wise sum (the shorter operand padded with zeros).
    @inlinable
    public static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, +)
    }

    /// Component-wise difference (the shorter operand padded with zeros).
    @inlinable
    public static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, -)
    }

    /// Multiplies every component by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        for index in elements.indices { elements[index] *= rhs }
    }

    /// The sum of the squared components.
    @inlinable
    public var magnitudeSquared: Double {
        var sum = 0.0
        for element in elements { sum += element * element }
        return sum
    }

    /// Equal when equal component by component, missing components counting as 0.
    @inlinable
    public static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        let count = Swift.max(lhs.elements.count, rhs.elements.count)
        for index in 0..<count where lhs[index] != rhs[index] { return false }
        return true
    }
}

extension AnimatableVector: ExpressibleByArrayLiteral {
    /// Creates a vector from an array literal of components.
    @inlinable
    public init(arrayLiteral elements: Double...) { self.init(elements) }
}

extension AnimatableVector: CustomStringConvertible {
    /// The components, as an array: `[1.0, 2.0]`.
    public var description: String { elements.description }
}
