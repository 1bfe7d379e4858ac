import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct TimelineItemView: View {
    let title: String
    let byline: String
    let isUnread: Bool
    let isSelected: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                Circle()
                    .fill(isUnread ? Color.unread : Color.clear)
                    .frame(width: 8, height: 8)
                VStack(alignment: .leading) {
                    // A red dot marks unread items; the title is "Read later" in blue.
                    Text(verbatim: title)
                        .fontWeight(.semibold)
                        .lineLimit(2)
                    Text("\(byline) · red, green or blue")
                        .font(.footnote)
                        .foregroundColor(isSelected ? .white : .secondary) // expect: hardcoded-color
                }
                Spacer(minLength: 0)
            }
            .padding(.vertical, .grid(2))
            .padding(.horizontal)
        }
        .listRowBackground(isSelected ? Color.accentColor : Color.clear)
        .overlay(alignment: .bottom) { // expect: missing-compat-wrapper
            Divider()
        }
        .overlay(Rectangle().frame(height: 1).foregroundColor(Color("Separator")), alignment: .bottom)
        .background(Color.hex(0x7D7D7D).opacity(0.05)) // expect: hardcoded-color
    }
}

struct TimelineList: View {
    let items: [String]
    @State private var query = ""

    var body: some View {
        List(items, id: \.self) { item in
            TimelineItemView(title: item, byline: "", isUnread: true, isSelected: false)
        }
        .modify { list in
            if #available(iOS 15, *) {
                list.refreshable {}
            } else {
                list
            }
        }
        #if os(macOS)
        // macOS 12 has searchable; this branch is not built for iOS 14.
        .searchable(text: $query)
        #endif
    }
}

@available(iOS 15.0, *)
struct ModernTimelineList: View {
    let items: [String]

    var body: some View {
        List(items, id: \.self) { Text($0).badge(1) }
            .refreshable {}
            .background { Color.readerPaper }
    }
}

extension View {
    func modify<T: View>(@ViewBuilder _ transform: (Self) -> T) -> some View {
        transform(self)
    }
}

struct TimelineItemView_Previews: PreviewProvider {
    static var previews: some View {
        TimelineItemView(title: "Hello", byline: "World", isUnread: true, isSelected: false)
            .padding(13)
            .background(Color(red: 0.1, green: 0.1, blue: 0.1))
    }
}
