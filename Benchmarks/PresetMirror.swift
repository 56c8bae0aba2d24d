import DesignKit

/// The complete default preset as a plain `Codable` struct, decoded by Foundation's `JSONDecoder` as the
/// baseline for theme loading: one property per registered component, synthesized conformance.
///
/// When the catalog grows, add the new component here; `PresetMirror.componentNames` lets the benchmark
/// report a component the baseline does not cover.
struct PresetMirror: Codable {
  struct Components: Codable {
    var VPrimaryButton: VPrimaryButtonModel
    var VToggle: VToggleModel
    var VTextField: VTextFieldModel
  }

  var schema: String
  var name: String
  var components: Components

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case name, components
  }

  /// The components the mirror decodes.
  static let componentNames = ["VPrimaryButton", "VToggle", "VTextField"]

  /// Whether the decoded models equal DesignKit's, by component name.
  func matches(_ models: [String: any ComponentModel]) -> Bool {
    models["VPrimaryButton"] as? VPrimaryButtonModel == components.VPrimaryButton
      && models["VToggle"] as? VToggleModel == components.VToggle
      && models["VTextField"] as? VTextFieldModel == components.VTextField
  }
}
