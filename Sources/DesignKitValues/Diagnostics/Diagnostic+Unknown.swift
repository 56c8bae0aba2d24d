extension Diagnostic {
  /// "unknown `what` `name`, did you mean …": the one form of every unknown-name diagnostic (components, states,
  /// machines, events, keys, tokens, values).
  ///
  /// The message reads "unknown <what> `<name>`<place>; did you mean `a`? (valid <what>s: a, b, c)".
  /// - Parameters:
  ///   - what: the thing named, in the singular (`key`, `interaction state`, `event`).
  ///   - candidates: the valid names, listed in the message unless `listsCandidates` is false (a long token list).
  ///   - place: where the name was written, as a phrase that follows it (`" in `layout`"`, `" for VToggle"`).
  ///   - suggestions: the nearest valid names; by default the candidates nearest `name`.
  public static func unknown(
    _ kind: Kind, _ what: String, named name: String, among candidates: [String], in place: String = "",
    suggesting suggestions: [String]? = nil, listsCandidates: Bool = true, file: String? = nil,
    at location: SourceLocation = .unknown, path: JSONPath = .root
  ) -> Diagnostic {
    let near = suggestions ?? Suggestions.nearest(to: name, in: candidates)
    let consonantY = what.hasSuffix("y") && !"aeiou".contains(what.dropLast().last ?? "a")
    let plural = consonantY ? what.dropLast() + "ies" : what + "s"
    let names = candidates.isEmpty ? "none" : candidates.joined(separator: ", ")
    let list = listsCandidates ? " (valid \(plural): \(names))" : ""
    return Diagnostic(
      kind, "unknown \(what) `\(name)`\(place)\(Suggestions.phrase(near))\(list)", file: file, at: location,
      path: path, suggestions: near)
  }
}

extension Diagnostic {
  /// A list of event times that does not pair one time with each event.
  package static func eventTimesMismatch(events: Int, times: Int) -> Diagnostic {
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    return Diagnostic(
      .invalidValue, "\(count(events, "event")) but \(count(times, "event time")); give one time per event")
  }
}

extension Diagnostic {
  /// A value set for a state its component never shows (a text field's `pressed` text color): a preset naming it, or
  /// a Swift model's cell that says something no state shows.
  package static func unshownState(
    _ name: String, at path: JSONPath, dimension: String, shown: [String], location: SourceLocation = .unknown
  ) -> Diagnostic {
    Diagnostic(
      .unknownState,
      "`\(name)` at `\(path)` names a state this component never shows, so there is no value to set "
        + "(the \(dimension) states it shows: \(shown.joined(separator: ", ")))",
      at: location, path: path.appending(name))
  }
}
