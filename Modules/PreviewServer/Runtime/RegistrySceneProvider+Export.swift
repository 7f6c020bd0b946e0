import Drawing
import Stage

extension RegistrySceneProvider: ExportSource {
    public func replay(log: String) throws(ExportError) -> any ExportScene {
        ReplayedSession(try replaySession(log: log))
    }

    /// The session of ``replay(log:)`` itself.
    func replaySession(log: String) throws(ExportError) -> any SceneSessionProtocol {
        let header: EventsFileHeader
        let events: [SceneEvent]
        do {
            (header, events) = try EventsFile.parseDocument(log)
        } catch {
            throw .invalidLog("the log is not a valid events file: \(error.description)")
        }
        guard let id = header.scene else { throw .invalidLog("the log's header names no scene") }
        var session: any SceneSessionProtocol
        do {
            session = try registry.makeSession(id: id, seed: header.seed, viewport: header.viewport)
        } catch {
            throw .invalidLog(error.description)
        }
        for event in header.parameterEvents {
            do {
                try session.append(event)
            } catch {
                throw .invalidLog("the log's header parameter: \(error.description)")
            }
        }
        for (index, event) in events.enumerated() {
            do {
                try session.append(event)
            } catch {
                throw .invalidLog("the log's event \(index) (t = \(JSONValue.format(event.time.seconds)), \(EventsFile.typeName(of: event))): \(error.description)")
            }
        }
        return session
    }
}
