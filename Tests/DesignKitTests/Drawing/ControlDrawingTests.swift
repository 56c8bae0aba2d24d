import DesignKit
import Testing

/// The drawings of the remaining controls and the composition rows and field parts: each state changes the drawing
/// the way the component should look, containers mark one content slot, and a few SVG snapshots.
@Suite struct ControlDrawingTests {
  static func laidOut(_ drawing: Drawing, in environment: StyleEnvironment = .standard) -> LaidOutDrawing {
    DrawingLayout(layoutDirection: environment.layoutDirection).layout(drawing, proposedWidth: 300)
  }

  static func leaves<C: DrawableComponent>(_ component: C, in environment: StyleEnvironment = .standard) throws
    -> [DrawnLeaf]
  {
    try component.drawing(in: environment).leaves(in: environment)
  }

  // MARK: Item and value pickers

  @Test func theSegmentedPickersIndicatorMovesWithTheSelection() throws {
    func indicator(_ selection: Int) throws -> DrawingRect {
      let picker = VSegmentedPicker(items: ["Day", "Week", "Month"], selection: selection)
      let fill = try picker.drawingStyle().color("colors.indicator")
      return try #require(try Self.leaves(picker).first { $0.shape != nil && $0.color == fill }).rect
    }
    let first = try indicator(0)
    let last = try indicator(2)
    #expect(last.x > first.x + first.width)
    #expect(abs(last.width - first.width) < 0.01)
    let picker = VSegmentedPicker(items: ["Day", "Week"], selection: 1)
    let bold = try picker.drawingStyle().font("fonts.selectedTitle")
    let titles = try Self.leaves(picker).filter { leaf in
      if case .text(let run, _, _, _) = leaf.node { return run.font == bold }
      return false
    }
    #expect(titles.map(\.text) == ["Week"])
    // At AX5 the segments widen to their longest title rather than overlap.
    let ax5 = StyleEnvironment(dynamicTypeSize: .accessibility5)
    let wide = VSegmentedPicker(items: ["Day", "Week", "Month"], selection: 1)
    let rects = try Self.leaves(wide, in: ax5).filter { $0.text != nil }.map(\.rect)
    #expect(rects.count == 3)
    #expect(zip(rects, rects.dropFirst()).allSatisfy { $0.x + $0.width <= $1.x })
    #expect(rects.first.map { $0.x >= 0 } == true)
  }

  @Test func theMenuPickerShowsItsMenuOnlyWhileOpen() throws {
    let closed = VMenuPicker(items: ["Small", "Medium", "Large"], selection: 1)
    #expect(try Self.leaves(closed).compactMap(\.text) == ["Medium"])
    var open = closed
    open.state = ValueState(.open)
    #expect(try Self.leaves(open).compactMap(\.text) == ["Medium", "Small", "Medium", "Large"])
  }

  @Test func theWheelCentresTheSelectedRowAndFadesItsNeighbours() throws {
    let items = ["A", "B", "C", "D", "E", "F", "G"]
    let wheel = VWheelPicker(items: items, selection: 3)
    let height = try wheel.drawingStyle().number("layout.height")
    let rows = try Self.leaves(wheel).filter { $0.text != nil }
    let selected = try #require(rows.first { $0.text == "D" })
    #expect(abs(selected.rect.y + selected.rect.height / 2 - height / 2) < 0.5)
    #expect(selected.opacity == 1)
    let neighbour = try #require(rows.first { $0.text == "C" })
    let further = try #require(rows.first { $0.text == "B" })
    #expect(neighbour.opacity < 1 && further.opacity < neighbour.opacity)
    // At AX5 the rows grow and fewer fit.
    let ax5 = StyleEnvironment(dynamicTypeSize: .accessibility5)
    #expect(try Self.leaves(wheel, in: ax5).filter { $0.text != nil }.count < rows.count)
  }

  @Test func aPressedStepperDarkensItsButton() throws {
    let stepper = VStepper(value: 3)
    var pressed = stepper
    pressed.state = .pressed
    let pressedFill = try pressed.drawingStyle().color("colors.buttonBackground")
    #expect(try Self.leaves(pressed).contains { $0.shape != nil && $0.color == pressedFill })
    #expect(try !Self.leaves(stepper).contains { $0.shape != nil && $0.color == pressedFill })
    #expect(try Self.leaves(stepper).filter { $0.shape == .icon(.minus) || $0.shape == .icon(.plus) }.count == 2)
  }

  @Test func theSlidersFillAndThumbFollowTheValue() throws {
    func parts(_ value: Double) throws -> (progress: DrawingRect, thumb: DrawingRect) {
      let slider = VSlider(value: value)
      let style = try slider.drawingStyle()
      let leaves = try Self.leaves(slider)
      let progress = try #require(leaves.first { $0.color == (try? style.color("colors.progress")) })
      let thumb = try #require(leaves.first { $0.color == (try? style.color("colors.thumb")) })
      return (progress.rect, thumb.rect)
    }
    let low = try parts(0.2)
    let high = try parts(0.8)
    #expect(high.progress.width > 3 * low.progress.width)
    #expect(high.thumb.x > low.thumb.x)
    // The thumb is centred on the progress's end.
    #expect(abs(high.thumb.x + high.thumb.width / 2 - (high.progress.x + high.progress.width)) < 0.01)
  }

  @Test func theRangeSlidersFillRunsBetweenItsThumbs() throws {
    let slider = VRangeSlider(lower: 0.25, upper: 0.75)
    let style = try slider.drawingStyle()
    let leaves = try Self.leaves(slider)
    let progress = try #require(leaves.first { $0.color == (try? style.color("colors.progress")) })
    let thumbs = leaves.filter { $0.color == (try? style.color("colors.thumb")) }.map(\.rect)
    #expect(thumbs.count == 2)
    #expect(abs(thumbs[0].x + thumbs[0].width / 2 - progress.rect.x) < 0.01)
    #expect(abs(thumbs[1].x + thumbs[1].width / 2 - (progress.rect.x + progress.rect.width)) < 0.01)
  }

  // MARK: Radio group, base button, base text field

  @Test func theRadioGroupsBulletFollowsTheSelection() throws {
    func bulletY(_ selection: Int) throws -> Double {
      let group = VRadioGroup(options: ["A", "B", "C"], selection: selection)
      let bullet = try group.drawingStyle().color("colors.bullet")
      let bullets = try Self.leaves(group).filter { leaf in
        if case .shape(_, _, let paint, _) = leaf.node { return paint.fill == bullet }
        return false
      }
      #expect(bullets.count == 1)
      return try #require(bullets.first).rect.y
    }
    #expect(try bulletY(2) > bulletY(0))
    var focused = VRadioGroup(options: ["A", "B"], selection: 1)
    focused.state = .focused
    let ring = try focused.drawingStyle().color("colors.focusRing")
    let rings = try Self.leaves(focused).filter { leaf in
      if case .shape(_, _, let paint, _) = leaf.node { return paint.placement == .outside && paint.stroke == ring }
      return false
    }
    #expect(rings.count == 1)
  }

  @Test func aPressedBaseButtonDimsItsContentWhichACompositionFills() throws {
    var button = VBaseButton(action: {}, accessibilityLabel: "Edit")
    let enabled = try #require(try Self.leaves(button).first { $0.text != nil })
    button.state = .pressed
    let pressed = try #require(try Self.leaves(button).first { $0.text != nil })
    #expect(pressed.opacity < enabled.opacity)
    let drawing = try button.drawing(in: .standard)
    #expect(drawing.contentSlotCount == 1)
    let filled = drawing.fillingContent(with: .text("Child", font: .system(size: 12), color: .black))
    #expect(filled.leaves().compactMap(\.text) == ["Child"])
  }

  @Test func theBaseTextFieldShowsACaretOnlyWhileFocused() throws {
    let field = VBaseTextField(placeholder: "Search", text: "Lisbon")
    var focused = field
    focused.state = ValueState(.none, .focused)
    let caret = try focused.drawingStyle().color("colors.caret")
    #expect(try Self.leaves(focused).contains { $0.shape != nil && $0.color == caret })
    #expect(try !Self.leaves(field).contains { $0.shape != nil })
    let empty = VBaseTextField(placeholder: "Search")
    #expect(try Self.leaves(empty).compactMap(\.text) == ["Search"])
  }

  // MARK: Rows

  @Test func anInsetRowHasARoundedBackgroundAndAPlainOneNone() throws {
    let plain = VRow(leading: "Language", trailing: "English")
    var model = VRowModel()
    model.layout.style = .inset
    model.layout.showsChevron = true
    let inset = VRow(model: model, leading: "Language", trailing: "English")
    let radius = model.layout.insetCornerRadius
    #expect(try Self.leaves(inset).first?.shape == .roundedRectangle(cornerRadius: radius, style: .continuous))
    #expect(try Self.leaves(plain).first?.shape == .rectangle(CornerRadii(0), .continuous))
    #expect(try Self.leaves(inset).contains { $0.shape == .icon(.chevronForward) })
    #expect(try !Self.leaves(plain).contains { $0.shape == .icon(.chevronForward) })
    let drawing = try plain.drawing(in: .standard)
    #expect(drawing.contentSlotCount == 1)
    let filled = drawing.fillingContent(with: .text("On", font: .system(size: 12), color: .black))
    #expect(filled.leaves().compactMap(\.text) == ["Language", "On"])
  }

  @Test func focusTintsTheTextFieldRowsTitle() throws {
    let row = VTextFieldRow(title: "Email", text: "ada@example.com")
    var focused = row
    focused.state = ValueState(.none, .focused)
    let title = { (row: VTextFieldRow) throws -> Color? in try Self.leaves(row).first { $0.text == "Email" }?.color }
    #expect(try title(focused) == focused.drawingStyle().color("colors.field.header"))
    #expect(try title(focused) != title(row))
    var secure = VTextFieldRowModel()
    secure.misc.contentType = .password
    #expect(try Self.leaves(VTextFieldRow(model: secure, title: "Password", text: "abc")).contains { $0.text == "•••" })
  }

  // MARK: Field parts

  @Test func fieldContainersHaveExactlyOneContentSlot() throws {
    let containers: [Drawing] = [
      try VField().drawing(in: .standard), try VFieldGroup().drawing(in: .standard),
      try VFieldControl(control: VToggle(title: "On")).drawing(in: .standard),
    ]
    #expect(containers.map(\.contentSlotCount) == [1, 1, 1])
    let leafs: [Drawing] = [
      try VFieldLabel(text: "Email").drawing(in: .standard),
      try VFieldDescription(text: "Help").drawing(in: .standard),
      try VFieldError(text: "Wrong").drawing(in: .standard),
    ]
    #expect(leafs.map(\.contentSlotCount) == [0, 0, 0])
  }

  @Test func anInvalidFieldsSampleShowsItsError() throws {
    let valid = VField(error: "Enter a valid email address")
    let invalid = VField(state: ValueState(.error), error: "Enter a valid email address")
    #expect(try !Self.leaves(valid).contains { $0.text == "Enter a valid email address" })
    #expect(try Self.leaves(invalid).contains { $0.text == "Enter a valid email address" })
  }

  @Test func aHorizontalFieldGroupLaysItsSampleOutInARow() throws {
    var model = VFieldGroupModel()
    let column = try Self.leaves(VFieldGroup(model: model)).filter { $0.text != nil }.map(\.rect)
    model.layout.isHorizontal = true
    let row = try Self.leaves(VFieldGroup(model: model)).filter { $0.text != nil }.map(\.rect)
    #expect(column.count == 2 && row.count == 2)
    #expect(column[1].y > column[0].y && row[1].x > row[0].x)
  }

  @Test func theFieldControlShowsItsControl() throws {
    let control = VFieldControl(control: VToggle(title: "Subscribe"))
    #expect(try Self.leaves(control).compactMap(\.text) == ["Subscribe"])
  }

  @Test func theLabelMarksRequiredFieldsAndTurnsRedWhenInvalid() throws {
    #expect(try Self.leaves(VFieldLabel(text: "Email", isRequired: true)).compactMap(\.text) == ["Email", "*"])
    #expect(try Self.leaves(VFieldLabel(text: "Email")).compactMap(\.text) == ["Email"])
    var unmarked = VFieldLabelModel()
    unmarked.misc.marksRequired = false
    #expect(try Self.leaves(VFieldLabel(model: unmarked, text: "Email", isRequired: true)).count == 1)
    let invalid = VFieldLabel(state: ValueState(.error), text: "Email")
    let error = try invalid.drawingStyle().color("colors.text")
    #expect(try Self.leaves(invalid).first?.color == error)
    #expect(try Self.leaves(VFieldLabel(text: "Email")).first?.color != error)
  }

  @Test func textPartsUseTheirColorAndAlignment() throws {
    let error = VFieldError(text: "Wrong")
    #expect(try Self.leaves(error).first?.color == error.drawingStyle().color("colors.text"))
    #expect(try Self.leaves(error).first?.color != Self.leaves(VFieldDescription(text: "Wrong")).first?.color)
    var centred = VFieldDescriptionModel()
    centred.fonts.textConfiguration.alignment = .center
    let leading = try #require(try Self.leaves(VFieldDescription(text: "Help")).first).rect
    let centre = try #require(try Self.leaves(VFieldDescription(model: centred, text: "Help")).first).rect
    #expect(leading.x == 0 && abs(centre.x + centre.width / 2 - 150) < 0.01)
  }

  /// A square button with an icon and a title is square at the default size (it was 67 × 56: icon beside title).
  @Test func aSquareButtonWithIconAndTitleIsSquare() throws {
    let button = VSquareButton(action: {}, title: "Edit", icon: .pencil)
    let laid = Self.laidOut(try button.drawing(in: .standard))
    #expect(abs(laid.width - laid.height) < 0.5, "\(laid.width) × \(laid.height)")
  }

  // MARK: Dynamic Type (issue 9: minimum heights)

  static let growing: [any DrawableComponent] = [
    VPrimaryButton(action: {}, title: "Continue"), VTextField(placeholder: "Email", text: "ada@example.com"),
    VToggle(title: "Wi-Fi"), VTextFieldRow(title: "Email", text: "ada@example.com"),
  ]

  @Test(arguments: 0..<growing.count)
  func controlsWithTextGrowPastTheirMinimumHeightAtAX5(index: Int) throws {
    let component = Self.growing[index]
    let ax5 = StyleEnvironment(dynamicTypeSize: .accessibility5)
    let large = Self.laidOut(try component.drawing(in: .standard)).height
    let grown = Self.laidOut(try component.drawing(in: ax5), in: ax5).height
    #expect(grown > large)
    let text = try component.drawing(in: ax5).leaves(in: ax5).compactMap { leaf in
      if case .text(let run, _, _, _) = leaf.node { return TextMetrics().lineHeight(of: run.font) }
      return nil
    }
    #expect(grown >= text.max() ?? 0)
  }

  // MARK: Snapshots

  /// Golden SVGs in `Golden/Controls/`, compared by `GoldenSVGTests`.
  static let snapshots = [
    GoldenSVGTests.Snapshot(component: "VSegmentedPicker", state: "enabled", scheme: .light),
    GoldenSVGTests.Snapshot(component: "VSlider", state: "focused", scheme: .dark),
    GoldenSVGTests.Snapshot(component: "VMenuPicker", state: "open+enabled", scheme: .light),
    GoldenSVGTests.Snapshot(component: "VStepper", state: "pressed", scheme: .light),
  ]
}
