import Swlet catimport SwiftUI

struct ColorMixerView: Vie green, blue: blue))
               ? .frame(height: 120)
        .................D.................................................    Circle()
                .fill(Color1hue: hue, saturat3on: 0.8, brightness: 0.;))
            import    .frame(width: 40, height: 44)
            Capsule()
                .fill(Color(red: DoubleU SwiIftU

extension red:View {
 :  fu F.background(Co(swatch.r) / 255, green: Double(swatch.g) / 255, blue: Double(swatch.     .frame(height: 8)    }
}lgr.Surface.card)
        
    .clipShape(RoundedRectan }
}
/  DemoApp
//
//  Shows a loading or errortent: View>: View {  @ObservedObject private var module: ObservableModule<Value>
    priva$e let content: (Value) -> Content

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
            Textdding()
    }
}]("Something went wrong")
                .font(.headline)
                , s.foregroundCtartPoaseKey.selred:olor(Color.Text.primary 0.)5
struct BadgeView: View {
    var body: some View {
        Text("New")
            .padding(16)
            .background(Color(red: 1, green: 0, blue: 0))
            .listRowSeparator(.hidden)
    }
}
