// The benchmark floor: read, parse and walk every Swift file under the given paths once, on all
// cores, with nothing else. `themelint check` cannot be cheaper than this; `make bench` reports
// themelint's times as ratios to it.
//
//     themelint-parse-floor [--jobs N] PATH...

import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// Visits every node of the tree (as themelint's single SyntaxVisitor walk does) and counts the tokens.
final class NodeCounter: SyntaxVisitor {
    var nodes = 0
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        nodes += 1
        return .skipChildren
    }
}

func swiftFiles(under path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return path.hasSuffix(".swift") ? [path] : [] }
    var files: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
    }
    return files.sorted()
}

final class Shared: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private(set) var nodes = 0
    private(set) var bytes = 0

    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextIndex += 1
        return nextIndex - 1
    }

    func add(nodes: Int, bytes: Int) {
        lock.lock()
        self.nodes += nodes
        self.bytes += bytes
        lock.unlock()
    }
}

func run() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    if let index = arguments.firstIndex(of: "--jobs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
        jobs = max(1, value)
        arguments.removeSubrange(index...(index + 1))
    }
    let files = arguments.flatMap(swiftFiles(under:))
    let shared = Shared()
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
        var nodes = 0
        var bytes = 0
        while true {
            let index = shared.take()
            guard index < files.count else { break }
            guard let data = FileManager.default.contents(atPath: files[index]) else { continue }
            let source = [UInt8](data)
            bytes += source.count
            let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let counter = NodeCounter(viewMode: .sourceAccurate)
            counter.walk(tree)
            nodes += counter.nodes
        }
        shared.add(nodes: nodes, bytes: bytes)
    }
    print("files=\(files.count) bytes=\(shared.bytes) tokens=\(shared.nodes)")
}

run()
