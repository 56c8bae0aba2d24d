/// Edge insets in points, with leading / trailing that follow the layout direction.
public struct Insets: Hashable, Sendable {
  /// Top inset.
  public var top: Double
  /// Leading inset (left in left-to-right layouts).
  public var leading: Double
  /// Bottom inset.
  public var bottom: Double
  /// Trailing inset (right in left-to-right layouts).
  public var trailing: Double

  /// Insets per edge.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }

  /// Horizontal insets on leading and trailing, vertical on top and bottom.
  public init(horizontal: Double, vertical: Double) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }

  /// No insets.
  public static let zero = Insets(0)

  package static let edgeKeys = ["top", "leading", "bottom", "trailing"]
}

extension Insets: JSONRepresentable {
  /// Parses a number (all edges), `{"horizontal", "vertical"}` or `{"top", "leading", "bottom", "trailing"}`.
  public init(json: JSONValue, path: JSONPath) throws(Diagnostic) {
    let valid = 0.0...Double.infinity
    if case .number = json.kind {
      self.init(try JSONValue.checkedNumber(json, path: path, in: valid))
      return
    }
    let o = try JSONObjectReader(
      json, path: path, what: "insets (a number, {horizontal, vertical} or {top, leading, bottom, trailing})",
      allowed: ["horizontal", "vertical"] + Insets.edgeKeys)
    let usesAxes = o.has("horizontal") || o.has("vertical")
    let usesEdges = Insets.edgeKeys.contains { o.has($0) }
    if usesAxes && usesEdges {
      throw Diagnostic(
        .semantic, "insets at `\(path)` mix {horizontal, vertical} with edge keys; use one form", at: json.location,
        path: path)
    }
    if usesAxes {
      self.init(
        horizontal: try o.number("horizontal", in: valid) ?? 0, vertical: try o.number("vertical", in: valid) ?? 0)
    } else {
      self.init(
        top: try o.number("top", in: valid) ?? 0, leading: try o.number("leading", in: valid) ?? 0,
        bottom: try o.number("bottom", in: valid) ?? 0, trailing: try o.number("trailing", in: valid) ?? 0)
    }
  }

  /// The shortest form that says the same.
  public var json: JSONValue {
    if top == bottom && leading == trailing {
      if top == leading { return .number(top) }
      return .object([("horizontal", .number(leading)), ("vertical", .number(top))])
    }
    return .object([
      ("top", .number(top)), ("leading", .number(leading)), ("bottom", .number(bottom)),
      ("trailing", .number(trailing)),
    ])
  }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
  /// Width.
  @Dimension public var width: Double
  /// Height.
  @Dimension public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A square.
  public init(square side: Double) { self.init(width: side, height: side) }
}
