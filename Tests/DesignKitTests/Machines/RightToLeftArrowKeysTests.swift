import DesignKit
import Testing

/// In right to left, the left and right arrow keys swap for controls laid out along a row (WAI-ARIA Authoring
/// Practices: "in right-to-left, left arrow moves right"), once for every machine through the session's layout
/// direction, and not for a column.
@Suite struct RightToLeftArrowKeysTests {
  /// The components whose left and right arrows move along a row.
  static let rows = [
    "VSlider", "VRangeSlider", "VSegmentedPicker", "VTabNavigationView", "VStepper", "VCarousel",
    "VDynamicPagerTabView", "VStretchedIndicatorStaticPagerTabView", "VWrappedIndicatorStaticPagerTabView",
  ]
  /// Components whose arrows move along a column, where left and right keep their meaning.
  static let columns = ["VRadioGroup", "VWheelPicker"]

  /// The value of the named component's gallery sample after keyboard focus and `key`, in `direction`.
  static func value(of name: String, after key: KeyboardKey, in direction: StyleEnvironment.LayoutDirection) throws
    -> MachineValue?
  {
    switch name {
    case "VSlider": try value(VSlider.galleryPreview, key, direction)
    case "VRangeSlider": try value(VRangeSlider.galleryPreview, key, direction)
    case "VSegmentedPicker": try value(VSegmentedPicker.galleryPreview, key, direction)
    case "VTabNavigationView": try value(VTabNavigationView.galleryPreview, key, direction)
    case "VStepper": try value(VStepper.galleryPreview, key, direction)
    case "VCarousel": try value(VCarousel.galleryPreview, key, direction)
    case "VDynamicPagerTabView": try value(VDynamicPagerTabView.galleryPreview, key, direction)
    case "VStretchedIndicatorStaticPagerTabView":
      try value(VStretchedIndicatorStaticPagerTabView.galleryPreview, key, direction)
    case "VWrappedIndicatorStaticPagerTabView":
      try value(VWrappedIndicatorStaticPagerTabView.galleryPreview, key, direction)
    case "VRadioGroup": try value(VRadioGroup.galleryPreview, key, direction)
    case "VWheelPicker": try value(VWheelPicker.galleryPreview, key, direction)
    default: nil
    }
  }

  static func value<C: DrawableComponent>(
    _ component: C, _ key: KeyboardKey, _ direction: StyleEnvironment.LayoutDirection
  ) throws -> MachineValue? {
    var host = try ComponentHost(component, environment: StyleEnvironment(layoutDirection: direction))
    host.handle(.focus(.keyboard))
    host.handle(.key(key, .down))
    return host.session.value
  }

  @Test(arguments: rows)
  func leftAndRightSwapInRightToLeftAlongARow(name: String) throws {
    let (right, left) = (
      try Self.value(of: name, after: .arrowRight, in: .leftToRight),
      try Self.value(of: name, after: .arrowLeft, in: .leftToRight)
    )
    try #require(right != nil && right != left, "the arrows move \(name) one way and the other")
    #expect(try Self.value(of: name, after: .arrowLeft, in: .rightToLeft) == right)
    #expect(try Self.value(of: name, after: .arrowRight, in: .rightToLeft) == left)
  }

  @Test(arguments: columns)
  func leftAndRightKeepTheirMeaningAlongAColumn(name: String) throws {
    for key in [KeyboardKey.arrowLeft, .arrowRight] {
      #expect(
        try Self.value(of: name, after: key, in: .rightToLeft) == Self.value(of: name, after: key, in: .leftToRight))
    }
  }

  @Test func theStepNamesTheKeyThatWasPressed() throws {
    var host = try ComponentHost(
      VSegmentedPicker.galleryPreview, environment: StyleEnvironment(layoutDirection: .rightToLeft))
    host.handle(.focus(.keyboard))
    let steps = host.handle(.key(.arrowLeft, .down))
    #expect(steps.map(\.transition.event.description) == ["keyDown(arrowLeft)"])
  }

  @Test func aSliderGivenItsOwnDirectionIsNotSwappedTwice() throws {
    let ltr = try Self.value(VSlider(value: 0.5), .arrowLeft, .leftToRight)
    let own = try Self.value(VSlider(value: 0.5, layoutDirection: .rightToLeft), .arrowRight, .rightToLeft)
    #expect(ltr == own && ltr == .number(0.49))
  }

  @Test func simulateSwapsThemWithRTL() throws {
    let run = try CLIRun([
      "simulate", "VSegmentedPicker", "--rtl", "--events", "focusGained(keyboard),keyDown(arrowLeft)",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("keyDown(arrowLeft)") && run.stdout.contains("valueChanged(1)"), "\(run.stdout)")
  }
}
