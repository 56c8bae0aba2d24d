import DesignKit
import Testing

/// Values print in DesignKit's notation, the one `designkit show` prints.
@Suite struct ValueDescriptionTests {
  @Test func leafValuesPrintAsShowPrintsThem() {
    #expect("\(Color(hex: 0x5856D6))" == "#5856D6")
    #expect("\(Color(hex: 0x5856D6, alpha: 0.5))" == "#5856D680")
    #expect("\(AdaptiveColor(hex: 0x34C759))" == "#34C759")
    #expect("\(AdaptiveColor(light: .black, dark: .white))" == "#000000 | #FFFFFF")
    #expect("\(AdaptiveColor.red)" == "#FF383C | #FF4245 (increased contrast #E9152D | #FF6165)")
    #expect("\(Font(size: 16, weight: .semibold, textStyle: .body))" == "16 semibold (body)")
    #expect("\(Insets(horizontal: 16, vertical: 8))" == "h 16 v 8")
    #expect("\(Insets(top: 1, leading: 2, bottom: 3, trailing: 4))" == "top 1 leading 2 bottom 3 trailing 4")
    #expect("\(ResolvedInsets(top: 1, left: 2, bottom: 3, right: 4))" == "top 1 left 2 bottom 3 right 4")
    #expect("\(AnimationSpec.easeIn(duration: 0.1))" == "easeIn(duration: 0.1)")
  }

  @Test func stateTablesPrintEveryState() {
    let table = StateTable<InteractionState, AdaptiveColor>(enabled: .black, pressed: .white, disabled: .black)
    #expect(
      "\(table)" == "{enabled: #000000, hovered: #000000, focused: #000000, pressed: #FFFFFF, disabled: #000000}")
    #expect("\(StateTable<InteractionState, Opacity>(0.5))" == "{every state: 0.5}")
    let nested = StateTable<ToggleValue, StateTable<InteractionState, Opacity>>(off: .init(0), on: .init(1))
    #expect("\(nested)" == "{off: {every state: 0}, on: {every state: 1}}")
  }

  @Test func aResolvedValuePrintsItsColor() throws {
    var model = VPrimaryButtonModel()
    model.colors.background = .init(AdaptiveColor(light: Color(hex: 0x5856D6), dark: Color(hex: 0x5E5CE6)))
    let save = VPrimaryButton(model: model, state: .enabled, action: {}, title: "Save")
    let style = try save.resolvedStyle(in: StyleEnvironment(colorScheme: .dark))
    #expect("\(try #require(style["colors.background"]))" == "#5E5CE6")
  }

  @Test(arguments: ["VPrimaryButton", "VToggle", "VTextField"])
  func aResolvedStylePrintsWhatShowPrints(component: String) throws {
    let state = try #require(Theme.default.registry[component]?.stateNames.last)
    let shown = try CLIRun(["show", component, "--state", state])
    let style = try Theme.default.resolve(component, state: state)
    let body = shown.stdout.split(separator: "\n").dropFirst(2).map { String($0.dropFirst(2)) }
    #expect(body == style.description.split(separator: "\n").map(String.init))
  }
}
