import DesignKit
import Testing

/// Where the SwiftUI face puts the platform's editor: the editable text each text component's drawing marks, laid
/// out as the face lays it out, at a few widths, in both directions and at the largest Dynamic Type size.
@Suite struct TextEditingPlacementTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var width: Double
    var environment: StyleEnvironment
    var description: String {
      "\(name) \(width) pt \(environment.layoutDirection.rawValue) \(environment.dynamicTypeSize.rawValue)"
    }
  }

  static let names = ["VBaseTextField", "VTextField", "VTextFieldRow", "VTextView", "VCodeEntryView"]
  static let cases: [Case] = names.flatMap { name in
    [240.0, 375].flatMap { width in
      [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
        [DynamicTypeSize.large, .accessibility5].map { size in
          Case(
            name: name, width: width,
            environment: StyleEnvironment(dynamicTypeSize: size, layoutDirection: direction))
        }
      }
    }
  }

  /// A focused host of `name` showing "Ada" (a code entry "284"), its editor, the line showing the text, and the
  /// laid-out drawing, at `width`.
  static func placed(_ c: Case) throws -> (
    editor: DrawingRect, text: DrawingRect?, frame: HostFrame, omitted: LaidOutDrawing
  ) {
    func run<C: EditableTextComponent>(_ component: C, _ shown: String) throws -> (
      DrawingRect, DrawingRect?, HostFrame, LaidOutDrawing
    ) {
      var host = try ComponentHost(component, environment: c.environment)
      _ = host.handle(.focus(.pointer))
      let rects = try host.editableTexts(proposedWidth: c.width)
      #expect(rects.count == 1, "\(c)")
      let frame = try host.frame(proposedWidth: c.width)
      let regions = DrawingLayout(layoutDirection: c.environment.layoutDirection, measurer: .approximate)
        .regions(of: frame.drawing, proposedWidth: c.width)
      return (
        try #require(rects.first), regions.text(shown), frame, frame.laidOut.omittingEditedText(in: rects)
      )
    }
    switch c.name {
    case "VBaseTextField": return try run(VBaseTextField(placeholder: "Name", text: "Ada"), "Ada")
    case "VTextField": return try run(VTextField(header: "Name", footer: "As on your card", text: "Ada"), "Ada")
    case "VTextFieldRow": return try run(VTextFieldRow(title: "Name", text: "Ada"), "Ada")
    case "VTextView": return try run(VTextView(placeholder: "Notes", text: "Ada"), "Ada")
    default: return try run(VCodeEntryView(code: "284"), "2")
    }
  }

  @Test(arguments: cases)
  func theEditorCoversTheDrawnTextInsideTheComponent(_ c: Case) throws {
    let (editor, text, frame, _) = try Self.placed(c)
    let line = try #require(text, "\(c): the text is not drawn")
    // The text's line lies in the editor's box, which lies in the component's frame.
    #expect(line.x >= editor.x - 0.01 && line.x + line.width <= editor.x + editor.width + 0.01, "\(c)")
    #expect(line.y >= editor.y - 0.01 && line.y + line.height <= editor.y + editor.height + 0.01, "\(c)")
    #expect(editor.x >= 0 && editor.x + editor.width <= frame.laidOut.width + 0.01, "\(c)")
    #expect(editor.y >= 0 && editor.y + editor.height <= frame.laidOut.height + 0.01, "\(c)")
    // A field's editor runs from its text up to its buttons: wider than the text itself.
    if c.name != "VCodeEntryView" { #expect(editor.width > line.width, "\(c)") }
  }

  @Test(arguments: cases.filter { $0.environment.layoutDirection == .leftToRight })
  func rightToLeftMirrorsTheEditor(_ c: Case) throws {
    var mirrored = c
    mirrored.environment.layoutDirection = .rightToLeft
    let (left, _, frame, _) = try Self.placed(c)
    let (right, _, _, _) = try Self.placed(mirrored)
    #expect(abs(right.x - (frame.laidOut.width - left.x - left.width)) < 0.01, "\(c)")
    #expect(right.y == left.y && right.width == left.width && right.height == left.height, "\(c)")
  }

  // A code entry's editor is hidden: its cells keep drawing the code, so nothing is left out for it.
  @Test(
    arguments: cases.filter {
      $0.width == 375 && $0.environment.layoutDirection == .leftToRight && $0.name != "VCodeEntryView"
    })
  func underTheEditorTheCanvasPaintsAllButTheText(_ c: Case) throws {
    let (_, _, frame, omitted) = try Self.placed(c)
    func texts(_ nodes: [PlacedNode]) -> [String] {
      nodes.flatMap { node -> [String] in
        switch node {
        case .text(let run, _, _, _): [run.string]
        case .shape: []
        case .group(_, let children): texts(children)
        }
      }
    }
    func shapes(_ nodes: [PlacedNode]) -> Int {
      nodes.reduce(0) { count, node in
        switch node {
        case .text: count
        case .shape: count + 1
        case .group(_, let children): count + shapes(children)
        }
      }
    }
    let all = texts(frame.laidOut.nodes)
    let kept = texts(omitted.nodes)
    #expect(all.contains("Ada") || c.name == "VCodeEntryView", "\(c)")
    #expect(!kept.contains("Ada"), "\(c)")
    // The header and footer stay; the background and border stay (only the caret goes).
    for label in ["Name", "As on your card"] where all.contains(label) && c.name != "VBaseTextField" {
      #expect(kept.contains(label), "\(c): \(label)")
    }
    #expect(shapes(omitted.nodes) >= shapes(frame.laidOut.nodes) - 1, "\(c)")
    // A bare field has no background: its caret was its only shape.
    if c.name != "VBaseTextField" { #expect(shapes(omitted.nodes) > 0, "\(c)") }
  }

  @Test func aCodeReadsLeftToRightInEveryDirection() throws {
    for direction in [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft] {
      let frame = try ComponentHost(
        VCodeEntryView(code: "284"), environment: StyleEnvironment(layoutDirection: direction)
      ).frame()
      let regions = DrawingLayout(layoutDirection: direction).regions(of: frame.drawing)
      let xs = try ["2", "8", "4"].map { try #require(regions.text($0), "\(direction) \($0)").x }
      #expect(xs == xs.sorted(), "\(direction): \(xs)")
    }
  }
}
