import DesignKit
import Testing

@testable import DesignKitCore

/// The platform-neutral half of the lab's native pieces: where `.card()` puts its content (the card's content slot)
/// and where `RoundedTextFieldStyle` puts SwiftUI's text field (the field's line of text), read from the laid-out
/// drawings.
@Suite struct NativeLabPiecesTests {
  static let environments = [StyleEnvironment.standard, StyleEnvironment(layoutDirection: .rightToLeft)]

  @Test(arguments: environments)
  func aCardsContentSitsInsideItsPadding(environment: StyleEnvironment) throws {
    let insets = try #require(try VCard().contentSlotInsets(width: 320, in: environment))
    let padding = try VCard().resolvedStyle(in: environment).insets("layout.padding")
    #expect(insets == padding)
  }

  @Test func aCardOfPartsLeavesThePaddingToTheParts() throws {
    let insets = try #require(try VCard(hasParts: true).contentSlotInsets(width: 320))
    #expect(insets == ResolvedInsets(top: 0, left: 0, bottom: 0, right: 0))
    var model = VCardModel()
    model.layout.clearsPaddingWithParts = false
    let padded = try #require(try VCard(model: model, hasParts: true).contentSlotInsets(width: 320))
    #expect(padded.left == model.layout.padding[.iOS].leading && padded.top == model.layout.padding[.iOS].top)
  }

  @Test(arguments: environments)
  func aRoundedFieldsTextSitsInsideItsContentMargins(environment: StyleEnvironment) throws {
    let field = VTextField(text: "Sample")
    let insets = try #require(try field.textInsets(of: "Sample", width: 320, in: environment))
    let margins = try field.resolvedStyle(in: environment).insets("layout.contentMargins")
    #expect(abs(insets.left - margins.left) < 0.01 && abs(insets.right - margins.right) < 0.01)
    let height = try field.drawing(in: environment).laidOut(in: environment, width: 320).height
    #expect(insets.top > 0 && abs(insets.top - insets.bottom) < 0.5, "the line centred in the field")
    #expect(insets.top + insets.bottom < height)
  }

  @Test func aSearchFieldsTextStartsAfterItsIcon() throws {
    let plain = try #require(try VTextField(text: "Lisbon").textInsets(of: "Lisbon", width: 320))
    let search = try #require(try VTextField(model: .search, text: "Lisbon").textInsets(of: "Lisbon", width: 320))
    #expect(search.left > plain.left)
  }

  @Test func aComponentWithoutASlotOrThatTextHasNoInsets() throws {
    #expect(try VPrimaryButton(action: {}, title: "Save").contentSlotInsets() == nil)
    #expect(try VTextField(text: "Sample").textInsets(of: "Other") == nil)
  }
}

extension Drawing {
  /// This drawing laid out `width` wide in `environment`.
  fileprivate func laidOut(in environment: StyleEnvironment, width: Double) -> LaidOutDrawing {
    DrawingLayout(layoutDirection: environment.layoutDirection, measurer: environment.textMeasurer)
      .layout(self, proposedWidth: width)
  }
}
