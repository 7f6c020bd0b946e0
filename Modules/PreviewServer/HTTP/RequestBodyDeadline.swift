/// How long a request's body may take to arrive, from the end of its head
/// (``RequestBodyDeadlineHandler``): an allowance, plus the time its bytes take at a minimum
/// rate — its declared `Content-Length`, or for a body without one (chunked) the bytes received
/// so far, so its deadline moves on while they keep arriving at that rate. Bytes beyond the
/// largest body the server accepts earn nothing, so no declared length buys more than
/// ``allowance`` + ``maximumCreditedBytes`` ÷ ``minimumBytesPerSecond``.
///
/// `preview serve`'s: 10 s + length ÷ 64 KiB/s, up to 4 MiB (74 s at most): a 4 MiB export body
/// at 64 KiB/s or faster always arrives in time; a body trickled in slower than its length allows
/// gets 408.
public struct RequestBodyDeadline: Equatable, Sendable {
    /// Seconds every body has, whatever its length (> 0).
    public var allowance: Double
    /// The slowest rate a body is given time for beyond ``allowance``, in bytes per second (> 0).
    public var minimumBytesPerSecond: Double
    /// The most bytes of a body that earn time (the largest body any route accepts), ≥ 0.
    public var maximumCreditedBytes: Int

    /// Creates a rule; see the properties for units.
    public init(allowance: Double, minimumBytesPerSecond: Double, maximumCreditedBytes: Int) {
        self.allowance = allowance
        self.minimumBytesPerSecond = minimumBytesPerSecond
        self.maximumCreditedBytes = maximumCreditedBytes
    }

    /// Seconds from the end of the head by which the body must have arrived.
    ///
    /// - Parameters:
    ///   - declaredLength: The request's `Content-Length` in bytes, nil when it has none.
    ///   - received: The body's bytes received so far.
    /// - Returns: ``allowance`` + min(max(declared, received), ``maximumCreditedBytes``) ÷
    ///   ``minimumBytesPerSecond``.
    public func seconds(declaredLength: Int?, received: Int) -> Double {
        let credited = min(max(declaredLength ?? 0, received, 0), maximumCreditedBytes)
        return allowance + Double(credited) / minimumBytesPerSecond
    }

    /// Whether a 408 may be written for the request that timed out (the last head read): no
    /// response is being written (every response head has its end), and every earlier request
    /// has been answered, so the 408 is exactly the timed-out request's response. Otherwise the
    /// connection is only closed: with pipelined requests a 408 could land in the middle of
    /// another response, or answer the wrong request.
    ///
    /// - Parameters:
    ///   - requestHeads: Request heads read on the connection.
    ///   - responseHeads: Final (non-1xx) response heads written.
    ///   - responseEnds: Response ends written.
    public static func mayAnswer(requestHeads: Int, responseHeads: Int, responseEnds: Int) -> Bool {
        responseEnds == responseHeads && responseHeads == requestHeads - 1
    }
}
