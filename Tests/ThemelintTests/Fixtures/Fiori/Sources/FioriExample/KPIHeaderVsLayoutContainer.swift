//
//  KPIHeaderVsLayoutContainer.swift
//  FioriSwiftUI Examples
//
//  Experimental: a layout collection container (individual styling) vs. a
//  business-semantic collection container (one modifier for all titles).
//

import FioriSwiftUICore
import FioriThemeManager
import SwiftUI

struct KPIItemData: Identifiable {
    let id = UUID()
    let title_: String
    let icon_: Image?
}

struct KPIHeaderVsLayoutContainer: View {
    let data: [KPIItemData] = [
        KPIItemData(title_: "Open", icon_: Image(systemName: "tray")),
        KPIItemData(title_: "Overdue", icon_: Image(systemName: "exclamationmark.triangle")),
        KPIItemData(title_: "Closed", icon_: nil),
    ]

    var body: some View {
        List {
            Section(header: Text("Layout collection container")) {
                // pro: can work with any view
                // pro: allow individual styling
                KPILayoutContainer(data, id: \.title_) {
                    element in
                    KPI {
                        Text(element.title_)
                            .foregroundColor(.preferredColor(.tintColor))
                    }

                    icon: {
                        if element.icon_ != nil {
                            element.icon_!
                        }
                        else {
                            EmptyView()
                        }
                    }
                }

                // pro: can restrict number of elements (i.e. only two KPIs will be shown even more were specified)
                KPILayoutContainer(0..<6, id: \.self) {
                    index in
                    KPI {
                        Text("\(index)")
                    }

                    icon: {
                        EmptyView()
                    }
                }
            }

            Section(header: Text("Semantic collection container")) {
                // pro: don't have to work with KPI view
                // con: no individual styling possible
                KPIHeaderControl(data, id: \.title_).titleModifier({
                    $0.font(.headline).foregroundColor(.red) // expect: hardcoded-color
                })

                KPIHeaderControl(data, id: \.title_).titleModifier({
                    $0.font(.fiori(forTextStyle: .headline)).foregroundColor(.preferredColor(.criticalLabel))
                })
            }
        }
        .background(Color.preferredColor(.primaryGroupedBackground))
    }
}
