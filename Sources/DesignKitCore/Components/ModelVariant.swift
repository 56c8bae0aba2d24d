/// A named variant of a model, as VComponents' static appearances (`.insettedContent`, `.noDragIndicator`): an edit
/// of the model, so it applies over whatever the model already is (a preset's changes, another variant).
///
/// A model lists its variants in `VariantModel.variants`. The registry offers each one as a built-in named rule
/// (`VHalfModal.noDragIndicator`, which a composition node applies with `"rules": ["noDragIndicator"]` and a preset
/// may refine), and the model's static member of the same name is `variant(named:)` of it.
public struct ModelVariant<Model: ComponentModel>: Sendable {
  /// The name (`noDragIndicator`).
  public let name: String
  /// What it changes, in a sentence.
  public let summary: String
  private let edit: @Sendable (inout Model) -> Void

  /// A variant called `name` that `edit`s the model.
  public init(_ name: String, _ summary: String, edit: @escaping @Sendable (inout Model) -> Void) {
    self.name = name
    self.summary = summary
    self.edit = edit
  }

  /// `model` with the variant applied.
  public func applied(to model: Model) -> Model {
    var copy = model
    edit(&copy)
    return copy
  }

  /// The variant as an edit of a component's tree (the registry's built-in rule of this name; `Presets` makes the
  /// rule's layer from it).
  var treeEdit: VariantEdit { VariantEdit(Model.self, edit: edit) }

}

/// A model with named variants.
public protocol VariantModel: ComponentModel {
  /// The variants, in the order documentation lists them.
  static var variants: [ModelVariant<Self>] { get }
}

extension VariantModel {
  /// The default model with the variant called `name` applied; the default model when it has none of that name
  /// (the models' static members name their own variants, and a test checks each one).
  public static func variant(named name: String) -> Self {
    variants.first { $0.name == name }?.applied(to: Self()) ?? Self()
  }
}

/// A variant as the registry lists it: its name and what it changes.
public struct VariantSummary: Sendable, Hashable {
  /// The name (`noDragIndicator`).
  public let name: String
  /// What it changes, in a sentence.
  public let summary: String
}

/// A Swift edit of a typed model as an edit of its tree, for the model type it was written for: a named variant's
/// (the registry's built-in rule) and any Swift `StyleLayer`'s.
struct VariantEdit: Sendable {
  /// The model type the edit decodes.
  let modelType: ObjectIdentifier
  /// The tree with the edit applied.
  let apply: @Sendable (StyleNode) throws -> StyleNode

  /// `edit` of a model of type `M`, applied by decoding the tree, editing the model and encoding it again.
  init<M: Codable & Sendable>(_ type: M.Type, edit: @escaping @Sendable (inout M) -> Void) {
    modelType = ObjectIdentifier(M.self)
    apply = { node in
      var model = try StyleTreeDecoder.value(M.self, from: node)
      edit(&model)
      return try StyleTreeEncoder.node(for: model)
    }
  }
}
