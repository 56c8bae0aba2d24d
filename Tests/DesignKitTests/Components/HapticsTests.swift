import DesignKit
import Testing

/// Sensory feedback: what each model plays by default (VComponents 8.1's iOS defaults), and how a host gets it.
@Suite struct HapticsTests {
  /// The feedback each component's default model plays, by model path of its haptic table and output.
  static let defaults: [String: [String: Haptic]] = [
    "VBaseButton": ["misc.haptics.actionFired": .silent],
    "VPrimaryButton": ["misc.haptics.actionFired": .impactLight],
    "VSecondaryButton": ["misc.haptics.actionFired": .silent],
    "VSquareButton": ["misc.haptics.actionFired": .silent],
    "VPlainButton": ["misc.haptics.actionFired": .silent],
    "VChevronButton": ["misc.haptics.actionFired": .silent],
    "VCloseButton": ["misc.haptics.actionFired": .silent],
    "VNavigationLink": ["misc.haptics.actionFired": .silent],
    "VLink": ["misc.haptics.actionFired": .silent],
    "VRectangularCaptionButton": ["misc.haptics.actionFired": .silent],
    "VToggle": ["misc.haptics.valueChanged": .impactLight],
    "VCheckBox": ["misc.haptics.valueChanged": .impactLight],
    "VRadioButton": ["misc.haptics.valueChanged": .impactLight],
    "VStretchedToggleButton": ["misc.haptics.valueChanged": .impactLight],
    "VWrappedToggleButton": ["misc.haptics.valueChanged": .impactLight],
    "VRectangularToggleButton": ["misc.haptics.valueChanged": .impactLight],
    "VDialog": [
      "primaryButton.misc.haptics.actionFired": .silent, "secondaryButton.misc.haptics.actionFired": .silent,
      "destructiveButton.misc.haptics.actionFired": .silent,
    ],
    "VToast": [
      "info.misc.haptics.presented": .success, "success.misc.haptics.presented": .success,
      "warning.misc.haptics.presented": .warning, "error.misc.haptics.presented": .error,
    ],
    "VNotification": ["misc.haptics.presented": .silent],
  ]

  /// Each haptic is a table of platforms: the table above on iOS, iPadOS, watchOS, tvOS and visionOS, none on macOS
  /// (VComponents 8.1's `sensoryFeedback` is nil there).
  @Test func theDefaultsAreVComponentsDefaults() throws {
    var found: [String: [String: Haptic]] = [:]
    for component in Catalog.registry.components {
      for (path, node) in leafPaths(try component.defaultTree()) where path.contains("haptics") {
        guard case .choice(let name, _) = node, let haptic = Haptic(rawValue: name),
          let platform = path.last.flatMap(StyleEnvironment.Platform.init(rawValue:))
        else {
          Issue.record("\(component.name): \(path) is not a haptic per platform")
          continue
        }
        let field = path.dropLast().joined(separator: ".")
        if platform == .macOS {
          #expect(haptic == .silent, "\(component.name): \(field) on macOS")
        } else {
          #expect(
            found[component.name]?[field].map { $0 == haptic } ?? true, "\(component.name): \(field) on \(platform)")
          found[component.name, default: [:]][field] = haptic
        }
      }
    }
    #expect(found == Self.defaults)
  }

  /// On macOS a session plays no haptic by default; on watchOS the iOS one, as VComponents 8.1.
  @Test(arguments: StyleEnvironment.Platform.allCases)
  func aToggleFollowsThePlatformsHaptics(platform: StyleEnvironment.Platform) throws {
    var session = try ComponentSession<VToggle>(model: VToggleModel(), restingIn: .init(.off))
    session.platform = platform
    _ = session.send(.press(.pointerDown))
    let outputs = session.send(.press(.pointerUp)).map { Array($0.transition.outputs) }
    let haptic: [MachineOutput] = platform == .macOS ? [] : [.haptic(.impactLight)]
    #expect(outputs == [.actionFired, .valueChanged(.on)] + haptic)
  }

  @Test func aSessionHandsTheHapticToTheComponentsOwnerAfterTheOutput() throws {
    let played = Locked<[MachineOutput]>([])
    var model = VToggleModel()
    model.misc.haptics = ValueHaptics(valueChanged: .selection)
    var session = try ComponentSession<VToggle>(model: model, restingIn: .init(.off)) { output in
      played.withLock { $0.append(output) }
    }
    _ = session.send(.press(.pointerDown))
    let step = session.send(.press(.pointerUp))
    #expect(step.map { Array($0.transition.outputs) } == [.actionFired, .valueChanged(.on), .haptic(.selection)])
    #expect(played.withLock { $0 } == [.actionFired, .valueChanged(.on), .haptic(.selection)])
  }

  @Test(arguments: VToast.Kind.allCases)
  func aToastPlaysItsTypesFeedbackOnceItHasAppeared(type: VToast.Kind) throws {
    let expected: [VToast.Kind: Haptic] = [.info: .success, .success: .success, .warning: .warning, .error: .error]
    var session = try VToast(type: type, state: .removed, text: "Saved").session()
    _ = session.send(.bindingChanged(true))
    let step = session.send(.timePassed(1))
    #expect(step.map { Array($0.transition.outputs) } == [.presented, .haptic(try #require(expected[type]))])
  }

  /// VComponents 8.1 plays a light impact on iOS when a toggle button is toggled; ours does, through the session.
  @Test func aToggleButtonPlaysALightImpactWhenAPressTogglesIt() throws {
    func played<R>(_ component: ToggleButton<R>) throws -> [MachineOutput]? {
      var session = try component.session()
      _ = session.send(.press(.pointerDown))
      return session.send(.press(.pointerUp)).map { Array($0.transition.outputs) }
    }
    let expected: [MachineOutput] = [.actionFired, .valueChanged(.on), .haptic(.impactLight)]
    #expect(try played(VStretchedToggleButton(title: "Bold")) == expected)
    #expect(try played(VWrappedToggleButton(title: "Unread")) == expected)
    #expect(try played(VRectangularToggleButton(title: "B")) == expected)
  }

  @Test func aSilentModelPlaysNothing() throws {
    var model = VPrimaryButtonModel()
    model.misc.haptics = ActionHaptics(actionFired: .silent)
    var session = try ComponentSession<VPrimaryButton>(model: model, restingIn: .enabled)
    _ = session.send(.pointerDown)
    let step = session.send(.pointerUp)
    #expect(step.map { Array($0.transition.outputs) } == [.actionFired])
  }

  @Test func theOutputSaysWhichFeedback() {
    #expect(MachineOutput.haptic(.impactHeavy).description == "haptic(impactHeavy)")
    #expect(
      MachineOutput.haptic(.warning).json == .object([("name", .string("haptic")), ("value", .string("warning"))]))
  }
}
