// Logger owns the server's own log: leveled lines to stderr (never stdout, which carries only
// protocol messages), mirrored to the client as `window/logMessage` when the `logToClient` setting asks.

import Foundation

public enum LogLevel: Int, Comparable, Sendable {
    case off = 0, error, warning, info, debug

    public init?(name: String) {
        switch name.lowercased() {
        case "off", "none": self = .off
        case "error": self = .error
        case "warn", "warning": self = .warning
        case "info": self = .info
        case "debug", "trace", "verbose": self = .debug
        default: return nil
        }
    }

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    var label: String {
        switch self {
        case .off: return "off"
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "info"
        case .debug: return "debug"
        }
    }

    /// LSP MessageType: 1 error, 2 warning, 3 info, 4 log.
    var messageType: Int {
        switch self {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        case .off, .debug: return 4
        }
    }
}

public final class Logger: @unchecked Sendable {
    private let lock = NSLock()
    private var level: LogLevel
    private var clientSink: ((LogLevel, String) -> Void)?

    public init(level: LogLevel = .info) { self.level = level }

    public func configure(level: LogLevel, clientSink: ((LogLevel, String) -> Void)?) {
        lock.lock()
        self.level = level
        self.clientSink = clientSink
        lock.unlock()
    }

    public func log(_ messageLevel: LogLevel, _ message: @autoclosure () -> String) {
        lock.lock()
        let enabled = messageLevel != .off && messageLevel <= level
        let sink = clientSink
        lock.unlock()
        guard enabled else { return }
        let text = message()
        FileHandle.standardError.write(Data("themelint serve [\(messageLevel.label)] \(text)\n".utf8))
        sink?(messageLevel, text)
    }

    public func error(_ message: @autoclosure () -> String) { log(.error, message()) }
    public func warning(_ message: @autoclosure () -> String) { log(.warning, message()) }
    public func info(_ message: @autoclosure () -> String) { log(.info, message()) }
    public func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }
}
