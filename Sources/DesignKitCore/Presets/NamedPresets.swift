/// Presets a preset may extend by name (`"extends": "brand"`), read from files of their own rather than beside the
/// preset: a package that depends on DesignKit has no `Models/` folder to point a path at. The catalog supplies the
/// repository's built-in presets (`BuiltInPresets`), and `PresetLoader()` reads them.
public struct NamedPresets: Sendable {
  /// The names, as `extends` spells them (`brand`, `dark-tuned`).
  public var names: [String]
  /// Holds each preset as `<name>.json`, beside the files those presets name (`tokenFiles`).
  public var files: any FileSource

  /// Presets `names` in `files`.
  public init(names: [String], files: any FileSource) {
    self.names = names
    self.files = files
  }

  /// The file of the preset `name` in `files`.
  public func file(of name: String) -> String { name + ".json" }
}
