#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import SwiftUI

  /// The lab's empty state as a SwiftUI view: `VEmptyState`'s symbol, title and message drawn with the environment's
  /// theme, and its action as SwiftUI's own `Button` in `PrimaryButtonStyle`, `layout.spacing` below them, running
  /// `action` on the main actor.
  ///
  ///     EmptyState(symbol: .tray, title: "No messages", message: "New mail appears here.", actionTitle: "Refresh") {
  ///       reload()
  ///     }
  public struct EmptyState: View {
    /// The symbol.
    public var symbol: DrawingIcon
    /// The title.
    public var title: String
    /// The message below the title.
    public var message: String
    /// The action button's title; nil shows no button.
    public var actionTitle: String?
    /// What the action does.
    public var action: (@MainActor () -> Void)?
    /// The model; the default takes the environment's theme, as components do.
    public var model: VEmptyStateModel
    private var environment = HostEnvironment()

    /// An empty state showing `symbol`, `title` and `message`, with a button titled `actionTitle` running `action`.
    public init(
      symbol: DrawingIcon = .tray, title: String, message: String = "", actionTitle: String? = nil,
      model: VEmptyStateModel = .init(), action: (@MainActor () -> Void)? = nil
    ) {
      self.symbol = symbol
      self.title = title
      self.message = message
      self.actionTitle = actionTitle
      self.model = model
      self.action = action
    }

    public var body: some View {
      let resolved =
        model != VEmptyStateModel() ? model : (try? environment.theme?.model(for: VEmptyState.self)) ?? model
      VStack(spacing: CGFloat(resolved.layout.spacing)) {
        VEmptyState(model: model, symbol: symbol, title: title, message: message)
        if let actionTitle, let action {
          Button(actionTitle, action: action).buttonStyle(PrimaryButtonStyle())
        }
      }
    }
  }
#endif
