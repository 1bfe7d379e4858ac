// Splicing JSON texts that are already serialised into a larger document, without parsing or
// serialising them again. Keys and plain values still go through json-c (`JSON.serialized`); the
// spliced parts must be complete JSON texts this module produced.

extension JSON {
    /// `[a,b,…]` from serialised elements.
    public static func splicedArray(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }

    /// `{"key":value,…}` from keys and serialised values, in order.
    public static func splicedObject(_ members: [(key: String, value: String)]) -> String {
        "{" + members.map { JSON.string($0.key).serialized(.compact) + ":" + $0.value }.joined(separator: ",") + "}"
    }
}
