// LintScheduler owns when documents are linted: off the reader thread, on one serial queue, with
// per-document debouncing (a newer edit cancels the pending lint of an older one).

import Foundation

public final class LintScheduler: @unchecked Sendable {
    let queue = DispatchQueue(label: "themelint.lint", qos: .userInitiated)
    private let lock = NSLock()
    private var pending: [String: (ticket: Int, item: DispatchWorkItem)] = [:]
    private var lastTicket = 0

    public init() {}

    /// Runs `work` for `key` after `delay` ms unless another `schedule` for the same key comes first.
    public func schedule(_ key: String, afterMilliseconds delay: Int, _ work: @escaping @Sendable () -> Void) {
        lock.lock()
        lastTicket += 1
        let ticket = lastTicket
        // The item finds out whether it is still current by its ticket, not by referring to itself:
        // an item that captured itself would be a retain cycle, one leaked item per edit.
        let item = DispatchWorkItem { [weak self] in
            guard let self, self.take(key, ticket) else { return }
            work()
        }
        pending[key]?.item.cancel()
        pending[key] = (ticket, item)
        lock.unlock()
        if delay <= 0 { queue.async(execute: item) } else { queue.asyncAfter(deadline: .now() + .milliseconds(delay), execute: item) }
    }

    /// True, and forgets it, when `ticket` is still the latest scheduled for `key`.
    private func take(_ key: String, _ ticket: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard pending[key]?.ticket == ticket else { return false }
        pending[key] = nil
        return true
    }

    public func cancel(_ key: String) {
        lock.lock()
        pending.removeValue(forKey: key)?.item.cancel()
        lock.unlock()
    }

    public func cancelAll() {
        lock.lock()
        for entry in pending.values { entry.item.cancel() }
        pending.removeAll()
        lock.unlock()
    }
}
