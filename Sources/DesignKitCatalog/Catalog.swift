import DesignKitCore

/// The built-in components.
public enum Catalog {
  /// Every built-in component, by family.
  public static let registry = ComponentRegistry([
    RegisteredComponent(VPrimaryButton.self),
    RegisteredComponent(VToggle.self),
    RegisteredComponent(VTextField.self),
    // Lab and composition parts (issue 9).
    RegisteredComponent(VBadge.self), RegisteredComponent(VEmptyState.self), RegisteredComponent(VCard.self),
    RegisteredComponent(VAvatar.self), RegisteredComponent(VListSection.self), RegisteredComponent(VRow.self),
    RegisteredComponent(VTextFieldRow.self), RegisteredComponent(VCardHeader.self),
    RegisteredComponent(VCardTitle.self),
    RegisteredComponent(VCardDescription.self), RegisteredComponent(VCardContent.self),
    RegisteredComponent(VCardFooter.self), RegisteredComponent(VFieldGroup.self), RegisteredComponent(VField.self),
    RegisteredComponent(VFieldLabel.self), RegisteredComponent(VFieldDescription.self),
    RegisteredComponent(VFieldError.self), RegisteredComponent(VFieldControl.self),
  ])
}

extension Theme {
  /// The built-in defaults for every built-in component.
  public static var `default`: Theme { Theme(registry: Catalog.registry) }
}

extension PresetLoader {
  /// A loader for the built-in components, reading from the disk, importing DTCG token files.
  public init() { self.init(registry: Catalog.registry, tokenFileImporter: DTCGTokenImporter()) }
}
