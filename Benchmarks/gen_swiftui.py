#!/usr/bin/env python3
"""Deterministic generator of a realistic SwiftUI app for the benchmarks (fixed seed).

Writes a Swift package (`Package.swift` with an iOS 14 deployment target) whose sources look like
a real app's: feature views with stacks, paddings, colours in every spelling, newer modifiers
(bare, wrapped in `.compatibleCall`, behind `if #available`), light/dark ternaries, loading/error/data
switches, previews, comments and strings that mention colours, plus the design system itself
(theme, palette, `Sizeable` dimensions, the compatibility wrapper enum, asset catalog colour sets)
and one screen of 10,000+ lines.

    gen_swiftui.py OUT_DIR [--megabytes 20] [--seed 7]
"""
import argparse
import json
import os
import random

PALETTE = {
    "Branding": {"primary": "#8F97A4", "secondary": "#34C759", "accent": "#FF9500", "highlight": "#5856D6"},
    "Text": {"primary": "#000000", "secondary": "#3C3C43", "tertiary": "#8E8E93", "inverted": "#FFFFFF"},
    "Surface": {"background": "#F2F2F7", "card": "#FFFFFF", "elevated": "#E5E5EA", "divider": "#C6C6C8"},
    "Status": {"success": "#30B0C7", "warning": "#FFCC00", "error": "#FF3B30", "info": "#007AFF"},
}
PADDING = {"extraSmall": 4, "small": 8, "regular": 16, "large": 22, "extraLarge": 26}
SPACING = {"extraSmall": 4, "small": 8, "regular": 12, "large": 16, "extraLarge": 20}
NEW_MODIFIERS = [
    ".listRowSeparator(.hidden)", ".scrollContentBackground(.hidden)", ".scrollDisabled(true)",
    ".presentationDetents([.medium, .large])", ".refreshable { await viewModel.reload() }",
    ".task { await viewModel.load() }", ".badge(3)", ".submitLabel(.done)", ".textSelection(.enabled)",
    ".scrollDismissesKeyboard(.interactively)", ".toolbarBackground(.visible, for: .navigationBar)",
    ".fontDesign(.rounded)", ".contentMargins(.horizontal, 12)", ".sensoryFeedback(.success, trigger: count)",
    ".scrollIndicators(.hidden)", ".interactiveDismissDisabled()", ".symbolRenderingMode(.hierarchical)",
]
WRAPPABLE = ["listRowSeparator(.hidden)", "scrollContentBackground(.hidden)", "scrollDisabled(true)", "badge(3)"]
NAMED = ["red", "blue", "green", "orange", "gray", "purple", "pink", "yellow", "white", "black", "teal", "indigo"]
WORDS = ["order", "product", "profile", "cart", "payment", "address", "review", "message", "settings", "account",
         "invoice", "delivery", "coupon", "wishlist", "history", "search", "category", "brand", "store", "ticket"]
SF = ["star.fill", "cart", "person.crop.circle", "gearshape", "bell", "heart", "trash", "pencil", "chevron.right"]


class Gen:
    def __init__(self, rng):
        self.r = rng

    def word(self):
        return self.r.choice(WORDS)

    def cap(self, s):
        return s[0].upper() + s[1:]

    def hexcolor(self):
        if self.r.random() < 0.35:
            group = self.r.choice(list(PALETTE))
            return self.r.choice(list(PALETTE[group].values()))
        return "#%02X%02X%02X" % (self.r.randrange(256), self.r.randrange(256), self.r.randrange(256))

    def token(self):
        group = self.r.choice(list(PALETTE))
        return f"Color.{group}.{self.r.choice(list(PALETTE[group]))}"

    def color_expr(self):
        c = self.r.random()
        h = self.hexcolor()
        rr, gg, bb = int(h[1:3], 16), int(h[3:5], 16), int(h[5:7], 16)
        if c < 0.22:
            return self.token()
        if c < 0.34:
            return f'Color(hex: "{h}")'
        if c < 0.44:
            return f"Color(red: {rr / 255:.2f}, green: {gg / 255:.2f}, blue: {bb / 255:.2f})"
        if c < 0.50:
            return f"Color(red: {rr}/255, green: {gg}/255, blue: {bb}/255)"
        if c < 0.56:
            return f"Color(.sRGB, red: {rr / 255:.3f}, green: {gg / 255:.3f}, blue: {bb / 255:.3f}, opacity: 1)"
        if c < 0.62:
            return f"Color(UIColor(rgb: 0x{h[1:]}))"
        if c < 0.66:
            return f"#colorLiteral(red: {rr / 255:.2f}, green: {gg / 255:.2f}, blue: {bb / 255:.2f}, alpha: 1)"
        if c < 0.70:
            return f"Color(white: {self.r.choice([0.1, 0.5, 0.93])})"
        if c < 0.84:
            return "." + self.r.choice(NAMED)
        if c < 0.90:
            return f"Color.{self.r.choice(NAMED)}.opacity(0.{self.r.randrange(1, 9)})"
        return f'Color("{self.word()}Background")'

    def number(self, scale):
        if self.r.random() < 0.7:
            return str(self.r.choice(list(scale.values())))
        return self.r.choice(["10", "6", "7.5", "30", "2", "0", "-1.5", "24", "14"])

    def padding(self):
        c = self.r.random()
        if c < 0.25:
            return ".padding()"
        if c < 0.45:
            return f".padding({self.number(PADDING)})"
        if c < 0.65:
            return f".padding(.{self.r.choice(['horizontal', 'vertical', 'top', 'bottom', 'leading'])}, {self.number(PADDING)})"
        if c < 0.80:
            return f".padding(D.Content.padding(.{self.r.choice(list(PADDING))}))"
        return f".padding(EdgeInsets(top: {self.number(PADDING)}, leading: {self.number(PADDING)}, bottom: {self.number(PADDING)}, trailing: {self.number(PADDING)}))"

    def modifier(self):
        c = self.r.random()
        if c < 0.22:
            return self.padding()
        if c < 0.36:
            return f".foregroundColor({self.color_expr()})"
        if c < 0.46:
            return f".background({self.color_expr()})"
        if c < 0.52:
            return f".font(.{self.r.choice(['headline', 'body', 'caption', 'title2', 'subheadline'])})"
        if c < 0.58:
            return f".cornerRadius({self.r.choice([8, 12, 16])})"
        if c < 0.64:
            return f".frame(maxWidth: .infinity, alignment: .{self.r.choice(['leading', 'center'])})"
        if c < 0.70:
            return self.r.choice(NEW_MODIFIERS)
        if c < 0.74:
            return f".compatibleCall(.{self.r.choice(WRAPPABLE)})"
        if c < 0.78:
            return f".overlay(RoundedRectangle(cornerRadius: 12).stroke({self.color_expr()}, lineWidth: 1))"
        if c < 0.82:
            return f".shadow(color: {self.color_expr()}, radius: 4, x: 0, y: 2)"
        if c < 0.86:
            return f".tint({self.color_expr()})"
        if c < 0.90:
            return f".foregroundStyle({self.color_expr()})"
        if c < 0.94:
            return f".opacity(isEnabled ? 1 : 0.{self.r.randrange(3, 7)})"
        return f".accessibilityLabel(\"{self.cap(self.word())} details\")"

    def leaf(self, ind):
        c = self.r.random()
        p = " " * ind
        if c < 0.45:
            return [p + f'Text("{self.cap(self.word())} {self.word()}")']
        if c < 0.60:
            return [p + f'Image(systemName: "{self.r.choice(SF)}")']
        if c < 0.70:
            return [p + f'Button("{self.cap(self.word())}") {{ viewModel.select(.{self.word()}) }}']
        if c < 0.78:
            return [p + f"Spacer(minLength: {self.number(SPACING)})" if self.r.random() < 0.4 else p + "Spacer()"]
        if c < 0.86:
            return [p + f"Divider()"]
        if c < 0.93:
            return [p + f"{self.cap(self.word())}Row(item: item, tint: {self.color_expr()})"]
        return [p + f'Label("{self.cap(self.word())}", systemImage: "{self.r.choice(SF)}")']

    def stack(self, ind, depth):
        p = " " * ind
        kind = self.r.choice(["VStack", "HStack", "VStack", "ZStack", "LazyVStack", "HStack"])
        c = self.r.random()
        if c < 0.40:
            head = f"{kind}(alignment: .{'leading' if kind != 'HStack' else 'top'}, spacing: {self.number(SPACING)}) {{"
        elif c < 0.60:
            head = f"{kind}(spacing: D.Content.spacing(.{self.r.choice(list(SPACING))})) {{"
        elif c < 0.68 and kind == "VStack":
            head = f"LazyVGrid(columns: [GridItem(.flexible(), spacing: {self.number(SPACING)}), GridItem(.flexible())], spacing: {self.number(SPACING)}) {{"
        else:
            head = f"{kind} {{"
        lines = [p + head]
        for _ in range(self.r.randrange(2, 5)):
            if depth < 3 and self.r.random() < 0.35:
                lines += self.stack(ind + 4, depth + 1)
            elif self.r.random() < 0.08:
                lines += self.available_block(ind + 4)
                continue
            elif self.r.random() < 0.05:
                lines.append(p + "    // TODO: use .red from the theme once design signs off (not a colour use)")
                lines += self.leaf(ind + 4)
            else:
                lines += self.leaf(ind + 4)
            for _ in range(self.r.randrange(0, 4)):
                lines.append(p + "        " + self.modifier())
        lines.append(p + "}")
        for _ in range(self.r.randrange(0, 4)):
            lines.append(p + "    " + self.modifier())
        return lines

    def available_block(self, ind):
        p = " " * ind
        mod = self.r.choice(NEW_MODIFIERS[:6])
        return [p + "if #available(iOS 16, *) {", p + f'    Text("{self.word()}")', p + f"        {mod}",
                p + "} else {", p + f'    Text("{self.word()}")', p + "}"]

    def view(self, name):
        r = self.r
        lines = [f"struct {name}: View {{",
                 "    @ObservedObject var viewModel: " + name.replace("View", "") + "ViewModel",
                 "    @Environment(\\.colorScheme) private var colorScheme",
                 "    @State private var count = 0",
                 "    var isEnabled = true", "    let item = Item.placeholder", "",
                 "    var body: some View {"]
        if r.random() < 0.15:
            lines += ["        if viewModel.isLoading {", "            ProgressView()", "        } else if let error = viewModel.error {",
                      "            ErrorView(error: error)", "        } else if let items = viewModel.items {",
                      "            List(items) { item in", f"                {name}Row(item: item)", "                    .listRowSeparator(.hidden)",
                      "            }", "        } else {", "            EmptyView()", "        }", "    }"]
        else:
            lines += self.stack(8, 0)
            lines.append("        .navigationTitle(\"" + self.cap(self.word()) + "\")")
            if r.random() < 0.3:
                lines.append(f"        .background(colorScheme == .dark ? Color(hex: \"#1C1C1E\") : Color(hex: \"{self.hexcolor()}\"))")
            lines.append("    }")
        for _ in range(r.randrange(1, 4)):
            sub = self.cap(self.word())
            lines += ["", f"    private var {self.word()}{sub}Section: some View {{"]
            lines += self.stack(8, 1)
            lines.append("    }")
        if r.random() < 0.5:
            lines += ["", "    private func title(for value: Int) -> String {",
                      f'        "Value \\(value) — use Color.red only in previews"', "    }"]
        lines.append("}")
        lines.append("")
        c = r.random()
        if c < 0.45:
            lines += ["#Preview {", f"    {name}(viewModel: .preview)", "        .padding(16)", "        .background(Color.gray)", "}"]
        elif c < 0.65:
            lines += [f"struct {name}_Previews: PreviewProvider {{", "    static var previews: some View {",
                      f"        {name}(viewModel: .preview).padding(20).foregroundColor(.red)", "    }", "}"]
        lines.append("")
        return lines

    def row(self, name):
        lines = [f"struct {name}: View {{", "    let item: Item", "    var tint: Color = .accentColor", "",
                 "    var body: some View {"]
        lines += self.stack(8, 1)
        lines += ["    }", "}", ""]
        return lines

    def view_model(self, name):
        return [f"@MainActor final class {name}ViewModel: ObservableObject {{",
                "    @Published var isLoading = false", "    @Published var error: Error?", "    @Published var items: [Item]?", "",
                "    static let preview = " + name + "ViewModel()", "",
                "    func load() async {", "        isLoading = true", "        defer { isLoading = false }",
                "        items = (0..<20).map { Item(id: $0, title: \"Item \\($0)\") }", "    }", "",
                "    func reload() async { await load() }", "    func select(_ value: Selection) {}", "}", ""]

    def file(self, index):
        base = self.cap(self.word()) + self.cap(self.word())
        name = f"{base}{index}View"
        lines = [f"// {name}.swift", "// Generated for themelint benchmarks: realistic SwiftUI, not compiled.", "",
                 "import SwiftUI", ""]
        lines += self.view_model(name.replace("View", ""))
        lines += self.view(name)
        for k in range(self.r.randrange(1, 3)):
            lines += self.row(f"{name}Row{k}")
        if self.r.random() < 0.2:
            lines += ["extension View {", f"    func {self.word()}Card() -> some View {{",
                      f"        padding(12).background({self.color_expr()}).cornerRadius(12)", "    }", "}", ""]
        return name, "\n".join(lines) + "\n"


def theme_files():
    files = {}
    lines = ["import SwiftUI", "", "extension Color {"]
    for group, colors in PALETTE.items():
        lines.append(f"    enum {group} {{")
        for key, value in colors.items():
            lines.append(f'        static let {key} = Color(hex: "{value}")')
        lines.append("    }")
    lines += ["}", "", "extension Color {", "    init(hex: String) {", "        self.init(.sRGB, red: 0, green: 0, blue: 0, opacity: 1)", "    }", "}", ""]
    files["DesignSystem/Theme.swift"] = "\n".join(lines)
    lines = ["import SwiftUI", "", "enum DefaultSize: String, Sizeable {"]
    for step in PADDING:
        lines.append(f"    case {step}")
    lines += ["", "    var padding: CGFloat {", "        switch self {"]
    for step, value in PADDING.items():
        lines.append(f"        case .{step}: return {value}")
    lines += ["        }", "    }", "", "    var spacing: CGFloat {", "        switch self {"]
    for step, value in SPACING.items():
        lines.append(f"        case .{step}: return {value}")
    lines += ["        }", "    }", "}", "", "typealias D = Dimensions<DefaultSize>", ""]
    files["DesignSystem/Dimensions.swift"] = "\n".join(lines)
    cases = ["listRowSeparator(_ visibility: Visibility)", "scrollContentBackground(_ visibility: Visibility)",
             "scrollDisabled(_ disabled: Bool)", "badge(_ count: Int)"]
    lines = ["import SwiftUI", "", "enum CompatibleModifier {"]
    for case in cases:
        lines.append(f"    case {case}")
    lines += ["}", "", "extension View {", "    @ViewBuilder", "    func compatibleCall(_ modifier: CompatibleModifier) -> some View {",
              "        switch modifier {"]
    for case in cases:
        name = case.split("(")[0]
        lines += [f"        case .{name}(let value):", "            if #available(iOS 16, *) {", f"                self.{name}(value)",
                  "            } else {", "                self", "            }"]
    lines += ["        }", "    }", "}", ""]
    files["DesignSystem/CompatibleModifier.swift"] = "\n".join(lines)
    lines = ["import SwiftUI", "", "enum AppPalette {"]
    for i in range(40):
        lines.append(f'    static let shade{i} = Color(red: {i / 40:.3f}, green: {(40 - i) / 40:.3f}, blue: 0.5)')
    lines += ["}", ""]
    files["DesignSystem/AppPalette.swift"] = "\n".join(lines)
    return files


def colorset(hex_value):
    r, g, b = (int(hex_value[i:i + 2], 16) for i in (1, 3, 5))
    comp = {"red": f"0x{r:02X}", "green": f"0x{g:02X}", "blue": f"0x{b:02X}", "alpha": "1.000"}
    return {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": comp}}],
            "info": {"author": "xcode", "version": 1}}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--megabytes", type=float, default=20)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    gen = Gen(rng)
    root = args.out
    src = os.path.join(root, "Sources", "GenApp")
    os.makedirs(src, exist_ok=True)
    with open(os.path.join(root, "Package.swift"), "w") as f:
        f.write('// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: "GenApp",\n'
                '    platforms: [.iOS(.v14), .macOS(.v11)],\n    targets: [.target(name: "GenApp")]\n)\n')
    total = 0
    for rel, text in theme_files().items():
        path = os.path.join(src, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        total += len(text)
    assets = os.path.join(src, "Resources", "Assets.xcassets")
    for i in range(12):
        d = os.path.join(assets, f"{WORDS[i]}Background.colorset")
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "Contents.json"), "w") as f:
            json.dump(colorset(gen.hexcolor()), f, indent=2)
    # The one very large screen (10,000+ lines), the daemon benchmark's typing target.
    big = ["// HugeDashboardView.swift: one enormous generated screen.", "", "import SwiftUI", ""]
    k = 0
    while len(big) < 10_400:
        name, text = gen.file(100_000 + k)
        big += text.split("\n")[4:]
        k += 1
    big_text = "\n".join(big) + "\n"
    os.makedirs(os.path.join(src, "Features"), exist_ok=True)
    with open(os.path.join(src, "Features", "HugeDashboardView.swift"), "w") as f:
        f.write(big_text)
    total += len(big_text)
    budget = int(args.megabytes * 1_000_000)
    index = 0
    while total < budget:
        name, text = gen.file(index)
        folder = os.path.join(src, "Features", WORDS[index % len(WORDS)].capitalize())
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, name + ".swift"), "w") as f:
            f.write(text)
        total += len(text)
        index += 1
    print(json.dumps({"files": index + 5, "bytes": total, "big_file": "Sources/GenApp/Features/HugeDashboardView.swift",
                      "big_lines": big_text.count("\n")}))


if __name__ == "__main__":
    main()
