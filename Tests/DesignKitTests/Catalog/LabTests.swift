import DesignKit
import Testing

/// The lab components and composition parts: the lab's numbers, their accessibility rules, and where DesignKit
/// differs.
@Suite struct LabTests {
  static let ax5 = StyleEnvironment(dynamicTypeSize: .accessibility5)

  @Test(arguments: StatusKind.allCases)
  func aBadgeReadsStyleColonText(kind: StatusKind) {
    let badge = VBadge(kind: kind, text: "Expires soon")
    #expect(badge.accessibility.label == "\(kind.spokenName): Expires soon")
    #expect(badge.accessibility.traits.isEmpty)
  }

  @Test func aBadgeHasTheLabsLookWithPrimaryTextForContrast() {
    let model = VBadgeModel()
    #expect(model.fonts.text == Typography.font(.caption2, weight: .semibold))
    #expect(model.layout.contentMargins == Insets(horizontal: 8, vertical: 3))
    #expect(model.colors.background.warning == Palette.warning.opacity(0.15))
    // The lab writes the role color; DesignKit writes primary text (warning on its tint misses AA).
    #expect(model.colors.text.warning == Palette.primaryText)
  }

  @Test func anEmptyStateReadsAsOneElementAndSpacesInSpacingUnits() {
    let empty = VEmptyState(
      symbol: .tray, title: "No messages", message: "New mail appears here", actionTitle: "Refresh")
    #expect(empty.accessibility.label == "No messages. New mail appears here.")
    var foundations = Foundations()
    foundations.spacingUnit = 10
    let model = VEmptyStateModel(foundations: foundations)
    #expect(model.layout.spacing == 20)
    #expect(model.layout.padding[.iOS] == Insets(40))
    #expect(VEmptyStateModel().layout.symbolDimension == 56)
    #expect(VEmptyStateModel().layout.maxWidth == 320)
    #expect(VEmptyStateModel().fonts.title == Typography.font(.title3, weight: .semibold))
  }

  @Test func aCardHasTheLabsPaddingLayerAndSoftShadow() {
    var foundations = Foundations()
    foundations.spacingUnit = 6
    #expect(VCardModel(foundations: foundations).layout.padding[.iOS] == Insets(12))
    let model = VCardModel()
    #expect(model.colors.background == Palette.layer)
    #expect(model.layout.shadow == Shadow(color: AdaptiveColor.black.opacity(0.06), radius: 8, x: 0, y: 2))
    var keeps = model
    keeps.layout.clearsPaddingWithParts = false
    #expect(VCard(model: keeps, hasParts: true).contentPadding() == Insets(16))
  }

  @Test func anAvatarShowsInitialsAtItsSizeAndReadsItsStatus() {
    let avatar = VAvatar(name: "Ada King Lovelace", size: .large, status: .success)
    #expect(avatar.initials == "AK")
    #expect(avatar.dimension == 72)
    #expect(avatar.accessibility.label == "Ada King Lovelace, success")
    #expect(VAvatar(name: "Ada", size: .small).dimension == 32)
  }

  @Test func aListSectionIsAHeaderThatCountsItsRows() {
    let section = VListSection(
      title: "Network", rows: [VRow(leading: "Wi-Fi", trailing: "Home"), VRow(leading: "VPN")])
    #expect(section.accessibility.traits == [.header])
    #expect(section.accessibility.value == "2 rows")
    #expect(VRow(leading: "Wi-Fi", trailing: "Home").accessibility.value == "Home")
  }

  @Test func aRowsBackgroundFollowsItsStyle() {
    var inset = VRowModel()
    inset.layout.style = .inset
    #expect(VRow(model: inset, leading: "Wi-Fi").background == Palette.layer)
    #expect(VRow(leading: "Wi-Fi").background == Palette.clear)
    #expect(VRow(state: .focused, leading: "Wi-Fi").background == Palette.fill)
  }

  @Test func aTextFieldRowKeepsTheFieldsModelWhole() throws {
    var row = VTextFieldRowModel()
    // The field's model, with the row's title (the field's header) in the row's own defaults.
    var field = row.textField
    (field.layout.headerFooterSpacing, field.layout.headerFooterMargin) = (
      VTextFieldModel().layout.headerFooterSpacing, VTextFieldModel().layout.headerFooterMargin
    )
    (field.colors.header, field.fonts.header) = (VTextFieldModel().colors.header, VTextFieldModel().fonts.header)
    #expect(field == VTextFieldModel())
    row.textField.layout.cornerRadius = 4
    row.textField.misc.hasClearButton = false
    #expect(row.layout.field.cornerRadius == 4)
    #expect((VTextFieldRow.machineParameters(for: row) as TextInputParameters).hasClearButton == false)
    // Reachable from JSON under the row.
    let tree = try #require(Catalog.registry["VTextFieldRow"]).defaultTree()
    #expect(tree.node(at: ["colors", "field", "border"]) != nil)
  }

  @Test func focusTintsATextFieldRowsTitle() throws {
    let tree = try #require(Catalog.registry["VTextFieldRow"]).defaultTree()
    let component = try #require(Catalog.registry["VTextFieldRow"])
    let focused = tree.resolved(for: try component.state(named: "none+focused"))
    let enabled = tree.resolved(for: try component.state(named: "none+enabled"))
    #expect(focused["colors.field.header"] == .color(Palette.accentText.light))
    #expect(enabled["colors.field.header"] == .color(Palette.primaryText.light))
    var session = try VTextFieldRow(title: "Email").session()
    #expect(session.send(.focusGained(.keyboard))?.transition.slot == .focus)
  }

  @Test(arguments: [
    (TextRowContent.email, TextRowContent.Keyboard.email, false, TextRowContent.Autocapitalization.never),
    (.password, .standard, true, .never), (.name, .standard, false, .words), (.phone, .phonePad, false, .never),
    (.oneTimeCode, .numberPad, false, .never), (.text, .standard, false, .sentences),
  ])
  func aContentTypeChoosesKeyboardSecureEntryAndCapitalization(
    type: TextRowContent, keyboard: TextRowContent.Keyboard, secure: Bool,
    capitalization: TextRowContent.Autocapitalization
  ) {
    #expect(type.keyboard == keyboard)
    #expect(type.autocapitalization == capitalization)
    var model = VTextFieldRowModel()
    model.misc.contentType = type
    #expect(VTextFieldRow.machineParameters(for: model).isSecure == secure)
    let row = VTextFieldRow(model: model, title: "Code", text: "1234")
    #expect(row.accessibilityValue == (secure ? "••••" : "1234"))
  }

  @Test func aStaticComponentIsNeverPressedAndInertOnesTakeNoFocus() throws {
    #expect(!Catalog.registry.components.filter { $0.machineName.hasPrefix("StaticMachine") }.isEmpty)
    #expect(ContentMachine.declaredVisualStates == [.enabled, .hovered, .focused, .disabled])
    var focusable = ContentMachine(restingIn: .enabled)
    #expect(focusable.send(.focusGained(.keyboard))?.slot == .focus)
    #expect(focusable.send(.enabledChanged(false))?.slot == .stateChange)
    var inert = ContentMachine(parameters: .inert, restingIn: .enabled)
    #expect(inert.send(.focusGained(.keyboard)) == nil)
    #expect(inert.send(.hoverStarted(.mouse)) == nil)
    #expect(inert.send(.enabledChanged(false))?.slot == .stateChange)
    // A card and a badge show no focus or hover: they are only enabled or disabled.
    for name in ["VCard", "VBadge", "VAvatar", "VEmptyState", "VCardTitle", "VCardHeader"] {
      #expect(try #require(Catalog.registry[name]).states.map(\.name) == ["enabled", "disabled"])
    }
    // The field's validation is the owner's: it rests in it and keeps it through interaction.
    var field = FieldMachine(restingIn: ValueState(.error, .enabled))
    _ = field.send(.focusGained(.keyboard))
    #expect(field.visualState == ValueState(.error, .focused))
  }

  @Test(arguments: ContentMachine.explorationAlphabet)
  func staticEventsRoundTripThroughTheirNames(event: StaticEvent) {
    #expect(StaticEvent(name: event.description) == event)
  }

  /// A fixed height below its text's line height at AX5 clips the text: every model uses minimum heights where text
  /// lives (VComponents' 50 pt controls, the toggle's row, an accordion's header, the navigation bars, a dialog's
  /// buttons), so no component may clip.
  @Test(arguments: Catalog.registry.components.map(\.name))
  func noFixedHeightClipsTextAtAX5(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let style = try component.defaultTree().resolved(for: component.states[0], in: Self.ax5)
    let clips = TextClip.clips(in: style)
    #expect(clips.isEmpty, "\(name): \(clips)")
  }

  @Test func aHeightLimitIsNoFixedHeight() {
    let style = ResolvedStyle.object([
      ResolvedField(
        "layout",
        .object([
          ResolvedField("rowHeight", .number(20)), ResolvedField("tabMinHeight", .number(20)),
          ResolvedField("minHeight", .number(20)), ResolvedField("titleMaxHeight", .number(20)),
        ])),
      ResolvedField("fonts", .object([ResolvedField("title", .font(Typography.font(.body)))])),
    ])
    #expect(TextClip.clips(in: style).map(\.heightPath) == ["layout.rowHeight"])
  }

  @Test func lineHeightsFollowApplesLeadingScaledWithTheSize() {
    #expect(Typography.font(.body).lineHeight == 22)
    #expect(Typography.font(.body).scaled(to: .accessibility5).lineHeight == 53.0 * 22 / 17)
    #expect(Font.system(size: 10).lineHeight == 12)
  }
}
