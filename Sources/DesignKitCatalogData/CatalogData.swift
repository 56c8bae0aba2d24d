/// The catalog's generated data, kept apart from its hand-written components so that the catalog reads as
/// components: the presets of `Models/` as text (`presetSources`) and each component's facts written down ahead of
/// time (`prebuilt`). Both files are generated (`Scripts/regenerate.sh`) and drift-tested; nothing here is edited by
/// hand. `Catalog.prebuilt` and `BuiltInPresets` are how the library reads them.
public enum CatalogData {}
