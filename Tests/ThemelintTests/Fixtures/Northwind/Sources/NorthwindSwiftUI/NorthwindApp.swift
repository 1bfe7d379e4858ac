//
//  NorthwindApp.swift
//  NorthwindSwiftUI
//
//  Bootstraps the Northwind database by copying the SQLite file embedded in
//  the Northwind package into Application Support, then hands the database
//  down to the views through the SwiftUI environment.
//

import SwiftUI
import Northwind

@main
struct NorthwindApp: App {

  let database = try! Northwind.bootstrap(
    copying: Northwind.module.connectionHandler.url
  )

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(\.database, database)
    }
    #if os(macOS)
    Settings {
      AboutView()
        .padding()
    }
    #endif
  }
}

#if os(macOS)
struct AboutView: View {
  var body: some View {
    VStack {
      Text("Northwind").font(.title)
      Text("A Lighter.swift example")
        .foregroundStyle(.secondary)
    }
    .frame(minWidth: 240)
  }
}
#endif
