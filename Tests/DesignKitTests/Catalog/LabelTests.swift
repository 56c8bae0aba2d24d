import DesignKit
import Foundation
import Testing

/// Labels (a title, an icon or both, placed by `layout.label`) and text configurations (`fonts.…Configuration`).
@Suite struct LabelTests {
  /// The drawn icon and title of `button`.
  static func iconAndTitle(_ button: VPrimaryButton, rtl: Bool = false) throws -> (
    icon: DrawingRect, title: DrawingRect
  ) {
    let environment = StyleEnvironment(layoutDirection: rtl ? .rightToLeft : .leftToRight)
    let leaves = try button.drawing(in: environment).leaves(in: environment, width: 360)
    let icon = try #require(leaves.first { $0.shape == .icon(.gear) })
    let title = try #require(leaves.first { $0.text != nil })
    return (icon.rect, title.rect)
  }

  @Test(arguments: LabelPlacement.allCases)
  func theIconSitsWhereThePlacementSays(placement: LabelPlacement) throws {
    var model = VPrimaryButtonModel()
    model.layout.label.placement = placement
    model.layout.minHeight = 0
    let (icon, title) = try Self.iconAndTitle(VPrimaryButton(model: model, action: {}, title: "Settings", icon: .gear))
    let spacing = model.layout.label.spacing
    switch placement {
    case .leading: #expect(abs(title.x - (icon.x + icon.width) - spacing) < 0.01)
    case .trailing: #expect(abs(icon.x - (title.x + title.width) - spacing) < 0.01)
    case .top: #expect(abs(title.y - (icon.y + icon.height) - spacing) < 0.01)
    case .bottom: #expect(abs(icon.y - (title.y + title.height) - spacing) < 0.01)
    }
    #expect(icon.width == model.layout.label.iconSize.points(on: .iOS))
  }

  @Test func leadingAndTrailingMirrorRightToLeft() throws {
    let button = VPrimaryButton(action: {}, title: "Settings", icon: .gear)
    let (icon, title) = try Self.iconAndTitle(button, rtl: true)
    #expect(icon.x > title.x + title.width)
  }

  @Test func theIconTakesItsOwnColorPerState() throws {
    var model = VPlainButtonModel()
    let probe = AdaptiveColor(Color(hex: 0xD0_2F_9B))
    model.colors.icon[.pressed] = probe
    let pressed = try VPlainButton(model: model, state: .pressed, action: {}, title: "Info", icon: .infoCircle)
      .drawing().leaves()
    #expect(pressed.first { $0.shape == .icon(.infoCircle) }?.stroke == probe.light)
    #expect(pressed.first { $0.text != nil }?.color != probe.light)
  }

  @Test func anIconAloneDrawsNoTitle() throws {
    let leaves = try VSquareButton(action: {}, title: "", icon: .plus).drawing().leaves()
    #expect(leaves.contains { $0.shape == .icon(.plus) })
    #expect(!leaves.contains { $0.text != nil })
  }

  @Test func contentSetsAndClearsTheIcon() throws {
    let button = VSecondaryButton(action: {}, title: "Add")
    #expect(try button.showing(["title": "Add", "icon": "plus"]).icon == .plus)
    #expect(try button.showing(["title": "Add", "icon": ""]).icon == nil)
    #expect(try button.showing(["title": "Add"]).icon == nil)
  }

  @Test func theTitleIsDrawnInItsCaseButReadAsWritten() throws {
    var model = VPrimaryButtonModel()
    model.fonts.titleConfiguration.textCase = .uppercase
    let button = VPrimaryButton(model: model, action: {}, title: "Continue")
    #expect(try button.drawing().leaves().compactMap(\.text) == ["CONTINUE"])
    #expect(button.accessibilityLabel == "Continue")
  }

  @Test func aTitleLimitedToOneLineShrinksBeforeItIsCut() throws {
    let title = "Continue with the account you used last time"
    var model = VSecondaryButtonModel()
    model.fonts.titleConfiguration.maximumLines = 1
    let cut = try VSecondaryButton(model: model, action: {}, title: title).drawing().leaves(width: 200)
    #expect(cut.compactMap(\.text).count == 1 && cut.compactMap(\.text)[0].hasSuffix("…"))
    model.fonts.titleConfiguration.minimumScaleFactor = 0.1
    let shrunk = try VSecondaryButton(model: model, action: {}, title: title).drawing().leaves(width: 200)
    #expect(shrunk.compactMap(\.text) == [title])
  }

  @Test func aDialogMessageReservesItsMinimumLines() throws {
    /// How far the button sits below the message.
    func gap(_ model: VDialogModel) throws -> Double {
      let leaves = DrawingLayout().layout(
        try VDialog(model: model, title: "Saved", message: "Done.", actions: [.init("OK")]).drawing()
      ).leaves
      return (leaves.first { $0.text == "OK" }?.rect.y ?? 0) - (leaves.first { $0.text == "Done." }?.rect.y ?? 0)
    }
    var model = VDialogModel()
    let one = try gap(model)
    model.fonts.messageConfiguration.minimumLines = 3
    let line = TextMetrics().lineHeight(of: model.fonts.message)
    #expect(abs(try gap(model) - one - 2 * line) < 0.01)
  }
}
