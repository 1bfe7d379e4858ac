//
//  ObjectItemExample.swift
//  FioriSwiftUI Examples
//
//  Both initialisation patterns of ObjectItem: ViewBuilder-based (full
//  control over every slot) and type-based (data binding, SDK styling).
//  Colours go through the Fiori palette (`Color.preferredColor(_:)`).
//

import FioriSwiftUICore
import FioriThemeManager
import SwiftUI

struct ObjectItemExample: View {
    @State private var isDetailShown = false

    var body: some View {
        List {
            Section(header: Text("ViewBuilder initializer")) {
                ObjectItem(title: {
                    Text("Rouja Pakiman")
                        .font(.fiori(forTextStyle: .headline))
                        .foregroundColor(Color.preferredColor(.primaryLabel))
                }, description: {
                    Text("Rouja has worked for the company for ten years and has all of the skills that would be necessary for developing quality applications.  She is proficient in Java as well as CSS, Bootstrap, and Swift.")
                        .foregroundColor(.preferredColor(.secondaryLabel))
                }, status: {
                    Text("Available")
                        .foregroundColor(.preferredColor(.positiveLabel))
                }, detailImage: {
                    Image("person_square4").resizable().frame(width: 45, height: 45).clipShape(Circle())
                })
            }

            Section(header: Text("Type-based initializer")) {
                ObjectItem(title: "Transformer Overheating When After Being on for 1 Hour or Longer",
                           subtitle: "Three Phase Pad Mounted Transformer (533423)", footnote: "1000 - Hamburg, MECHANIK",
                           description: "Customer noticed that the transformer started to over heat within 45 minutes each time he turned it on at 7:30am.  The first technician who looked at this did not have the correct additional tools to complete the job.",
                           status: TextOrIcon.text("High"),
                           detailImage: Image(systemName: "person"),
                           icons: [TextOrIcon.text("1"),
                                   TextOrIcon.icon(Image(systemName: "circle.fill")),
                                   TextOrIcon.icon(Image(systemName: "mail"))]
                )
                .listRowBackground(Color.preferredColor(.secondaryGroupedBackground))
            }
        }
        .background(Color.preferredColor(.primaryBackground))
        .navigationTitle("Object Item")
    }
}
