//
//  DatabaseEnvironment.swift
//  NorthwindSwiftUI
//

import SwiftUI
import Northwind

struct DatabaseKey: EnvironmentKey {
  // Read-only fallback, used by previews.
  static let defaultValue = Northwind.module
}

extension EnvironmentValues {
  var database : Northwind {
    set { self[DatabaseKey.self] = newValue }
    get { self[DatabaseKey.self] }
  }
}
