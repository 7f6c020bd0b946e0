/// A problem ZoetropeUI found in view code where SwiftUI prints a runtime warning (or traps):
/// reported with the view path, never a crash or a hang. `preview state` lists them under
/// `"diagnostics"`.
public struct ViewDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// State was written while a body was being evaluated (SwiftUI: "Modifying state during
        /// view update, this will cause undefined behavior"): the write is ignored.
        case stateWrittenDuringBody(String)
        /// Two `ForEach` elements have the same id (SwiftUI: undefined results): the later ones
        /// are identified by their occurrence.
        case duplicateID(String)
        /// Bodies nested deeper than `ResolveContext.maximumDepth` (a body that recurses without
        /// end): the views below are not shown.
        case recursionTooDeep(Int)
        /// A frame dimension that is negative or not finite (SwiftUI: "Invalid frame
        /// dimension"): ignored.
        case invalidFrameDimension(String)
        /// Updates kept causing more updates (an `onChange` or `onAppear` writing state that
        /// changes again every time): stopped after `ViewGraph.maximumUpdatesPerEvent`.
        case updateLoop(Int)
    }

    /// What went wrong.
    public var kind: Kind
    /// The view path where it happened.
    public var path: String

    public var description: String {
        switch kind {
        case .stateWrittenDuringBody(let name): "\(path): state '\(name)' written during body evaluation (ignored; write state in actions, onAppear or onChange)"
        case .duplicateID(let id): "\(path): ForEach has more than one element with id \(id) (SwiftUI leaves the result undefined; here later duplicates are told apart by occurrence)"
        case .recursionTooDeep(let depth): "\(path): views nested more than \(depth) deep (a body that recurses without end?); the rest is not shown"
        case .invalidFrameDimension(let what): "\(path): invalid frame dimension \(what) (ignored, as SwiftUI does)"
        case .updateLoop(let count): "\(path): \(count) updates caused by one change (an onChange or onAppear that keeps changing state?); stopped"
        }
    }
}
