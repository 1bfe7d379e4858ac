import Combine
import SwiftUI

/// The seed's ObservableModule: loading, error and data in one place.
public final class ObservableModule<Value>: ObservableObject {
    @Published public private(set) var value: Value
    @Published public private(set) var isLoading = false
    @Published public private(set) var error: Error?
    private var cancellable: AnyCancellable?

    public init(initialValue: Value) {
        value = initialValue
    }

    public func perform(_ work: @escaping () async throws -> Value) {
        isLoading = true
        Task { @MainActor in
            do {
                value = try await work()
                error = nil
            } catch {
                self.error = error
            }
            isLoading = false
        }
    }
}

/// Shows the module's loading and error states, and the content once there is data.
public struct ModuledView<Value, Content: View>: View {
    @ObservedObject var module: ObservableModule<Value>
    let content: (Value) -> Content

    public init(_ module: ObservableModule<Value>, @ViewBuilder content: @escaping (Value) -> Content) {
        self.module = module
        self.content = content
    }

    public var body: some View {
        if module.isLoading {
            ProgressView()
        } else if let error = module.error {
            Text(error.localizedDescription)
        } else {
            content(module.value)
        }
    }
}
