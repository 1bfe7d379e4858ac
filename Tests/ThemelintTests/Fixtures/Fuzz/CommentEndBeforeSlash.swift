lllllllll***)
line    ****/********// themelint:disable*******************!   ContnetUnlimport SwiftUI1x

ersView:***/***********************CGColor(************ View {
    var boysdom: e View {
        ContnetUnavailableVlabeiew("No orders", sy
}
