import DesignKit
import SwiftUI

/// A settings screen: DesignKit components stand in a SwiftUI body like SwiftUI's own views; bound values are the
/// screen's state (the component proposes, the binding decides), and the look comes from a preset.
struct SettingsScreen: View {
  @State private var wifi = true
  @State private var units = 0
  @State private var copies = 1.0
  @State private var email = ""
  @State private var password = ""
  @State private var saved = false
  @State private var confirmsReset = false

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      VToggle(title: "Wi-Fi").value($wifi)
      VSegmentedPicker(items: ["Metric", "Imperial"], accessibilityLabel: "Units").selection($units)
      VStepper(value: copies, range: 1...10, accessibilityLabel: "Copies").value($copies)
      // An email address: the model's input settings reach the platform's editor (keyboard, autofill).
      VTextField(model: emailModel, header: "Email", placeholder: "ada@example.com").text($email)
      // The secure model's content type: the field hides its text and offers to reveal it.
      VTextField(model: .secure, header: "Password", placeholder: "Password").text($password)
      // Callbacks given to a component are `@Sendable`; `onAction` runs on the main actor, with the screen's state.
      VPrimaryButton(action: {}, title: "Save").onAction { saved = true }
      VPrimaryButton(action: {}, title: "Reset").onAction { confirmsReset = true }
    }
    .padding(20)
    // The binding is the source of truth: setting it presents; the alert's actions and the toast's timing out set
    // it back to false.
    .vAlert(
      isPresented: $confirmsReset, title: "Reset settings?", message: "Wi-Fi, units and copies go back.",
      actions: [.init("Reset", role: .destructive), .init("Cancel", role: .cancel)]
    )
    .vToast(isPresented: $saved, type: .success, text: "Saved")
    // `Brand.json` in the app's bundle (its errors go to `onError` with file, line and column), else the built-in
    // preset of that name.
    .designKitPreset("brand") { problems in print(problems) }
  }

  /// A text field for an email address: the email keyboard, autofill from the person's addresses, no capitals.
  private var emailModel: VTextFieldModel {
    var model = VTextFieldModel()
    model.misc.input.keyboardType = .emailAddress
    model.misc.input.textContentType = .emailAddress
    model.misc.input.autocapitalization = .never
    return model
  }
}
