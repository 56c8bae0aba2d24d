#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import SwiftUI

  /// The lab's primary button as a style for SwiftUI's own `Button`: the label in the model's title font and color,
  /// inside its content margins, on `VPrimaryButton`'s drawn background (fill, border, shadow, corner radius, pressed
  /// scale) in the state SwiftUI's button is in: pressed while held, disabled under `.disabled(true)`.
  ///
  ///     Button("Continue") { next() }.buttonStyle(PrimaryButtonStyle())
  public struct PrimaryButtonStyle: ButtonStyle {
    /// The model the button is drawn with; the default takes the environment's theme, as components do.
    public var model: VPrimaryButtonModel?

    /// A style drawn with `model` (nil: the environment's theme, else the defaults).
    public init(model: VPrimaryButtonModel? = nil) { self.model = model }

    public func makeBody(configuration: Configuration) -> some View {
      PrimaryButtonStyleBody(configuration: configuration, model: model)
    }
  }

  /// The styled button: SwiftUI's label over the drawn background.
  private struct PrimaryButtonStyleBody: View {
    let configuration: ButtonStyleConfiguration
    let model: VPrimaryButtonModel?
    private var environment = HostEnvironment()

    init(configuration: ButtonStyleConfiguration, model: VPrimaryButtonModel?) {
      self.configuration = configuration
      self.model = model
    }

    var body: some View {
      let state: InteractionState =
        !environment.isEnabled ? .disabled : configuration.isPressed ? .pressed : .enabled
      let model = model ?? (try? environment.theme?.model(for: VPrimaryButton.self)) ?? VPrimaryButtonModel()
      let background = VPrimaryButton(model: model, state: state, action: {}, title: "")
      let style = try? background.resolvedStyle(in: environment.style)
      let margins =
        (try? style?.insets("layout.contentMargins")) ?? ResolvedInsets(top: 0, left: 0, bottom: 0, right: 0)
      configuration.label
        .font((try? style?.font("fonts.title")).map { SwiftUI.Font($0) })
        .foregroundColor((try? style?.color("colors.title")).map { SwiftUI.Color($0) })
        .opacity((try? style?.number("colors.titleOpacity")) ?? 1)
        .scaleEffect(CGFloat((try? style?.number("layout.labelScale")) ?? 1))
        .padding(
          EdgeInsets(
            top: CGFloat(margins.top), leading: CGFloat(margins.left), bottom: CGFloat(margins.bottom),
            trailing: CGFloat(margins.right))
        )
        .frame(maxWidth: .infinity, minHeight: CGFloat((try? style?.number("layout.minHeight")) ?? 0))
        .background { ComponentStill(background) }
        .contentShape(Rectangle())
    }
  }
#endif
