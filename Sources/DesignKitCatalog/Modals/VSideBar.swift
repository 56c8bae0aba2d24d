import DesignKitCore

/// A panel that slides in from an edge over a dimmed screen; a tap outside, Escape or a swipe back toward the
/// edge dismisses it.
///
/// watchOS has no side bar (VComponents 8.1 makes it unavailable there): on a watch it is drawn as a panel 0.9 of the
/// screen wide (`layout.widthFraction`), nearly a full-screen sheet, the nearest a 162 pt screen can show; prefer a
/// VModal or a navigation push there.
///
/// `VSideBar(state: .presented, label: "Menu")`
public struct VSideBar: DismissibleComponent {
  public static var initialState: PresentationPhase { .presented }
  public typealias Machine = PresentationMachine
  public static var family: ComponentFamily { .modals }
  public static var accessibilityRole: AccessibilityRole { .dialog }
  public static var contrastPairs: [ContrastPair] { [.presentedSurface] }
  public static func machineParameters(for model: VSideBarModel) -> PresentationParameters {
    model.misc.dismissSources.parameters(
      appear: model.animations.appear, disappear: model.animations.disappear,
      swipeDismiss: model.animations.swipeDismiss)
  }

  /// The `misc` settings the machine receives through `machineParameters(for:)`.
  public static var machineSettings: [String] { DismissSources.settingPaths(under: "misc.dismissSources") }
  /// Applied by the component itself: The edge decides where the panel is drawn and which way it slides, which the drawing applies; the
  /// machine only sees the swipe distance toward it.
  public static var contentSettings: [String] { ["misc.edge"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("label", \.label)] }

  public var model: VSideBarModel
  public var state: PresentationPhase
  /// What the panel holds, read by assistive technologies.
  public var label: String
  /// Called when the panel has been dismissed.
  public var onDismiss: @Sendable () -> Void
  /// A tap outside dismisses; `onDismiss` runs when the disappearing ends.
  public static var callbackProbe: CallbackProbe<Self>? {
    .dismissal(by: [.outsideTapped, .timePassed(1)]) { VSideBar(label: "Menu", onDismiss: $0) }
  }
  public var accessibilityLabel: String { label }

  /// Creates a side bar.
  public init(
    model: VSideBarModel = .init(), state: PresentationPhase = VSideBar.initialState, label: String = "",
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.model = model
    self.state = state
    self.label = label
    self.onDismiss = onDismiss
  }
}
