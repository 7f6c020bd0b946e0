import Stage

/// One Animations panel request (docs/session-protocol.md §2.4) being answered in bounded steps,
/// like a far frame: each ``step(on:)`` simulates at most a second of scene time (and takes at
/// most one sample), so a request for the description after a far seek, or for samples an hour
/// ahead, shares the scene executor with other sessions instead of holding it.
///
/// Replies are capped at ``InspectionRequest/maximumReplyBytes``: a longer one is answered with
/// an error instead (``SessionRejection/inspectionTooLarge(byteCount:limit:)``). Samples that
/// cannot fit are refused as soon as the first value shows how many numbers each has.
struct InspectionJob {
    /// How a finished job is answered.
    enum Outcome: Equatable {
        /// The reply's JSON text.
        case reply(String)
        /// An `error` reply.
        case rejection(SessionRejection)
    }

    /// The request being answered.
    let request: InspectionRequest
    private var sampling: AnimatedValueSampling?

    /// Scene time simulated per step at most, in seconds (as for frames).
    static let secondsPerStep = 1.0

    /// A job for `request`, nothing done yet.
    init(_ request: InspectionRequest) {
        self.request = request
    }

    /// Does one bounded step of the work on `session`.
    ///
    /// - Returns: The outcome once the job is done, nil while work remains.
    mutating func step(on session: inout any LiveScene) -> Outcome? {
        switch request {
        case .animations:
            guard session.simulateTowardClock(maximumSeconds: Self.secondsPerStep) else { return nil }
            guard let description = session.animations() else { return .rejection(.inspectionUnavailable) }
            return Self.capped(InspectionReply.animations(description))
        case .samples(let path, let from, let to, let count):
            var sampling = self.sampling
                ?? AnimatedValueSampling(path: path, times: InspectionRequest.sampleTimes(from: from, to: to, count: count))
            guard let finished = session.continueSampling(&sampling, maximumSeconds: Self.secondsPerStep) else {
                return .rejection(.inspectionUnavailable)
            }
            // Each number takes at least two characters ("0,"): refuse what cannot fit early.
            let numbers = (sampling.values.lazy.compactMap { $0 }.first?.count ?? 0) * sampling.times.count
            if 2 * numbers > InspectionRequest.maximumReplyBytes {
                return .rejection(.inspectionTooLarge(byteCount: 2 * numbers, limit: InspectionRequest.maximumReplyBytes))
            }
            guard finished else {
                self.sampling = sampling
                return nil
            }
            return Self.capped(InspectionReply.samples(path: path, from: from, to: to, values: sampling.values))
        }
    }

    /// Does every step at once (for callers that cannot slice).
    mutating func finish(on session: inout any LiveScene) -> Outcome {
        while true {
            if let outcome = step(on: &session) { return outcome }
        }
    }

    private static func capped(_ text: String) -> Outcome {
        let bytes = text.utf8.count
        guard bytes <= InspectionRequest.maximumReplyBytes else {
            return .rejection(.inspectionTooLarge(byteCount: bytes, limit: InspectionRequest.maximumReplyBytes))
        }
        return .reply(text)
    }
}
