import DesignKitValues

extension Diagnostic {
  /// An event name that parses to none of `forms` (`pointerDown`, `keyDown(space|return)`): the forms whose name is
  /// nearest the name written are suggested.
  public static func unknownEvent(named name: String, forms: [String], for owner: String) -> Diagnostic {
    func base(_ text: String) -> String { text.prefix { $0 != "(" }.split(separator: " ").joined() }
    let near = Suggestions.nearest(to: base(name), in: forms.map(base))
    let nearForms = forms.filter { near.contains(base($0)) }.map { concrete($0, like: name) }
    return unknown(
      .unknownEvent, "event", named: name, among: forms, in: " for \(owner)", suggesting: nearForms)
  }

  /// `form` with its argument chosen for what was written: `keyDown(arrowRigth)` against `keyDown(arrowLeft|arrowRight)`
  /// or `keyDown(<key>)` gives `keyDown(arrowRight)`, something a reader can type; the form itself when no
  /// alternative is near.
  private static func concrete(_ form: String, like name: String) -> String {
    guard let open = form.firstIndex(of: "("), form.hasSuffix(")"), let nameOpen = name.firstIndex(of: "(") else {
      return form
    }
    var alternatives = form[form.index(after: open)..<form.index(before: form.endIndex)].split(separator: "|")
      .map(String.init)
    if alternatives == ["<key>"] { alternatives = KeyboardKey.allCases.map(\.rawValue) }
    let written = name[name.index(after: nameOpen)...].prefix { $0 != ")" }
    guard alternatives.count > 1,
      let choice = Suggestions.nearest(to: String(written), in: alternatives, limit: 1).first
    else { return form }
    return form[..<open] + "(" + choice + ")"
  }
}
