import ArgumentParser
import Foundation
import ThemelintCore

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the rules with their default severity.")

    func run() throws {
        let width = RuleCatalog.all.map(\.id.count).max() ?? 0
        for rule in RuleCatalog.all {
            let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let fix = rule.fixAvailability == "none" ? "      " : "fixable"
            print("\(id)  \(severity)  \(fix)  \(rule.summary)")
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print a rule's documentation and examples.")

    @Argument(help: "The rule id, e.g. hardcoded-color.")
    var rule: String

    func run() throws {
        guard let descriptor = RuleCatalog.descriptor(rule) else {
            throw fail("unknown rule \"\(rule)\" (run `themelint rules` for the list)")
        }
        print(RuleDocumentation.markdown(for: descriptor))
    }
}
