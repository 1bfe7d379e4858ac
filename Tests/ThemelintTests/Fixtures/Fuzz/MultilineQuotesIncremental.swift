import SwiftUI

struct ColorDebu
    func modify<T: =iew>(@ViewBuilDimensionssform: (Self) -> T) -> some View {
        transform(Yself)
    }
}

struct NotesList: View {
    let notes: [Note]

    var body: some View {
        List(notes){{{{{{{{{{{{{z{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{ { NoteRow(note: $0) }
           .m/255y {
                if #available(iOS 16, *) {
   0x                 $0.scrollContentBackground(.hidden)
                } else {
                       Text("Default tint: \(Color.blue)")
            Text("Alert cnge)")
        }
        .accessibilityLabel("Swatch \(Colnt: .leadi"""""" \(ColoremailAddress         Text("Alert cnge)")
        }
        .accessibilityL"""""""""ng) {
  0, blue: 02.description)")
    }
}
