// LintScheduler owns when documents are linted: off the reader thread, on one serial queue, with
// per-document debouncing (a newer edit cancels the pending lint of an older one).

import Foundation

public final class LintScheduler: @unchecked Sendable {
    let queue = DispatchQueue(label: "themelint.lint", qos: .userInitiated)
    private let lock = NSLock()
    private var pending: [String: DispatchWorkItem] = [:]

    public init() {}

    /// Runs `work` for `key` after `delay` ms unless another `schedule` for the same key comes first.
    public func schedule(_ key: String, afterMilliseconds delay: Int, _ work: @escaping @Sendable () -> Void) {
        var item: DispatchWorkItem!
        item = DispatchWorkItem { [weak self] in
            guard let self else { return }
            self.lock.lock()
            let current = self.pending[key] === item
            if current { self.pending[key] = nil }
            self.lock.unlock()
            if current { work() }
        }
        lock.lock()
        pending[key]?.cancel()
        pending[key] = item
        lock.unlock()
        if delay <= 0 { queue.async(execute: item) } else { queue.asyncAfter(deadline: .now() + .milliseconds(delay), execute: item) }
    }

    public func cancel(_ key: String) {
        lock.lock()
        pending.removeValue(forKey: key)?.cancel()
        lock.unlock()
    }

    public func cancelAll() {
        lock.lock()
        for item in pending.values { item.cancel() }
        pending.removeAll()
        lock.unlock()
    }
}
