//
//  ObservableModule.swift
//  DemoApp
//
//  Wraps "loading / error / data" state for a piece of async work:
//
//      let module = ObservableModule<[Product]>(initialValue: [])
//
//      // With your custom logic:
//      module.perform {
//          let products = try await apiClient.products.list().async()
//          return products.filter { $0.isVisible }
//      }
//
//      // Or by assigning a `Publisher` directly:
//      module.perform(apiClient.products.list())
//

import Combine
import Foundation

@MainActor
public final class ObservableModule<Value>: ObservableObject {
    public enum State {
        case idle
        case loading
        case loaded(Value)
        case failed(Error)
    }

    @Published public private(set) var state: State = .idle
    @Published public private(set) var value: Value

    private var task: Task<Void, Never>?
    private var cancellable: AnyCancellable?

    public init(initialValue: Value) {
        self.value = initialValue
    }

    public func perform(_ operation: @escaping () async throws -> Value) {
        cancel()
        state = .loading
        task = Task { [weak self] in
            do {
                let result = try await operation()
                self?.value = result
                self?.state = .loaded(result)
            } catch is CancellationError {
                // A newer call replaced this one.
            } catch {
                self?.state = .failed(error)
            }
        }
    }

    public func perform<P: Publisher>(_ publisher: P) where P.Output == Value {
        cancel()
        state = .loading
        cancellable = publisher
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion {
                    self?.state = .failed(error)
                }
            }, receiveValue: { [weak self] value in
                self?.value = value
                self?.state = .loaded(value)
            })
    }

    public func cancel() {
        task?.cancel()
        cancellable?.cancel()
    }
}

extension Publisher {
    /// Awaits the first value of the publisher.
    func async() async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            var cancellable: AnyCancellable?
            var didResume = false
            cancellable = first()
                .sink(receiveCompletion: { completion in
                    if !didResume {
                        didResume = true
                        switch completion {
                        case .failure(let error): continuation.resume(throwing: error)
                        case .finished: continuation.resume(throwing: CancellationError())
                        }
                    }
                    cancellable?.cancel()
                }, receiveValue: { value in
                    guard !didResume else { return }
                    didResume = true
                    continuation.resume(returning: value)
                })
        }
    }
}
