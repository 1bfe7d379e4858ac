//
//  MainApp.swift
//  Example
//
//  Entry point of the SwiftTheming v2 example.
//

import SwiftUI
import SwiftTheming

@main
struct MainApp: App {
    // Performing migration process from the v1 `UserDefaults` format.
    init() {
        let key = UserDefaults.Key.theme
        guard let value = UserDefaults.get(OldTheme.self, key: key) else { return }
        UserDefaults.set(Theme(key: value.key), key: key)
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
                .themeProviding()
        }
    }
}

// It is required to store your old themes in your code.
enum OldTheme: Codable {
    case bluoTheme
    case jadoTheme

    var key: String {
        switch self {
        case .bluoTheme: return "bluoTheme"
        case .jadoTheme: return "jadoTheme"
        }
    }
}
