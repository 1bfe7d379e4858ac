//
//  ModuledView.swift
//  DemoApp
//
//  Shows a loading or error state when necessary, and the content once the
//  module has a value:
//
//      ModuledView(viewModel.products) { products in
//          List(products) { ProductRow(product: $0) }
//      }
//

import SwiftUI

public struct ModuledView<Value, Content: View>: View {
    @ObservedObject private var module: ObservableModule<Value>
    private let content: (Value) -> Content

    public init(_ module: ObservableModule<Value>, @ViewBuilder content: @escaping (Value) -> Content) {
        self.module = module
        self.content = content
    }

    public var body: some View {
        switch module.state {
        case .idle, .loading:
            LoadingView()
        case .failed(let error):
            ErrorView(error: error)
        case .loaded(let value):
            content(value)
        }
    }
}

struct LoadingView: View {
    var body: some View {
        VStack(spacing: D.Content.spacing(.small)) {
            ProgressView()
            Text("Loading…")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

struct ErrorView: View {
    let error: Error

    var body: some View {
        VStack(spacing: D.Content.spacing(.regular)) {
            Image(systemName: "exclamationmark.triangle")
                .font(.largeTitle)
                .foregroundColor(Color.Branding.primary)
            Text("Something went wrong")
                .font(.headline)
                .foregroundColor(Color.Text.primary)
            Text(error.localizedDescription)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(D.Content.padding(.extraLarge))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
