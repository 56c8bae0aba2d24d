import DesignKit
import Testing

/// Declared transitions and turning parts, placed for a motion.
@Suite struct DrawingMotionTests {
  /// A 100 × 40 box.
  static let box = Drawing.shape(.rectangle(CornerRadii(0), .continuous), fill: Color(red: 0, green: 0, blue: 1)).frame(
    width: 100, height: 40)

  /// The effects of the first group of `drawing` laid out in `direction`.
  static func effects(
    _ drawing: Drawing, _ direction: StyleEnvironment.LayoutDirection = .leftToRight
  ) throws -> PlacedEffects {
    let laidOut = DrawingLayout(layoutDirection: direction).layout(drawing)
    guard case .group(let effects, _)? = laidOut.nodes.first else {
      Issue.record("no group in \(laidOut.nodes)")
      return try #require(nil as PlacedEffects?)
    }
    return effects
  }

  @Test func aSlideFromAnEdgeMovesThePartByItsOwnSizeUnlessToldHowFar() throws {
    let bottom = Self.box.transition(.move(edge: .bottom))
    #expect(try Self.effects(bottom.applyingMotion(DrawingMotion(presented: 0.25))).offsetY == 30)
    #expect(try Self.effects(bottom.applyingMotion(.rest)).offsetY == 0)
    let top = Self.box.transition(.move(edge: .top, distance: 8))
    #expect(try Self.effects(top.applyingMotion(DrawingMotion(presented: 0))).offsetY == -8)
    let leading = Self.box.transition(.move(edge: .leading)).applyingMotion(DrawingMotion(presented: 0.5))
    #expect(try Self.effects(leading).offsetX == -50)
    #expect(try Self.effects(leading, .rightToLeft).offsetX == 50, "leading is on the right, right to left")
  }

  @Test func aScaleAndFadeGrowsAndFadesInAsOneLayer() throws {
    let drawing = Self.box.transition(DrawingTransition.scale(1.2).combined(with: .opacity))
    let half = try Self.effects(drawing.applyingMotion(DrawingMotion(presented: 0.5)))
    #expect(abs(half.scale - 1.1) < 1e-12 && half.opacity == 0.5 && half.compositesAsGroup)
    let hidden = try Self.effects(drawing.applyingMotion(DrawingMotion(presented: 0)))
    #expect(abs(hidden.scale - 1.2) < 1e-12 && hidden.opacity == 0)
  }

  @Test func reduceMotionFadesInsteadOfSlidingAndNothingTurns() throws {
    let drawing = Self.box.transition(.move(edge: .bottom)).applyingMotion(
      DrawingMotion(presented: 0.25, reducesMotion: true))
    let effects = try Self.effects(drawing)
    #expect(effects.offsetY == 0 && effects.opacity == 0.25)
    let turning = Self.box.turning().applyingMotion(DrawingMotion(turn: 0.25, reducesMotion: true))
    #expect(try Self.effects(turning).rotation == 0)
  }

  @Test func motionIsAppliedOnceSoAContainerCannotMoveAPartAgain() throws {
    let placed = Self.box.transition(.opacity).applyingMotion(DrawingMotion(presented: 0.5))
    #expect(placed.applyingMotion(DrawingMotion(presented: 0)) == placed)
  }

  @Test func aTurningPartTurnsByTheLoopsProgressInStepsWhenItHasThem() throws {
    let smooth = Self.box.turning().applyingMotion(DrawingMotion(turn: 1.3))
    #expect(abs(try Self.effects(smooth).rotation - 108) < 1e-9, "a turn and 0.3 of one")
    #expect(abs(try Self.effects(smooth, .rightToLeft).rotation + 108) < 1e-9)
    let stepped = Self.box.turning(clockwise: false, steps: 8).applyingMotion(DrawingMotion(turn: 0.3))
    #expect(try Self.effects(stepped).rotation == -90, "0.3 of a turn is the second of eight steps")
    let svg = SVGRenderer().svg(for: DrawingLayout().layout(smooth))
    #expect(svg.contains("transform=\"rotate(108 50 20)\""))
  }
}
