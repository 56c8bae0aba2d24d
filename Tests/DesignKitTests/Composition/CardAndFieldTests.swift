import DesignKit
import Testing

/// The card-and-field form of the composable-parts pattern: a card with header, title and description; a field
/// group with an email field that turns invalid on submit and a toggle; a footer with two buttons.
@Suite struct CardAndFieldTests {
  /// The form in Swift; after submit the email field's node opens a scope with `validation: error`.
  static func form(submitted: Bool) -> CompositionNode {
    func node<C: ComponentDefinition>(
      _ type: C.Type, _ id: String? = nil, _ content: [String: String] = [:], _ children: [CompositionNode] = []
    ) -> CompositionNode {
      var n = CompositionNode(type, id: id)
      n.content = content
      n.children = children
      return n
    }
    // Cancel is the bordered variant of Save's button, as a form's secondary action beside its filled one: the
    // footer's buttons share a height, a font and their titles' placement.
    var cancel = CompositionNode(VPrimaryButton.self, id: "cancel", rules: ["bordered"])
    cancel.content = ["title": "Cancel"]
    var emailField = node(
      VField.self, "emailField", ["error": "Enter a valid email."],
      [
        node(VFieldLabel.self, nil, ["text": "Email"]),
        node(VTextField.self, "email", ["placeholder": "Email", "text": "ada@"]),
        node(VFieldError.self, nil, ["text": "Enter a valid email."]),
      ])
    if submitted {
      emailField = emailField.scope(CompositionScope(environment: EnvironmentChanges(validation: "error")))
    }
    let newsField = node(
      VField.self, "newsField", [:],
      [
        node(VFieldLabel.self, nil, ["text": "Newsletter"]),
        node(VFieldControl.self, nil, [:], [node(VToggle.self, "newsletter", ["title": "Subscribe"])]),
      ])
    let card = node(
      VCard.self, "card", ["hasParts": "true"],
      [
        node(
          VCardHeader.self, nil, [:],
          [
            node(VCardTitle.self, nil, ["text": "Account"]),
            node(VCardDescription.self, nil, ["text": "Where we reach you."]),
          ]),
        node(
          VCardContent.self, nil, [:],
          [node(VFieldGroup.self, nil, ["legend": "Contact"], [emailField, newsField])]),
        node(
          VCardFooter.self, nil, [:],
          [
            cancel,
            node(VPrimaryButton.self, "save", ["title": "Save"]),
          ]),
      ])
    return .container([card])
  }

  static func byID(_ nodes: [ResolvedNode]) -> [String: ResolvedNode] {
    Dictionary(uniqueKeysWithValues: nodes.compactMap { n in n.id.map { ($0, n) } })
  }

  @Test func beforeSubmitNothingIsInvalid() throws {
    let nodes = try Composition(theme: .default).resolve(Self.form(submitted: false))
    #expect(nodes.count == 17)
    #expect(nodes.allSatisfy { !$0.state.contains("error") })
  }

  @Test func afterSubmitTheInvalidStateReachesTheEmailFieldButNotItsNeighbour() throws {
    let nodes = try Composition(theme: .default).resolve(Self.form(submitted: true))
    let ids = Self.byID(nodes)
    #expect(ids["emailField"]?.state == "error+enabled")
    #expect(ids["email"]?.state == "error+enabled")
    #expect(ids["newsField"]?.state == "none+enabled")
    #expect(ids["newsletter"]?.state == "off+enabled")
    // The email field's label turns to the error role; the neighbour's label keeps primary text.
    let labels = nodes.filter { $0.component == "VFieldLabel" }
    #expect(labels.map(\.state) == ["error+enabled", "none+enabled"])
    let error = Palette.error.resolved(dark: false)
    #expect(labels[0].style["colors.text"] == .color(error))
    #expect(labels[1].style["colors.text"] == .color(Palette.primaryText.resolved(dark: false)))
    // The email field's highlight is the text field's own error look.
    #expect(ids["email"]?.style["colors.border"] == .color(error))
  }

  @Test func theCardClearsItsPaddingBecauseItsPartsOwnTheirs() throws {
    let nodes = try Composition(theme: .default).resolve(Self.form(submitted: true))
    let card = try #require(Self.byID(nodes)["card"])
    #expect(card.style["layout.clearsPaddingWithParts"] == .bool(true))
    #expect(VCard(hasParts: true).contentPadding() == .zero)
    #expect(VCard().contentPadding() == Insets(16))
    #expect(VCard().contentPadding(on: .watchOS) == Insets(8))
    let header = try #require(nodes.first { $0.component == "VCardHeader" })
    #expect(header.style["layout.padding"] != nil)
  }

  @Test func theJSONDocumentResolvesToTheSameForm() throws {
    let path = RepoPaths.model("compositions/settings-card.json")
    let bytes = try #require(RepoPaths.read(path)).utf8.map { $0 }
    let document = try CompositionDocument(bytes, file: path, theme: .default)
    let fromJSON = try Composition(theme: .default).resolve(document.root)
    let fromSwift = try Composition(theme: .default).resolve(Self.form(submitted: true))
    #expect(fromJSON.map(\.path) == fromSwift.map(\.path))
    #expect(fromJSON.map(\.component) == fromSwift.map(\.component))
    #expect(fromJSON.map(\.state) == fromSwift.map(\.state))
    #expect(fromJSON.map(\.style) == fromSwift.map(\.style))
    #expect(fromJSON.map(\.content) == fromSwift.map(\.content))
  }

  @Test func theFieldsErrorIsReadAsItsControlsHint() {
    let invalid = VField(state: .init(.error), error: "Enter a valid email.")
    let field = VTextField(state: .init(.error), placeholder: "Email", text: "ada@")
    #expect(invalid.accessibility(of: field).hint == "Enter a valid email.")
    #expect(VField(error: "Enter a valid email.").accessibility(of: field).hint == "Double-tap to edit")
    let wrapped = VFieldControl(state: .init(.error), control: VToggle(title: "Subscribe"), error: "Required.")
    #expect(wrapped.controlAccessibility.hint == "Required.")
    #expect(wrapped.controlAccessibility.label == "Subscribe")
  }

  @Test func aRowScopeConfiguresEveryRowBelowAndNotItsSiblings() throws {
    let inset = CompositionNode.container([CompositionNode(VRow.self, id: "inside")])
      .scope(CompositionScope().configure("rows", VRowModel.self) { $0.layout.style = .inset })
    let root = CompositionNode.container([inset, CompositionNode(VRow.self, id: "outside")])
    let ids = Self.byID(try Composition(theme: .default).resolve(root))
    #expect(ids["inside"]?.style["layout.style"] == .choice("inset"))
    #expect(ids["outside"]?.style["layout.style"] == .choice("plain"))
  }

  @Test func aRowScopeInJSONConfiguresRowsAndTheSectionsKeysStayTheirOwn() throws {
    let text = """
      { "scope": { "config": { "rows": { "layout": { "style": "inset" } } } },
        "children": [ { "component": "VRow", "id": "row", "content": { "leading": "Wi-Fi" } },
                      { "component": "VTextFieldRow", "id": "email", "model": { "misc": { "contentType": "email" } } } ] }
      """
    let document = try CompositionDocument(Array(text.utf8), theme: .default)
    let ids = Self.byID(try Composition(theme: .default).resolve(document.root))
    #expect(ids["row"]?.style["layout.style"] == .choice("inset"))
    #expect(ids["email"]?.style["misc.contentType"] == .choice("email"))
  }
}
