import DesignKit
import Testing

@Suite struct EnvironmentTests {
  static let tree: StyleNode = (try? DefaultTrees.tree(for: VPrimaryButtonModel.self)) ?? .object([])

  @Test(arguments: DynamicTypeSize.allCases)
  func fontsWithATextStyleScaleByTheReferenceTable(size: DynamicTypeSize) throws {
    let style = Self.tree.resolved(for: InteractionState.enabled.selection, in: StyleEnvironment(dynamicTypeSize: size))
    guard case .font(let f)? = style["fonts.title"] else {
      Issue.record("no font")
      return
    }
    // The theme's body (17 pt at large) scales by the reference table.
    #expect(abs(f.size - size.pointSize(of: .body)) < 1e-12)
    #expect(f.weight == .semibold)
  }

  @Test(arguments: [
    (DynamicTypeSize.xSmall, Font.TextStyle.largeTitle, 31.0), (.large, .body, 17), (.large, .headline, 17),
    (.accessibility5, .body, 53), (.accessibility5, .caption2, 40), (.xxxLarge, .footnote, 19),
  ])
  func theReferenceTable(size: DynamicTypeSize, style: Font.TextStyle, points: Double) {
    #expect(size.pointSize(of: style) == points)
  }

  /// Apple's type scales per platform (the HIG's Typography specifications): a watch's own Dynamic Type table, one size
  /// per style on macOS and tvOS.
  @Test(arguments: [
    (StyleEnvironment.Platform.watchOS, DynamicTypeSize.large, Font.TextStyle.body, 16.0),
    (.watchOS, .xSmall, .body, 14),
    (.watchOS, .xLarge, .title3, 20), (.watchOS, .accessibility3, .body, 23), (.watchOS, .accessibility5, .body, 23),
    (.watchOS, .large, .footnote, 13), (.watchOS, .large, .caption1, 15), (.macOS, .large, .body, 13),
    (.macOS, .accessibility5, .body, 13), (.macOS, .large, .largeTitle, 26), (.tvOS, .large, .body, 29),
    (.tvOS, .xSmall, .title1, 76), (.iPadOS, .accessibility5, .body, 53), (.visionOS, .large, .caption2, 11),
  ])
  func eachPlatformsTypeScale(
    platform: StyleEnvironment.Platform, size: DynamicTypeSize, style: Font.TextStyle, points: Double
  ) {
    #expect(platform.pointSize(of: style, at: size) == points)
  }

  /// A font in iOS points takes its style's size on another platform in proportion; one on a platform's own row is
  /// in that platform's points and grows by its Dynamic Type alone; a custom family grows alone too.
  @Test func aFontTakesThePlatformsSizeForItsStyle() throws {
    let body = Font(size: 17, textStyle: .body)
    #expect(body.scaled(to: .large, on: .macOS).size == 13)
    #expect(body.scaled(to: .accessibility5, on: .macOS).size == 13)
    #expect(body.scaled(to: .large, on: .tvOS).size == 29)
    #expect(body.scaled(to: .accessibility3, on: .watchOS).size == 23)
    #expect(body.scaled(to: .accessibility3, on: .watchOS).dynamicTypeScale == 23.0 / 16)
    // A brand's 16 pt body is 16 × 13 / 17 on a Mac.
    #expect(Font(size: 16, textStyle: .body).scaled(to: .large, on: .macOS).size == 16.0 * 13 / 17)
    #expect(body.scaled(to: .accessibility3, on: .watchOS, inPlatformPoints: true).size == 17.0 * 23 / 16)
    var custom = body
    custom.family = "Inter"
    #expect(custom.scaled(to: .large, on: .tvOS).size == 17)
    #expect(custom.scaled(to: .accessibility1, on: .watchOS).size == 17.0 * 21 / 16)
    // Through a model: VToggle's title is body on a watch's own row (16 pt there), subheadline on iOS's, which tvOS
    // follows at the TV's size (29 pt; tvOS's table sets subheadline as body).
    let tree = try Theme.default.tree(for: "VToggle")
    func title(_ platform: StyleEnvironment.Platform, _ size: DynamicTypeSize = .large) -> Double? {
      let style = tree.resolved(
        for: InteractionState.enabled.selection, in: StyleEnvironment(dynamicTypeSize: size, platform: platform))
      guard case .font(let font)? = style["fonts.title"] else { return nil }
      return font.size
    }
    #expect(title(.iOS) == 15)
    #expect(title(.watchOS) == 16)
    #expect(title(.watchOS, .accessibility2) == 22)
    #expect(title(.macOS) == 13)
    #expect(title(.tvOS) == 29)
  }

  @Test func fixedFontsDoNotScale() {
    #expect(Font.system(size: 13).scaled(to: .accessibility5).size == 13)
  }

  @Test func rightToLeftSwapsLeadingAndTrailing() throws {
    var model = VTextFieldModel()
    model.layout.contentMargins = Insets(top: 1, leading: 10, bottom: 2, trailing: 30)
    let tree = try StyleTreeEncoder.node(for: model)
    let selection = ValueState<ValidationState>(.none).selection
    let ltr = tree.resolved(for: selection)
    let rtl = tree.resolved(for: selection, in: StyleEnvironment(layoutDirection: .rightToLeft))
    #expect(ltr["layout.contentMargins"] == .insets(ResolvedInsets(top: 1, left: 10, bottom: 2, right: 30)))
    #expect(rtl["layout.contentMargins"] == .insets(ResolvedInsets(top: 1, left: 30, bottom: 2, right: 10)))
  }

  @Test func increasedContrastPicksItsVariants() throws {
    let model = try PresetDecoder().decode(
      VPrimaryButtonModel.self,
      from:
        ##"{"colors": {"title": {"light": "#EEEEEE", "dark": "#111111", "lightIncreasedContrast": "#FFFFFF", "darkIncreasedContrast": "#000000"}}}"##
    )
    let tree = try StyleTreeEncoder.node(for: model)
    let s = InteractionState.enabled.selection
    #expect(tree.resolved(for: s)["colors.title"] == .color(Color(white255: 0xEE)))
    #expect(tree.resolved(for: s, in: StyleEnvironment(contrast: .increased))["colors.title"] == .color(.white))
    #expect(
      tree.resolved(for: s, in: StyleEnvironment(colorScheme: .dark, contrast: .increased))["colors.title"]
        == .color(.black))
    // The default accent has an increased-contrast variant; the title (white on it) has none, so its plain
    // variant is used.
    let increased = Self.tree.resolved(for: s, in: StyleEnvironment(contrast: .increased))
    #expect(increased["colors.background"] == .color(Foundations().colors.primary.lightIncreasedContrast ?? .clear))
    #expect(increased["colors.title"] == .color(.white))
  }

  @Test func theCLIResolvesUnderEveryFlag() throws {
    let run = try CLIRun([
      "show", "VPrimaryButton", "--dynamic-type", "accessibility5", "--rtl", "--contrast", "increased", "--scheme",
      "dark",
      "--reduce-motion", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let doc = try JSONReader().parse(run.stdout)
    let font = doc["states"]?["enabled"]?["fonts"]?["title"]?["size"]?.numberValue
    #expect(font.map { abs($0 - 53) < 1e-9 } == true)
  }
}
