import DesignKitCore

/// A navigation stack: a root screen and destinations pushed over it, a navigation bar with the top screen's
/// title and a back button; the back button or a swipe from the leading edge past the threshold pops.
///
/// `VNavigationView(rootTitle: "Settings", destinations: ["General", "About"])`
public struct VNavigationView: ConfiguredComponent {
  public typealias Machine = NavigationStackMachine
  public static var family: ComponentFamily { .navigation }
  public static var accessibilityRole: AccessibilityRole { .header }
  public static var contrastPairs: [ContrastPair] {
    ["colors.title", "colors.backButton"].map { ContrastPair(foreground: $0, background: "colors.navigationBar") }
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minNavigationBarHeight") }
  public static func machineParameters(for model: VNavigationViewModel) -> NavigationStackParameters {
    VNavigationView(model: model, rootTitle: "", destinations: ["", "", ""]).machineParameters
  }

  /// The `misc` settings the machine receives through `machineParameters(for:)`.
  public static var machineSettings: [String] {
    ["misc.isSwipeBackEnabled", "misc.swipeBackThreshold"]
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("rootTitle", \.rootTitle)] }

  public var model: VNavigationViewModel
  public var state: NavigationPhase
  /// The root screen's title.
  public var rootTitle: String
  /// The titles of the screens that can be pushed, in push order.
  public var destinations: [String]
  /// Called with the depth after a push or pop.
  public var onDepthChange: @Sendable (Int) -> Void
  /// Calls `onDepthChange` with the depth the machine reports after a push or pop.
  public func handle(_ output: MachineOutput) {
    if let depth = output.changedValue?.indexValue { onDepthChange(depth) }
  }
  /// A push, then the back button.
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.screenPushed, .timePassed(1), .backButtonTapped, .timePassed(1)], expected: ["1", "0"]) {
      report in VNavigationView(rootTitle: "Home", destinations: ["Detail"]) { report(String($0)) }
    }
  }
  public var accessibilityLabel: String { rootTitle }
  public var machineParameters: NavigationStackParameters {
    model.stackParameters(destinationCount: destinations.count)
  }

  /// The title of the top screen when the stack is `depth` screens above the root.
  public func title(atDepth depth: Int) -> String {
    depth > 0 && depth <= destinations.count ? destinations[depth - 1] : rootTitle
  }

  /// Creates a navigation view.
  public init(
    model: VNavigationViewModel = .init(), state: NavigationPhase = .root, rootTitle: String, destinations: [String],
    onDepthChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.rootTitle = rootTitle
    self.destinations = destinations
    self.onDepthChange = onDepthChange
  }
}
