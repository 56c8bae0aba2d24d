#if canImport(SwiftUI)
  import DesignKitCore
  import SwiftUI

  /// Every state of a component under every preview environment: what each component's `PreviewProvider` shows
  /// (`Components+Previews.swift`), and what the demo app shows of a component when it is opened.
  ///
  /// The cells are `C.previewSamples`, in their order, each the gallery sample resting in the cell's state
  /// (`galleryPreview(in:)`) inside SwiftUI's own color scheme, Dynamic Type size and layout direction for the
  /// cell's `PreviewEnvironment`, so the component lays out as it would in an app under that setting.
  public struct ComponentPreviews<C: DrawableComponent>: View {
    public init() {}

    public var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          ForEach(C.previewSamples, id: \.name) { sample in
            if let component = C.galleryPreview(in: sample.state) {
              VStack(alignment: .leading, spacing: 6) {
                Text(verbatim: sample.name).font(.caption).foregroundStyle(.secondary)
                ComponentView(component)
              }
              .padding(12)
              .previewEnvironment(sample.environment)
            }
          }
        }
        .padding()
      }
    }
  }
#endif
