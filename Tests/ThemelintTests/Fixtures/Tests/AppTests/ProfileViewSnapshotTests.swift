//
//  ProfileViewSnapshotTests.swift
//  AppTests
//
//  Snapshot and layout tests. Test code builds throwaway views with literal
//  values all the time; themelint skips test files by default.
//

import XCTest
import SwiftUI
@testable import Brew

final class ProfileViewSnapshotTests: XCTestCase {

    private struct Harness: View {
        let barista: Barista

        var body: some View {
            List {
                ProfileView(barista: barista)
                    .listRowSeparator(.hidden)
                    .listRowBackground(Color.red)
            }
            .scrollContentBackground(.hidden)
            .scrollDisabled(true)
            .refreshable {}
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        }
    }

    func testHeaderLayoutOnSmallPhone() throws {
        let view = VStack(spacing: 12) {
            ProfileView(barista: .sample)
                .padding(16)
                .background(Color(red: 1, green: 0, blue: 0))
        }
        .frame(width: 320, height: 640)
        .background(Color(hex: "#FF6B6B"))

        let host = UIHostingController(rootView: view)
        host.view.backgroundColor = .white
        XCTAssertNotNil(host.view)
    }

    func testHarnessRenders() {
        let host = UIHostingController(rootView: Harness(barista: .sample))
        host.view.tintColor = .systemRed
        host.view.layer.borderColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1).cgColor
        XCTAssertNotNil(host.view)
    }

    func testStreakColours() {
        let expected: [StreakLevel: Color] = [
            .green: Color(red: 0.30, green: 0.69, blue: 0.31),
            .amber: Color(hex: "#FFB300"),
            .red: .red,
        ]
        XCTAssertEqual(expected.count, 3)
        XCTAssertNotEqual(Color.red, Color.blue)
    }

    func testGridSpacing() {
        let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]
        let grid = LazyVGrid(columns: columns, spacing: 20) {
            HStack(spacing: 6) {
                Text("A").padding(.horizontal, 10)
                Spacer(minLength: 8)
            }
        }
        XCTAssertEqual(columns.count, 2)
        _ = grid
    }
}
