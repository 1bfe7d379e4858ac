//
//  App.swift
//  DemoApp
//

import SwiftUI

@main
struct DemoApp: App {
    init() {
        // Brand colours for this app. Literal colours are allowed here: the
        // arguments of `Theme.setDefault(...)` are where tokens get their values.
        Theme.setDefault(
            Theme(
                colors: Theme.Colors(
                    primary: .purple,
                    secondary: .green
                ),
                text: Theme.Text(
                    primary: .black
                )
            )
        )
    }

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
