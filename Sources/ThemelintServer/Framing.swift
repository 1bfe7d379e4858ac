// Framing owns the LSP base protocol's byte layer: `Content-Length` framed messages read from and
// written to file descriptors. A framing fault (bad or missing Content-Length, a truncated body,
// invalid UTF-8, a body over `MessageReader.maximumMessageSize`) is reported as `.malformed` and
// the reader resynchronises on the next `Content-Length` header, so one bad message never ends a session.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ThemelintCore

private func systemRead(_ fd: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, pointer, count) }

/// Where a `MessageReader` gets bytes from: a file descriptor in the server, memory in tests.
public protocol ByteSource: AnyObject {
    /// Appends up to `maximum` bytes to `buffer`; returns how many, and 0 only at end of input.
    func read(into buffer: inout [UInt8], maximum: Int) -> Int
}

enum PipeCapacity {
    /// A pipe holds 64 KB; a notification for a big file is over a megabyte (and a didOpen can be as
    /// big), which would cross in twenty-odd hand-offs between editor and server. Asks for the largest
    /// pipe an unprivileged process may have; a no-op for files, sockets and terminals.
    static func enlarge(_ fileDescriptor: Int32) {
        #if os(Linux)
        // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7; Glibc declares it only under _GNU_SOURCE), to the
        // default /proc/sys/fs/pipe-max-size.
        _ = fcntl(fileDescriptor, 1031, Int32(1 << 20))
        #endif
    }
}

public final class FileDescriptorSource: ByteSource {
    let fileDescriptor: Int32
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        PipeCapacity.enlarge(fileDescriptor)
    }

    public func read(into buffer: inout [UInt8], maximum: Int) -> Int {
        var chunk = [UInt8](repeating: 0, count: maximum)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fileDescriptor, $0.baseAddress, maximum) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return 0 }
            buffer.append(contentsOf: chunk[0..<count])
            return count
        }
    }
}

/// Bytes handed over in fixed chunks, so tests can split headers and bodies anywhere.
public final class MemorySource: ByteSource {
    private var bytes: [UInt8]
    private var position = 0
    private let chunkSize: Int

    public init(_ bytes: [UInt8], chunkSize: Int = 4096) {
        self.bytes = bytes
        self.chunkSize = max(1, chunkSize)
    }

    public func read(into buffer: inout [UInt8], maximum: Int) -> Int {
        let count = min(maximum, chunkSize, bytes.count - position)
        guard count > 0 else { return 0 }
        buffer.append(contentsOf: bytes[position..<position + count])
        position += count
        return count
    }
}

public enum FrameEvent: Equatable, Sendable {
    /// One message body, valid UTF-8 (not yet parsed as JSON).
    case message([UInt8])
    /// A framing fault; the reader has already skipped past it.
    case malformed(String)
    /// End of input.
    case end
}

public final class MessageReader {
    /// The largest body accepted: 64 MiB. Bigger bodies are skipped (read and discarded) and reported.
    public static let maximumMessageSize = 64 << 20
    /// A header block longer than this is garbage, not headers.
    static let maximumHeaderSize = 16 << 10
    static let headerName = Array("content-length".utf8)

    private let source: ByteSource
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    public init(source: ByteSource) { self.source = source }
    public convenience init(fileDescriptor: Int32) { self.init(source: FileDescriptorSource(fileDescriptor: fileDescriptor)) }

    private var available: Int { buffer.count - start }

    /// Reads more input; false at end of input.
    private func fill() -> Bool {
        guard !atEnd else { return false }
        if start > 1 << 20 || (start > 0 && start == buffer.count) {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        if source.read(into: &buffer, maximum: 1 << 16) == 0 {
            atEnd = true
            return false
        }
        return true
    }

    public func next() -> FrameEvent {
        // Blank lines between messages are tolerated.
        while true {
            while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A || buffer[start] == 0x20 { start += 1 }
            if available > 0 { break }
            if !fill() { return .end }
        }
        guard let headerEnd = findHeaderEnd() else {
            if available > Self.maximumHeaderSize {
                skipToNextHeader(from: start + 1)
                return .malformed("header block longer than \(Self.maximumHeaderSize) bytes without an empty line; skipped")
            }
            let leftover = available
            start = buffer.count
            return leftover > 0 ? .malformed("end of input inside a message header (\(leftover) bytes dropped)") : .end
        }
        let header = Array(buffer[start..<headerEnd.contentStart])
        let bodyStart = headerEnd.bodyStart
        switch Self.contentLength(in: header) {
        case .failure(let reason):
            // The body's length is unknown: drop everything up to the next header.
            skipToNextHeader(from: bodyStart)
            return .malformed(reason)
        case .success(let length):
            start = bodyStart
            if length > Self.maximumMessageSize {
                let skipped = discard(length)
                return .malformed(
                    "message of \(length) bytes is over the \(Self.maximumMessageSize)-byte limit; \(skipped) bytes skipped")
            }
            while available < length {
                if !fill() {
                    let got = available
                    start = buffer.count
                    return .malformed("truncated body: Content-Length is \(length) but input ended after \(got) bytes")
                }
            }
            let body = Array(buffer[start..<start + length])
            start += length
            guard Self.isValidUTF8(body) else {
                return .malformed("message body is not valid UTF-8; skipped")
            }
            return .message(body)
        }
    }

    /// After a body failed to parse: if it swallowed the start of the next message (the previous
    /// Content-Length was too large), re-queue the bytes from that embedded header. True when it did.
    public func recover(fromUnparsable body: [UInt8]) -> Bool {
        guard let index = Self.findHeaderName(in: body, from: 1) else { return false }
        let tail = Array(body[index...])
        buffer.replaceSubrange(0..<start, with: [])
        buffer.insert(contentsOf: tail, at: 0)
        start = 0
        return true
    }

    private func findHeaderEnd() -> (contentStart: Int, bodyStart: Int)? {
        var scanFrom = start
        while true {
            var index = scanFrom
            while index + 3 < buffer.count {
                if buffer[index] == 0x0D && buffer[index + 1] == 0x0A && buffer[index + 2] == 0x0D && buffer[index + 3] == 0x0A {
                    return (index, index + 4)
                }
                index += 1
            }
            if available > Self.maximumHeaderSize { return nil }
            scanFrom = max(start, buffer.count - 3)
            if !fill() { return nil }
        }
    }

    enum LengthResult { case success(Int), failure(String) }

    static func contentLength(in header: [UInt8]) -> LengthResult {
        guard let text = String(validating: header, as: UTF8.self) else { return .failure("header is not valid UTF-8") }
        var length: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else { return .failure("malformed header line \"\(line.prefix(80))\"") }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard !value.isEmpty, value.utf8.count <= 18, value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value) else {
                    return .failure("bad Content-Length \"\(value.prefix(40))\"")
                }
                length = number
            }
        }
        guard let length else { return .failure("message header has no Content-Length") }
        return .success(length)
    }

    /// Drops input up to the next line that starts a `Content-Length` header.
    private func skipToNextHeader(from offset: Int) {
        start = min(offset, buffer.count)
        while true {
            if let index = Self.findHeaderName(in: buffer, from: start) {
                start = index
                return
            }
            // Keep a tail that could be the start of a split header name.
            start = max(start, buffer.count - Self.headerName.count)
            if !fill() {
                start = buffer.count
                return
            }
        }
    }

    /// The offset of a case-insensitive `Content-Length` at or after `from` (used only to resynchronise).
    static func findHeaderName(in bytes: [UInt8], from: Int) -> Int? {
        guard bytes.count >= headerName.count else { return nil }
        var index = max(from, 0)
        while index + headerName.count <= bytes.count {
            if bytes[index] | 0x20 == headerName[0] {
                var matched = true
                for offset in 1..<headerName.count where bytes[index + offset] | 0x20 != headerName[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    /// Skips `count` body bytes without keeping them; returns how many were there.
    private func discard(_ count: Int) -> Int {
        var remaining = count
        while remaining > 0 {
            if available == 0 && !fill() { break }
            let take = min(remaining, available)
            start += take
            remaining -= take
        }
        return count - remaining
    }

    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }
}

/// Writes framed messages; safe to call from any thread, and one message is never interleaved with another.
public final class MessageWriter: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let lock = NSLock()
    private var sink: (([UInt8]) -> Void)?

    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        PipeCapacity.enlarge(fileDescriptor)
    }

    /// For tests: collects framed bytes instead of writing them.
    public init(sink: @escaping ([UInt8]) -> Void) {
        self.fileDescriptor = -1
        self.sink = sink
    }

    public static func frame(_ body: [UInt8]) -> [UInt8] { header(for: body) + body }

    static func header(for body: [UInt8]) -> [UInt8] { Array("Content-Length: \(body.count)\r\n\r\n".utf8) }

    public func send(_ body: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        if let sink {
            sink(Self.frame(body))
            return
        }
        // Header and body as two writes under the lock: a megabyte of diagnostics is not copied to prepend a line.
        write(Self.header(for: body))
        write(body)
    }

    /// Runs `body` while no message can be written; `exit` uses it so no half-written message is left.
    public func withExclusiveAccess<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func write(_ bytes: [UInt8]) {
        // A failed write means the client is gone; the reader will see end of input.
        _ = FileIO.writeAll(bytes, to: fileDescriptor)
    }
}
