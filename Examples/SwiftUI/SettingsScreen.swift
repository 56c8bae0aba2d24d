import DesignKit
import SwiftUI

/// A settings screen: DesignKit components stand in a SwiftUI body like SwiftUI's own views; bound values are the
/// screen's state (the component proposes, the binding decides), and the look comes from a preset.
struct SettingsScreen: View {
  @State private var wifi = true
  @State private var units = 0
  @State private var copies = 1.0
  @State private var saved = false

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      VToggle(title: "Wi-Fi").value($wifi)
      VSegmentedPicker(items: ["Metric", "Imperial"], accessibilityLabel: "Units").selection($units)
      VStepper(value: copies, range: 1...10, accessibilityLabel: "Copies").value($copies)
      // Callbacks given to a component are `@Sendable`; `onAction` runs on the main actor, with the screen's state.
      VPrimaryButton(action: {}, title: saved ? "Saved" : "Save").onAction { saved = true }
    }
    .padding(20)
    // `Brand.json` in the app's bundle (its errors go to `onError` with file, line and column), else the built-in
    // preset of that name.
    .designKitPreset("brand") { problems in print(problems) }
  }
}
