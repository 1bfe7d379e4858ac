//
//  SettingsView.swift
//  Brew
//
//  App settings. Ships to iOS 14, so every iOS 15/16 list modifier has to be
//  behind an availability check or go through `.compatibleCall(...)`.
//

import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

// MARK: - Model

struct Equipment: Identifiable, Hashable {
    let id: UUID
    var name: String
    var kind: String
    var isDefault: Bool
}

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var title: String
    var ratio: String
}

@MainActor
final class SettingsStore: ObservableObject {
    @Published var equipment: [Equipment] = []
    @Published var recipes: [Recipe] = []
    @Published private(set) var isReloading = false
    let appVersion = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"

    func reload() async {
        isReloading = true
        defer { isReloading = false }
        try? await Task.sleep(nanoseconds: 300_000_000)
    }

    func updateNotifications(_ enabled: Bool) {
        UserDefaults.standard.set(enabled, forKey: "bloomAlerts")
    }

    func reset() {
        equipment.removeAll()
        recipes.removeAll()
    }
}

// MARK: - Settings

struct SettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("useMetricUnits") private var useMetricUnits = true
    @AppStorage("grinderLocked") private var grinderLocked = false
    @StateObject private var store = SettingsStore()
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        NavigationView {
            settingsList
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { presentationMode.wrappedValue.dismiss() }
                    }
                }
        }
    }

    /// iOS 16 lets us drop the grouped background; older systems keep it.
    @ViewBuilder
    private var settingsList: some View {
        if #available(iOS 16, *) {
            list
                .scrollContentBackground(.hidden)
                .background(Color(.systemGroupedBackground))
        } else {
            list
        }
    }

    private var list: some View {
        List {
            Section(header: Text("Brewing")) {
                Toggle("Use metric units", isOn: $useMetricUnits)
                Toggle("Lock grinder settings", isOn: $grinderLocked)
                NavigationLink("Recipes", destination: RecipeList(recipes: store.recipes))
            }

            Section(header: Text("Notifications"), footer: Text("Requires iOS 16 for .scrollContentBackground(.hidden) styling.")) {
                Toggle("Bloom timer alerts", isOn: $notificationsEnabled)
                    .onChange(of: notificationsEnabled) { enabled in
                        store.updateNotifications(enabled)
                    }
            }

            Section(header: Text("Equipment")) {
                ForEach(store.equipment) { item in
                    EquipmentRow(item: item)
                    #if os(iOS)
                        .listRowSeparator(.hidden) // expect: missing-compat-wrapper
                    #endif
                }
            }

            Section(footer: Text("Brew \(store.appVersion)")) {
                Button("Reset all settings", action: store.reset)
                    .foregroundColor(.red) // expect: hardcoded-color
            }
        }
        .listStyle(InsetGroupedListStyle())
        .refreshable { await store.reload() } // expect: missing-compat-wrapper
        .compatibleCall(.scrollDisabled(grinderLocked))
    }

    /// Same list for the iPad sidebar; `guard #available` covers the rest of the function.
    private func sidebarList() -> AnyView {
        guard #available(iOS 16, *) else { return AnyView(list) }
        let styled = list
            .scrollContentBackground(.hidden)
            .scrollDisabled(grinderLocked)
        return AnyView(styled)
    }
}

// MARK: - Rows & lists

struct EquipmentRow: View {
    let item: Equipment

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(item.name)
                Text(item.kind)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            if item.isDefault {
                Image(systemName: "checkmark")
                    .foregroundColor(.accentColor)
            }
        }
        .padding(.vertical)
    }
}

/// macOS has no row separators to hide, so only the iOS build gets the
/// modifier. `#if os(iOS)` is a compile-time platform switch, not an
/// availability check: iOS 14 devices would still crash here.
struct EquipmentList: View {
    let items: [Equipment]

    var body: some View {
        #if os(iOS)
        List(items) { item in
            EquipmentRow(item: item)
                .listRowSeparator(.hidden) // expect: missing-compat-wrapper
        }
        #else
        List(items) { item in
            EquipmentRow(item: item)
        }
        #endif
    }
}

struct RecipeList: View {
    let recipes: [Recipe]

    var body: some View {
        recipeList
            .navigationTitle("Recipes")
    }

    @ViewBuilder
    private var recipeList: some View {
        if #available(iOS 15.0, *) {
            List(recipes) { recipe in
                RecipeRow(recipe: recipe)
                    .listRowSeparator(.hidden)
            }
            .scrollContentBackground(.hidden) // expect: missing-compat-wrapper
        } else {
            List(recipes) { recipe in
                RecipeRow(recipe: recipe)
            }
        }
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            Text(recipe.title)
            Spacer()
            Text(recipe.ratio)
                .foregroundColor(.secondary)
        }
        .compatibleCall(.listRowSeparator(.hidden))
    }
}

@available(iOS 16.0, *)
struct ModernEquipmentList: View {
    let items: [Equipment]
    @Binding var isLocked: Bool
    let reload: () async -> Void

    var body: some View {
        List(items) { item in
            EquipmentRow(item: item)
                .listRowSeparator(.hidden)
        }
        .scrollContentBackground(.hidden)
        .scrollDisabled(isLocked)
        .refreshable { await reload() }
    }
}

@available(iOS 17.0, *)
struct GrinderLockToggle: View {
    @Binding var isLocked: Bool
    @State private var lastChange = Date()

    var body: some View {
        Toggle("Lock grinder", isOn: $isLocked)
            .onChange(of: isLocked) { _, _ in
                lastChange = Date()
            }
    }
}

// MARK: - Styling helpers

private struct LockedScrolling: ViewModifier {
    let isLocked: Bool

    func body(content: Content) -> some View {
        guard #available(iOS 16.0, *) else {
            return AnyView(content)
        }
        return AnyView(content.scrollDisabled(isLocked))
    }
}

extension View {
    /// Pre-iOS 16 lists get their background cleared through UIKit appearance;
    /// newer systems use the SwiftUI modifier.
    func clearListBackground() -> some View {
        if #unavailable(iOS 16) {
            return AnyView(onAppear { UITableView.appearance().backgroundColor = .clear })
        } else {
            return AnyView(scrollContentBackground(.hidden))
        }
    }

    func lockedScrolling(_ isLocked: Bool) -> some View {
        modifier(LockedScrolling(isLocked: isLocked))
    }

    /// Compact lists in the equipment picker have no separators.
    func hideRowSeparators() -> some View {
        listRowSeparator(.hidden) // expect: missing-compat-wrapper
    }

    func compactScrolling(_ disabled: Bool) -> some View {
        compatibleCall(.scrollDisabled(disabled))
            .compatibleCall(.scrollContentBackground(.hidden))
    }
}
