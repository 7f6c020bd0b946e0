import Curves

/// Any animatable data as an `Animatable` value, so one `AnimatedValue` type holds attributes
/// of every data type.
struct AnimatedData<Data: VectorArithmetic>: Animatable {
    var animatableData: Data
}
