"""fixgen owns the deterministic generator behind the fix-safety property test: small SwiftUI
projects (a `.themelint.json`, sometimes a palette file or a `Package.swift` for discovery) whose
files hold every fixable pattern the rules know, in tricky surroundings: several fixes on one line,
adjacent fixes, trailing and nested closures, CRLF / lone CR / mixed line endings, a BOM, tab
indentation, non-ASCII identifiers and strings (combining marks, emoji, astral letters) before the
fix on the same line, and comments, strings, interpolation, suppressed lines, previews and token
definitions that hold look-alike code and must come out of every fix untouched.

Text that must never change is wrapped in PROTECT_OPEN / PROTECT_CLOSE while a file is built;
`render` strips the markers and returns the UTF-8 byte spans they enclosed.
"""
import json
import random

PROTECT_OPEN, PROTECT_CLOSE = "\ue000", "\ue001"


def protect(text):
    return PROTECT_OPEN + text + PROTECT_CLOSE


def string(text):
    """A protected Swift string literal."""
    return protect('"' + text + '"')


# Colour tokens of the configured projects: (name, light, dark or None). A dark value makes the
# fix unsafe; Status.warning uses the config's string shorthand (accessor Color.Status.warning).
COLOR_TOKENS = [
    ("Branding.primary", "#8F97A4", None),
    ("Branding.secondary", "#34C759", "#30D158"),
    ("Text.primary", "#000000", None),
    ("Surface.card", "#FFFFFF", None),
    ("Status.warning", "#FF9500", None),
    ("Status.info", "#007AFF", "#0A84FF"),
]
# System colours (light values) the colour rule knows; `.red` etc. are flagged in colour contexts.
NAMED = ["red", "blue", "green", "orange", "gray", "purple", "pink", "yellow", "white", "black", "teal", "indigo"]
DEFAULT_PADDING = {"extraSmall": 4, "small": 8, "regular": 16, "large": 22, "extraLarge": 26}
DEFAULT_SPACING = {"extraSmall": 4, "small": 8, "regular": 12, "large": 16, "extraLarge": 20}

# Text on the same line as a fix: multi-byte UTF-8, combining marks, surrogate pairs in UTF-16,
# multi-scalar emoji (ZWJ sequences, flags, skin tones), and a LINE SEPARATOR that is not a line
# break for Swift or LSP.
NON_ASCII = [
    "Café au lait", "日本語のタイトル", "👨‍👩‍👧 Family plan", "🇯🇵 東京", "e\u0301clair cre\u0300me", "Z\u0324\u0308algo",
    "ｺｰﾋｰ ☕︎ 咖啡", "👍🏽 Likes", "한글", "Ünïcödé", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝟙𝟚𝟛", "🏳️‍🌈 Pride", "¡Olé! 🎉", "line\u2028separator",
    "🧑🏾‍💻 Developer", "Ελληνικά", "עברית", "😀😃😄😁",
]
# Strings and comments holding code a text scanner would flag.
LOOK_ALIKES = [
    ".padding(16)", 'Color(hex: "#8F97A4")', "VStack(spacing: 12)", ".listRowSeparator(.hidden)",
    "Color(red: 0, green: 0, blue: 0)", ".foregroundColor(.red)", "EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)",
    ".compatibleCall(.scrollDisabled(true))", "Spacer(minLength: 8)", "#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)",
]
WORDS = ["order", "product", "profile", "cart", "payment", "address", "review", "message", "settings", "account",
         "invoice", "delivery", "coupon", "wishlist", "history", "search", "category", "brand", "store", "ticket"]
SYMBOLS = ["star.fill", "cart", "person.crop.circle", "gearshape", "bell", "heart", "trash", "pencil", "chevron.right"]


def in_string(code):
    """`code` escaped for the inside of a Swift string literal."""
    return code.replace("\\", "\\\\").replace('"', '\\"')


def hex_rgb(hex_text):
    value = hex_text.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


class FileGen:
    """Builds one Swift file as (indent level, text) lines."""

    def __init__(self, rng, project):
        self.r = rng
        self.project = project
        self.padding = project["padding"]
        self.spacing = project["spacing"]
        self.colors = project["colors"]

    # --- values ---------------------------------------------------------------------------------
    def pick(self, weighted):
        """`weighted` is [(weight, value or callable)]."""
        total = sum(w for w, _ in weighted)
        x = self.r.random() * total
        for weight, value in weighted:
            x -= weight
            if x < 0:
                return value() if callable(value) else value
        value = weighted[-1][1]
        return value() if callable(value) else value

    def word(self):
        return self.r.choice(WORDS)

    def title(self):
        if self.r.random() < 0.5:
            return self.r.choice(NON_ASCII)
        return self.word().capitalize() + " " + self.word()

    def number(self, scale):
        on_scale = list(scale.values())
        return self.pick([
            (60, lambda: str(self.r.choice(on_scale))),
            (8, lambda: "%d.0" % self.r.choice(on_scale)),
            (8, lambda: "-%s" % self.r.choice(on_scale)),
            (16, lambda: self.r.choice(["10", "7.5", "30", "2", "-1.5", "24", "14", "6"])),
            (8, "0"),
        ])

    def pad(self):
        return self.number(self.padding)

    def gap(self):
        return self.number(self.spacing)

    def color(self):
        """A colour expression: usually one spelling of a token, sometimes a system or unknown colour."""
        return self.pick([
            (62, self.token_color),
            (14, self.named_color),
            (12, self.unknown_color),
            (6, self.scheme_pair),
            (6, lambda: self.r.choice(["Color.Branding.primary", "Color.clear", ".primary", ".secondary", "Color.accentColor",
                                       'Color("BrandBlue")', "Color(.systemBackground)", "model.tint"])),
        ])

    def spell(self, rgb, alpha=None):
        r, g, b = rgb
        hex6 = "%02X%02X%02X" % rgb
        opacity = "" if alpha is None else ", opacity: %s" % alpha
        choices = [
            lambda: "Color(red: %d/255, green: %d/255, blue: %d/255%s)" % (r, g, b, opacity),
            lambda: "Color(red: %.3f, green: %.3f, blue: %.3f%s)" % (r / 255, g / 255, b / 255, opacity),
            lambda: "Color(red: %d, green: %d, blue: %d%s)" % (r, g, b, opacity),
            lambda: "Color(.sRGB, red: %.4f, green: %.4f, blue: %.4f, opacity: %s)" % (r / 255, g / 255, b / 255, alpha or 1),
            lambda: 'Color(hex: "#%s")%s' % (hex6, self.opacity_suffix(alpha)),
            lambda: 'Color(hex: "%s")%s' % (hex6.lower(), self.opacity_suffix(alpha)),
            lambda: "Color(hex: 0x%s)%s" % (hex6, self.opacity_suffix(alpha)),
            lambda: "Color(rgb: 0x%s)%s" % (hex6, self.opacity_suffix(alpha)),
            lambda: 'Color(hexString: "#%s")%s' % (hex6, self.opacity_suffix(alpha)),
            lambda: 'Color("#%s")%s' % (hex6, self.opacity_suffix(alpha)),
            lambda: 'Color.init(hex: "#%s")' % hex6,
            lambda: "#colorLiteral(red: %.3f, green: %.3f, blue: %.3f, alpha: %s)" % (r / 255, g / 255, b / 255, alpha or 1),
            lambda: "UIColor(hex: \"#%s\")" % hex6,
            lambda: "Color(UIColor(red: %d/255, green: %d/255, blue: %d/255, alpha: 1))" % (r, g, b),
        ]
        if alpha is None and (rgb == (255, 255, 255) or rgb == (0, 0, 0)):
            level = 1 if rgb == (255, 255, 255) else 0
            choices += [
                lambda: "Color(white: %d)" % level,
                lambda: "Color(white: %d, opacity: 0.%d)" % (level, self.r.randrange(1, 10)),
                lambda: "Color(hue: 0, saturation: 0, brightness: %d)" % level,
                lambda: 'Color(hex: "#%s")' % ("FFF" if level else "000"),
            ]
        if alpha is None:
            choices.append(lambda: 'Color(hex: "#%s80")' % hex6)
        return self.r.choice(choices)()

    def opacity_suffix(self, alpha):
        return "" if alpha is None else ".opacity(%s)" % alpha

    def token_color(self):
        name, light, dark = self.r.choice(self.colors)
        use_dark = dark is not None and self.r.random() < 0.2
        alpha = self.r.choice([None, None, None, "0.5", "0.15", "0.08"])
        return self.spell(hex_rgb(dark if use_dark else light), alpha)

    def named_color(self):
        name = self.r.choice(NAMED)
        return self.pick([
            (4, "." + name),
            (3, "Color." + name),
            (2, ".%s.opacity(0.%d)" % (name, self.r.randrange(1, 10))),
            (1, "SwiftUI.Color." + name),
        ])

    def unknown_color(self):
        rgb = (self.r.randrange(256), self.r.randrange(256), self.r.randrange(256))
        return self.r.choice([
            lambda: "Color(red: %.2f, green: %.2f, blue: %.2f)" % tuple(c / 255 for c in rgb),
            lambda: 'Color(hex: "#%02X%02X%02X")' % rgb,
            lambda: "Color(red: 0.56, green: 0.59, blue: 0.64)",  # near Branding.primary: a message, no fix
        ])()

    def scheme_pair(self):
        with_dark = [t for t in self.colors if t[2]]
        if not with_dark:
            return self.token_color()
        _, light, dark = self.r.choice(with_dark)
        return 'colorScheme == .dark ? Color(hex: "%s") : Color(hex: "%s")' % (dark, light)

    # --- modifiers ------------------------------------------------------------------------------
    def padding_modifier(self):
        v = self.pad
        return self.pick([
            (5, lambda: ".padding(%s)" % v()),
            (4, lambda: ".padding(.%s, %s)" % (self.r.choice(["horizontal", "vertical", "top", "bottom", "leading", "trailing"]), v())),
            (2, lambda: ".padding([.top, .bottom], %s)" % v()),
            (2, lambda: ".padding(EdgeInsets(top: %s, leading: %s, bottom: %s, trailing: %s))" % (v(), v(), v(), v())),
            (1, lambda: ".listRowInsets(EdgeInsets(top: %s, leading: %s, bottom: 0, trailing: %s))" % (v(), v(), v())),
            (1, ".padding()"),
            (1, ".padding(.horizontal)"),
        ])

    def color_modifier(self):
        c = self.color
        return self.pick([
            (5, lambda: ".foregroundColor(%s)" % c()),
            (4, lambda: ".background(%s)" % c()),
            (2, lambda: ".background(%s, in: Capsule())" % c()),
            (2, lambda: ".tint(%s)" % c()),
            (2, lambda: ".shadow(color: %s, radius: 4, x: 0, y: 2)" % c()),
            (2, lambda: ".overlay(RoundedRectangle(cornerRadius: 12).stroke(%s, lineWidth: 1))" % c()),
            (2, lambda: ".foregroundStyle(%s)" % c()),
            (1, lambda: ".border(%s, width: 1)" % c()),
            (1, lambda: ".listRowBackground(%s)" % c()),
            (2, lambda: ".background { %s }" % c()),
            (1, lambda: ".background(.init(hex: \"%s\"))" % self.r.choice(self.colors)[1]),
        ])

    def new_modifier(self):
        """Modifiers newer than iOS 14 (with a trailing closure sometimes)."""
        return self.pick([
            (4, ".listRowSeparator(.hidden)"),
            (3, ".scrollContentBackground(.hidden)"),
            (3, lambda: ".scrollDisabled(%s)" % self.r.choice(["true", "isLocked"])),
            (2, ".refreshable { await model.reload() }"),
            (2, ".task { await model.load() }"),
            (1, ".badge(3)"),
            (1, ".submitLabel(.done)"),
            (1, ".textSelection(.enabled)"),
            (1, ".listRowSeparatorTint(.gray)"),
            (1, lambda: ".listRowSeparatorTint(%s)" % self.color()),
            (1, lambda: ".toolbarBackground(%s, for: .navigationBar)" % self.color()),
            (1, lambda: ".presentationBackground(%s)" % self.color()),
        ])

    def wrapped_modifier(self):
        return ".%s(.%s)" % (self.project["wrapper"], self.r.choice(
            ["listRowSeparator(.hidden)", "scrollContentBackground(.hidden)", "scrollDisabled(true)", "scrollDisabled(isLocked)"]))

    def plain_modifier(self):
        return self.r.choice([
            ".font(.headline)", ".font(.caption.weight(.semibold))", ".frame(maxWidth: .infinity, alignment: .leading)",
            ".cornerRadius(12)", ".lineSpacing(4)", ".offset(x: 8, y: 0)", ".opacity(isLocked ? 0.5 : 1)",
            ".padding(D.Content.padding(.small))", ".foregroundColor(Color.Text.primary)", ".lineLimit(2)",
        ])

    def modifier(self):
        return self.pick([
            (30, self.padding_modifier),
            (30, self.color_modifier),
            (10, self.new_modifier),
            (4, self.wrapped_modifier),
            (16, self.plain_modifier),
            (5, lambda: ".accessibilityLabel(%s)" % string(self.title())),
            (5, lambda: " " + protect("/* %s */" % self.r.choice(LOOK_ALIKES)) + " " + self.padding_modifier()),
        ])

    def block_modifier(self, level):
        """A modifier spread over several lines; trailing closures hold views with fixes of their own."""
        return self.pick([
            (3, lambda: [(level, ".padding("), (level + 1, ".%s," % self.r.choice(["horizontal", "top"])), (level + 1, self.pad()), (level, ")")]),
            (2, lambda: [(level, ".refreshable {"), (level + 1, "await model.reload()"), (level, "}")]),
            (2, lambda: [(level, ".swipeActions(edge: .trailing) {"), (level + 1, "Button(%s) { model.delete() }" % string("Delete")),
                         (level + 2, ".tint(%s)" % self.color()), (level, "}")]),
            (2, lambda: [(level, ".safeAreaInset(edge: .bottom) {")] + self.leaf(level + 1) + [(level, "}")]),
            (2, lambda: [(level, ".overlay(alignment: .bottom) {"), (level + 1, "HStack(spacing: %s) {" % self.gap())]
                + self.leaf(level + 2) + [(level + 1, "}"), (level + 1, ".padding(%s)" % self.pad()), (level, "}")]),
            (1, lambda: [(level, protect("#if os(iOS)")), (level, self.new_modifier()), (level, protect("#endif"))]),
        ])

    def modifier_lines(self, level):
        """0-4 modifiers: one per line (some spread over several), or several chained on one line."""
        count = self.r.choice([0, 1, 1, 2, 2, 3, 4])
        mods = [self.modifier() for _ in range(count)]
        if count > 1 and self.r.random() < 0.35:
            return [(level, "".join(m.strip() if i == 0 else m for i, m in enumerate(mods)))]
        lines = []
        for m in mods:
            if self.r.random() < 0.12:
                lines += self.block_modifier(level)
                continue
            m = m.strip()
            if self.r.random() < 0.08:
                m += " " + protect("// was " + self.r.choice(LOOK_ALIKES))
            lines.append((level, m))
        return lines

    # --- views ----------------------------------------------------------------------------------
    def leaf(self, level):
        """One view expression (possibly several lines) with modifiers."""
        kind = self.pick([
            (8, lambda: "Text(%s)" % string(self.title())),
            (2, lambda: "Text(%s)" % string("\\(model.%s) · %s" % (self.word(), self.r.choice(NON_ASCII)))),
            (3, lambda: "Text(%s)" % string("%s \\(count) %s" % (self.r.choice(NON_ASCII), in_string(self.r.choice(LOOK_ALIKES))))),
            (2, lambda: "Text(%s)" % string("\\(model.label(\"%s\"))" % in_string(self.r.choice(LOOK_ALIKES)))),
            (2, lambda: "Text(größe).padding(%s)" % self.pad()),
            (1, lambda: "Text(überschrift + %s).foregroundColor(%s)" % (string(self.r.choice(NON_ASCII)), self.color())),
            (3, lambda: "Image(systemName: %s)" % string(self.r.choice(SYMBOLS))),
            (2, lambda: "Label(%s, systemImage: %s)" % (string(self.title()), string(self.r.choice(SYMBOLS)))),
            (2, lambda: "Spacer(minLength: %s)" % self.gap()),
            (1, "Spacer()"),
            (1, "Divider()"),
            (2, lambda: "BadgeView(title: %s, tint: %s)" % (string(self.title()), self.color())),
            (2, lambda: "RoundedRectangle(cornerRadius: 8).fill(%s).frame(height: 4)" % self.color()),
            (2, lambda: "Circle().stroke(%s, lineWidth: 2)" % self.color()),
            (1, lambda: "LinearGradient(colors: [%s, %s], startPoint: .top, endPoint: .bottom)" % (self.color(), self.color())),
            (2, lambda: "Text(%s).padding(%s).background(%s).padding(.horizontal, %s)" % (
                string(self.r.choice(NON_ASCII)), self.pad(), self.color(), self.pad())),
            (1, lambda: "Text(%s)%s" % (string(self.r.choice(NON_ASCII)), self.color_modifier())),
        ])
        lines = [(level, kind)]
        if self.r.random() < 0.1:
            lines.insert(0, (level, protect("// " + self.r.choice(NON_ASCII) + " " + self.r.choice(LOOK_ALIKES))))
        return lines + self.modifier_lines(level + 1)

    def stack_head(self):
        kind = self.r.choice(["VStack", "HStack", "LazyVStack", "LazyHStack", "VStack", "HStack"])
        g = self.gap
        return self.pick([
            (4, lambda: "%s(spacing: %s) {" % (kind, g())),
            (3, lambda: "%s(alignment: .%s, spacing: %s) {" % (kind, "top" if "H" in kind else "leading", g())),
            (2, lambda: "%s {" % kind),
            (1, lambda: "%s(spacing: D.Content.spacing(.small)) {" % kind),
            (1, lambda: "LazyVStack(spacing: %s, pinnedViews: [.sectionHeaders]) {" % g()),
            (1, "ZStack(alignment: .topLeading) {"),
            (1, "Group {"),
        ])

    def container(self, level, depth):
        """A container with children; recursion gives nested closures."""
        choice = self.r.random()
        g = self.gap
        if choice < 0.45:
            lines = [(level, self.stack_head())]
            lines += self.children(level + 1, depth + 1)
            lines.append((level, "}"))
        elif choice < 0.55:
            lines = [(level, "List {"), (level + 1, "ForEach(items) { item in")]
            lines += self.children(level + 2, depth + 2, minimum=1)
            lines += [(level + 2, self.r.choice([".listRowSeparator(.hidden)", ".listRowInsets(EdgeInsets(top: %s, leading: %s, bottom: %s, trailing: %s))" % (
                self.pad(), self.pad(), self.pad(), self.pad()), ".listRowBackground(%s)" % self.color()]))]
            lines += [(level + 1, "}"), (level, "}")]
        elif choice < 0.62:
            lines = [(level, "LazyVGrid(columns: [GridItem(.flexible(), spacing: %s), GridItem(.adaptive(minimum: 80), spacing: %s)], spacing: %s) {" % (g(), g(), g()))]
            lines += self.children(level + 1, depth + 1)
            lines.append((level, "}"))
        elif choice < 0.67:
            lines = [(level, "Grid(horizontalSpacing: %s, verticalSpacing: %s) {" % (g(), g())), (level + 1, "GridRow {")]
            lines += self.children(level + 2, depth + 2)
            lines += [(level + 1, "}"), (level, "}")]
        elif choice < 0.72:
            lines = [(level, "ScrollView(.horizontal, showsIndicators: false) {"), (level + 1, "LazyHStack(spacing: %s) {" % g())]
            lines += self.children(level + 2, depth + 2)
            lines += [(level + 1, "}"), (level, "}")]
        elif choice < 0.76:
            lines = [(level, "ViewThatFits {"), (level + 1, "HStackLayout(spacing: %s) {" % g())]
            lines += self.children(level + 2, depth + 2)
            lines += [(level + 1, "}"), (level + 1, "VStackLayout(spacing: %s) { Text(%s) }" % (g(), string(self.title()))), (level, "}")]
        elif choice < 0.82:
            lines = [(level, "Button {"), (level + 1, "model.select(.%s)" % self.word()), (level, "} label: {")]
            lines += self.children(level + 1, depth + 1, minimum=1)
            lines.append((level, "}"))
        elif choice < 0.88:
            return self.available_block(level, depth)  # a statement: no modifiers after it
        elif choice < 0.92:
            return [(level, "#if os(iOS)")] + self.leaf(level) + [(level, "#endif")]
        elif choice < 0.96:
            lines = self.suppressed(level)
        else:
            lines = self.leaf(level)
            lines.append((level + 1, ".overlay(alignment: .topTrailing) {"))
            lines.append((level + 2, "Circle().fill(%s).frame(width: 8, height: 8).padding(%s)" % (self.color(), self.pad())))
            lines.append((level + 1, "}"))
            return lines
        return lines + self.modifier_lines(level)

    def children(self, level, depth, minimum=2):
        lines = []
        for _ in range(self.r.randrange(minimum, 5)):
            if depth < 4 and self.r.random() < 0.35:
                lines += self.container(level, depth)
            else:
                lines += self.leaf(level)
        return lines

    def available_block(self, level, depth):
        """`if #available` around newer modifiers: a guard on an iOS 14 target, obsolete on iOS 16."""
        version = self.r.choice(["15", "15.0", "16", "14"])
        lines = [(level, "if #available(iOS %s, *) {" % version)]
        lines += self.leaf(level + 1)
        lines.append((level + 2, self.r.choice([".listRowSeparator(.hidden)", ".refreshable { await model.reload() }", ".task {"])))
        if lines[-1][1] == ".task {":
            lines += [(level + 3, "await model.load()"), (level + 2, "}")]
        lines.append((level, "} else {"))
        lines += self.leaf(level + 1)
        lines.append((level, "}"))
        # An obsolete check's fix rewrites the whole statement (re-indents the then-branch, drops
        # the else-branch), so nothing inside it is marked as protected.
        return [(lvl, text.replace(PROTECT_OPEN, "").replace(PROTECT_CLOSE, "")) for lvl, text in lines]

    def suppressed(self, level):
        """Findings silenced by suppression comments: the code after them must stay as it is."""
        value = str(self.r.choice(list(self.padding.values())))
        return self.r.choice([
            lambda: [(level, protect("// themelint:disable-next-line hardcoded-padding")),
                     (level, "Text(%s)%s" % (string(self.title()), protect(".padding(%s)" % value)))],
            lambda: [(level, "Text(%s)%s %s" % (string(self.title()), protect(".padding(%s)" % value),
                                               protect("// themelint:disable-line hardcoded-padding")))],
            lambda: [(level, protect("// themelint:disable hardcoded-color")),
                     (level, "Text(%s)%s" % (string(self.title()), protect(".foregroundColor(Color(hex: \"#8F97A4\"))"))),
                     (level, protect("// themelint:enable hardcoded-color"))],
        ])()

    # --- declarations ---------------------------------------------------------------------------
    def view(self, name):
        lines = [
            (0, protect("/// %s shows the %s. %s" % (name, self.word(), self.r.choice(LOOK_ALIKES)))),
            (0, "struct %s: View {" % name),
            (1, "@ObservedObject var model: %sModel" % name),
            (1, "@Environment(\\.colorScheme) private var colorScheme"),
            (1, "@State private var isLocked = false"),
            (1, "@State private var count = 0"),
            (1, "let items: [Item]"),
            (1, "let größe = %s" % string(self.r.choice(NON_ASCII))),
            (1, "let überschrift = %s" % string("Über uns")),
        ]
        if self.r.random() < 0.3:
            lines.append((1, "@State private var accent: Color = %s" % self.color()))
        if self.r.random() < 0.2:
            lines.append((1, "static let cardInsets = EdgeInsets(top: %s, leading: %s, bottom: %s, trailing: %s)" % (
                self.pad(), self.pad(), self.pad(), self.pad())))
        if self.r.random() < 0.2:
            lines += [(1, "private let snippet = " + protect('"""')), (2, protect(self.r.choice(LOOK_ALIKES))),
                      (2, protect("Text(\\(count)).padding(16) 🎨")), (2, protect('"""'))]
        if self.r.random() < 0.2:
            lines.append((1, "private let raw = " + protect('##"%s"##' % self.r.choice(LOOK_ALIKES))))
        lines += [(0, ""), (1, "var body: some View {")]
        lines += self.container(2, 0)
        lines.append((1, "}"))
        if self.r.random() < 0.3:
            lines += [(0, ""), (1, "private var 🎨: Color {"), (2, self.color()), (1, "}")]
        if self.r.random() < 0.35:
            lines += [(0, ""), (1, "@ViewBuilder"), (1, "private func row(for item: Item) -> some View {")]
            lines += self.leaf(2)
            lines.append((1, "}"))
        if self.r.random() < 0.3:
            lines += self.guard_function()
        lines.append((0, "}"))
        return lines

    def guard_function(self):
        if self.r.random() < 0.5:
            check = [(2, "guard #available(iOS 14, *) else { return }")]
        else:
            check = [(2, "guard #available(iOS 15.0, *) else {"), (3, "return"), (2, "}")]
        return [(0, ""), (1, "private func copy() {")] + check + [
            (2, "UIPasteboard.general.string = %s" % string(self.r.choice(NON_ASCII))), (1, "}")]

    def extension(self):
        """Implicit-self modifiers inside View helpers, and a ViewModifier."""
        name = self.word().capitalize()
        return self.r.choice([
            lambda: [(0, "extension View {"), (1, "func %sCardStyle() -> some View {" % self.word()),
                     (2, "padding(%s)" % self.pad()), (3, ".background(%s)" % self.color()), (3, self.new_modifier()), (1, "}"), (0, "}")],
            lambda: [(0, "extension View {"), (1, "func %sRowStyle() -> some View {" % self.word()),
                     (2, self.new_modifier().lstrip(".")), (3, ".padding(.horizontal, %s)" % self.pad()), (1, "}"), (0, "}")],
            lambda: [(0, "struct %sCardModifier: ViewModifier {" % name), (1, "func body(content: Content) -> some View {"),
                     (2, "content"), (3, ".padding(%s)" % self.pad()), (3, self.color_modifier()),
                     (3, ".overlay {"), (4, "VStack(spacing: %s) { Spacer(minLength: %s) }" % (self.gap(), self.gap())), (3, "}"),
                     (1, "}"), (0, "}")],
        ])()

    def definitions(self, stem):
        """Token definition sites: their colours are exempt (and discovery makes them tokens; the
        names are unique, as in a project that compiles)."""
        return [(0, "extension Color {")] + [
            (1, "static let %s%d = %s" % (stem[0].lower() + stem[1:], index, protect(self.spell(hex_rgb(self.r.choice(self.colors)[1])))))
            for index in range(self.r.randrange(1, 3))
        ] + [(0, "}")]

    def previews(self, name):
        body = "%s(model: .preview, items: []).padding(%s).background(%s)" % (name, self.pad(), self.color())
        return self.r.choice([
            lambda: [(0, protect("#Preview {")), (1, protect(body)), (0, protect("}"))],
            lambda: [(0, protect("struct %s_Previews: PreviewProvider {" % name)), (1, protect("static var previews: some View {")),
                     (2, protect(body)), (1, protect("}")), (0, protect("}"))],
        ])()

    def file(self, stem):
        insets = (0, "let sharedInsets = EdgeInsets(top: %s, leading: %s, bottom: %s, trailing: %s)" % (self.pad(), self.pad(), self.pad(), self.pad()))
        where = self.r.choice(["top", "first line", "last line", None, None, None])
        lines = [] if where == "first line" else [
            (0, protect("//")), (0, protect("//  %s.swift — %s" % (stem, self.r.choice(NON_ASCII)))), (0, protect("//")), (0, "")]
        if where == "first line":  # a fix on the first line, after the BOM when there is one
            lines += [insets]
        lines += [(0, "import SwiftUI")]
        if self.r.random() < 0.3:
            lines.append((0, "import UIKit"))
        lines.append((0, ""))
        if where == "top":
            lines += [insets, (0, "")]
        for index in range(self.r.randrange(1, 3)):
            lines += self.view("%s%sView" % (stem, "" if index == 0 else str(index))) + [(0, "")]
        if self.r.random() < 0.4:
            lines += self.extension() + [(0, "")]
        if self.r.random() < 0.2:
            lines += self.definitions(stem) + [(0, "")]
        if self.r.random() < 0.5:
            lines += self.previews(stem + "View")
        if where == "last line":  # a fix at the end of the file, often without a final newline
            lines += [insets]
        return lines


def render(lines, rng):
    """Joins the lines with this file's (random) indentation, line endings, BOM and final newline.
    Returns (bytes, protected spans as UTF-8 byte ranges, a description of the layout)."""
    indent = rng.choices(["    ", "\t", "  "], weights=[6, 3, 1])[0]
    endings = rng.choices(["lf", "crlf", "cr", "mixed"], weights=[50, 32, 6, 12])[0]
    bom = rng.random() < 0.12
    final_newline = rng.random() < 0.9
    trailing_spaces = rng.random() < 0.2
    text = "\ufeff" if bom else ""
    for index, (level, line) in enumerate(lines):
        text += (indent * level + line) if line else ""
        if trailing_spaces and line and rng.random() < 0.1 and not line.endswith(PROTECT_CLOSE):
            text += " \t"
        if index + 1 < len(lines) or final_newline:
            ending = {"lf": "\n", "crlf": "\r\n", "cr": "\r"}.get(endings) or rng.choice(["\n", "\r\n"])
            text += ending
    spans, out, depth, start = [], bytearray(), 0, 0
    for ch in text:
        if ch == PROTECT_OPEN:
            if depth == 0:
                start = len(out)
            depth += 1
        elif ch == PROTECT_CLOSE:
            depth -= 1
            if depth == 0:
                spans.append((start, len(out)))
        else:
            out += ch.encode("utf-8")
    layout = {"indent": {"    ": "spaces", "\t": "tabs", "  ": "two-spaces"}[indent], "endings": endings, "bom": bom}
    return bytes(out), spans, layout


def tokens_config(colors):
    config = {}
    for name, light, dark in colors:
        if name == "Status.warning":
            config[name] = light  # the string shorthand: accessor Color.Status.warning
        else:
            entry = {"light": light, "accessor": "Color." + name}
            if dark:
                entry["dark"] = dark
            config[name] = entry
    return config


# Each project exercises a different configuration; `unsafe` runs --unsafe-fixes and the
# server's unsafeFixes; `encodings` is what the LSP client offers (None: nothing, so utf-16).
PROJECTS = [
    {"name": "Cards", "files": 60, "seed": 1, "unsafe": True, "encodings": None, "deployment": None},
    {"name": "Shop", "files": 50, "seed": 2, "unsafe": False, "encodings": ["utf-8", "utf-16"], "deployment": {"iOS": "16.0"}},
    {"name": "Legacy", "files": 50, "seed": 3, "unsafe": False, "encodings": ["utf-32", "utf-16"], "deployment": {"iOS": "15.0", "macOS": "12.0"}},
    {"name": "Discovered", "files": 45, "seed": 4, "unsafe": False, "encodings": ["utf-16"], "deployment": "Package.swift"},
]

DISCOVERED_COLORS = [("brandPrimary", "#8F97A4", None), ("ink", "#000000", None), ("paper", "#FFFFFF", None), ("signal", "#FF9500", None)]
CUSTOM_PADDING = {"hairline": 2, "tight": 6, "cozy": 14, "roomy": 24}
CUSTOM_SPACING = {"snug": 6, "airy": 10, "wide": 18}


def project(spec):
    """{"files": {relative path: bytes}, "protected": {path: spans}, "layout": {path: layout}, ...}."""
    rng = random.Random(spec["seed"])
    files, protected, layouts = {}, {}, {}
    if spec["name"] == "Discovered":
        colors = [("Color." + name, light, dark) for name, light, dark in DISCOVERED_COLORS]
        palette = "import SwiftUI\n\n// The app's colour tokens, found by discovery.\nextension Color {\n" + "".join(
            "    static let %s = Color(red: %d/255, green: %d/255, blue: %d/255)\n" % ((name,) + hex_rgb(light))
            for name, light, _ in DISCOVERED_COLORS) + "}\n"
        files["Sources/App/Design/AppPalette.swift"] = palette.encode()
        # A palette file is a definition site as a whole.
        protected["Sources/App/Design/AppPalette.swift"] = [(0, len(palette.encode()))]
        layouts["Sources/App/Design/AppPalette.swift"] = {"indent": "spaces", "endings": "lf", "bom": False}
        files["Package.swift"] = (
            "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Discovered\",\n"
            "    platforms: [.iOS(.v15)],\n    targets: [.target(name: \"App\")]\n)\n").encode()
        config = {"tokens": {"padding": {"accessor": "Spacing.inset(.{step})", "steps": CUSTOM_PADDING},
                             "spacing": {"accessor": "Layout.gap(.{step})", "steps": CUSTOM_SPACING}},
                  "compatWrapper": {"name": "backport", "supports": ["listRowSeparator", "scrollDisabled", "refreshable"]}}
        generator_settings = {"colors": [(a.replace("Color.", ""), l, d) for a, l, d in colors], "padding": CUSTOM_PADDING, "spacing": CUSTOM_SPACING,
                              "wrapper": "backport"}
    else:
        config = {"tokens": {"colors": tokens_config(COLOR_TOKENS)}}
        if spec["deployment"]:
            config["deploymentTarget"] = spec["deployment"]
        # The seed UI package's scales and wrapper, stated: without them no fix names them. The wrapper
        # supports three modifiers, so wrapping the others is an unsafe fix (applied in Cards).
        config["tokens"]["padding"] = {"accessor": "D.Content.padding(.{step})", "steps": DEFAULT_PADDING}
        config["tokens"]["spacing"] = {"accessor": "D.Content.spacing(.{step})", "steps": DEFAULT_SPACING}
        config["compatWrapper"] = {"name": "compatibleCall", "supports": ["listRowSeparator", "scrollContentBackground", "scrollDisabled"]}
        generator_settings = {"colors": COLOR_TOKENS, "padding": DEFAULT_PADDING, "spacing": DEFAULT_SPACING,
                              "wrapper": "compatibleCall"}
    files[".themelint.json"] = (json.dumps(config, indent=2, ensure_ascii=False) + "\n").encode()
    generator = FileGen(rng, generator_settings)
    for index in range(spec["files"]):
        stem = "%s%s%02d" % (rng.choice(WORDS).capitalize(), rng.choice(["Screen", "Card", "Row", "Detail", "List"]), index)
        folder = rng.choice(["Features", "Features/Nested", "Views"])
        path = "Sources/App/%s/%s.swift" % (folder, stem)
        data, spans, layout = render(generator.file(stem), rng)
        files[path], protected[path], layouts[path] = data, spans, layout
    return {"name": spec["name"], "files": files, "protected": protected, "layout": layouts, "unsafe": spec["unsafe"],
            "encodings": spec["encodings"]}
