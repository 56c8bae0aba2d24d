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
