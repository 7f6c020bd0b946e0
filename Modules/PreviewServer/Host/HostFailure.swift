/// Why a scene host stopped answering: it crashed (a trap, `fatalError`, a signal), exited, was
/// too slow (an infinite loop, killed), or could not start.
public struct HostFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What happened, for the page's crash notice and the terminal.
    public var message: String
    /// The host's last lines on standard error (its crash report, the scene's own prints).
    public var stderrTail: [String]

    /// Creates a failure.
    public init(message: String, stderrTail: [String] = []) {
        self.message = message
        self.stderrTail = stderrTail
    }

    public var description: String {
        ([message] + stderrTail.map { "  " + $0 }).joined(separator: "\n")
    }

    /// The message for a child's wait status (`waitpid`): exit code or signal.
    static func exitMessage(status: Int32) -> String {
        let signal = status & 0x7F
        if signal == 0 { return "the scene host exited with status \((status >> 8) & 0xFF)" }
        let name: String = switch signal {
        case 4: "SIGILL: a Swift runtime trap — fatalError, precondition, force-unwrapped nil, overflow, index out of range"
        case 5: "SIGTRAP: a Swift runtime trap — fatalError, precondition, force-unwrapped nil"
        case 6: "SIGABRT"
        case 9: "SIGKILL"
        case 11: "SIGSEGV: an invalid memory access"
        default: "signal \(signal)"
        }
        return "the scene host crashed (\(name))"
    }
}
