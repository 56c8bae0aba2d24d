import DesignKitValues

extension ComponentModel {
  /// Checks every value the way a preset's values are checked, and throws all problems at once.
  ///
  /// Resolving a configured component and starting a session with a model run this check too; call it to find
  /// problems earlier, for instance in a test of a static model preset.
  public func validate() throws(DiagnosticList) { _ = try checkedTree() }

  /// The model's style tree once `validate()` finds nothing wrong.
  func checkedTree() throws(DiagnosticList) -> StyleNode {
    let tree: StyleNode
    do {
      tree = try StyleTreeEncoder.node(for: self)
    } catch {
      throw DiagnosticList([Diagnostic(.semantic, "\(error)")])
    }
    let problems = tree.validationDiagnostics()
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    return tree
  }
}

extension ComponentDefinition {
  /// Checks `model` for this component the way a preset's values for it are checked, and throws all problems at
  /// once: the values (`ComponentModel.validate()`), and cells set for states the component never shows (a text
  /// field's pressed text color), which a preset cannot name. Resolving a configured component and starting its
  /// session run this check too.
  public static func validate(_ model: Model) throws(DiagnosticList) { _ = try checkedTree(of: model) }

  /// The model's style tree once `validate(_:)` finds nothing wrong.
  static func checkedTree(of model: Model) throws(DiagnosticList) -> StyleNode {
    let tree: StyleNode
    do {
      tree = try StyleTreeEncoder.node(for: model)
    } catch {
      throw DiagnosticList([Diagnostic(.semantic, "\(error)")])
    }
    let defaults = try? DefaultTrees.tree(for: Model.self)
    // The same model checked again (every session of a default model starts here) is not checked again: the check
    // depends only on the tree and the defaults it is compared with.
    let key = ObjectIdentifier(Self.self)
    if let passed = validTrees.withLock({ $0[key] }), passed.tree == tree, passed.defaults == defaults { return tree }
    let problems =
      tree.validationDiagnostics()
      + tree.unshownCellProblems(DefaultTrees.reachableCases(of: Self.self), defaults: defaults, typeNames: typeNames)
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    validTrees.withLock { $0[key] = (tree, defaults) }
    return tree
  }
}

/// The last tree each component's check passed, with the defaults it was checked against.
private let validTrees = Locked<[ObjectIdentifier: (tree: StyleNode, defaults: StyleNode?)]>([:])
