#if canImport(SwiftUI)
  import DesignKitCore
  import Foundation
  import SwiftUI

  extension GraphicsContext {
    /// Paints `plan`, back to front: the same commands the SVG renderer writes, so the two never disagree.
    mutating func paint(_ plan: RenderPlan) {
      var index = 0
      paint(plan.commands, from: &index)
    }

    /// Paints commands from `index` up to the `endLayer` that closes the layer they are in (or the end).
    private mutating func paint(_ commands: [RenderCommand], from index: inout Int) {
      while index < commands.count {
        let command = commands[index]
        index += 1
        switch command {
        case .shape(let path, let fill, let stroke):
          let shape = Path(path)
          if let fill { self.fill(shape, with: .color(SwiftUI.Color(fill))) }
          if let stroke {
            let cap: CGLineCap = stroke.roundsCapsAndJoins ? .round : .butt
            let join: CGLineJoin = stroke.roundsCapsAndJoins ? .round : .miter
            self.stroke(
              shape, with: .color(SwiftUI.Color(stroke.color)),
              style: StrokeStyle(lineWidth: CGFloat(stroke.lineWidth), lineCap: cap, lineJoin: join))
          }
        case .text(let text):
          drawRun(text)
        case .beginLayer(let layer):
          drawLayer { context in
            context.apply(layer)
            context.paint(commands, from: &index)
          }
        case .endLayer:
          return
        }
      }
    }

    /// Sets up a layer: its transforms, group opacity, clip, edge-fade mask and shadow.
    private mutating func apply(_ layer: RenderLayer) {
      for transform in layer.transforms {
        switch transform {
        case .translate(let x, let y):
          translateBy(x: CGFloat(x), y: CGFloat(y))
        case .rotate(let degrees, let anchorX, let anchorY):
          translateBy(x: CGFloat(anchorX), y: CGFloat(anchorY))
          rotate(by: .degrees(degrees))
          translateBy(x: CGFloat(-anchorX), y: CGFloat(-anchorY))
        case .scale(let scale, let anchorX, let anchorY):
          translateBy(x: CGFloat(anchorX), y: CGFloat(anchorY))
          scaleBy(x: CGFloat(scale), y: CGFloat(scale))
          translateBy(x: CGFloat(-anchorX), y: CGFloat(-anchorY))
        }
      }
      opacity = layer.opacity
      if let clip = layer.clip { self.clip(to: Path(clip)) }
      if let fade = layer.edgeFade {
        clipToLayer { mask in
          let rect = CGRect(fade.rect)
          let stops = fade.stops.map {
            Gradient.Stop(color: SwiftUI.Color.white.opacity($0.opacity), location: CGFloat($0.location))
          }
          mask.fill(
            Path(rect),
            with: .linearGradient(
              Gradient(stops: stops), startPoint: CGPoint(x: rect.minX, y: rect.midY),
              endPoint: CGPoint(x: rect.maxX, y: rect.midY)))
        }
      }
      if let shadow = layer.shadow?.shadow {
        addFilter(
          .shadow(
            color: SwiftUI.Color(shadow.color), radius: CGFloat(shadow.radius), x: CGFloat(shadow.x),
            y: CGFloat(shadow.y)))
      }
    }

    /// Draws a text run in the line box layout gave it: the platform measured it with the same font, so its
    /// line box's top plus the font's ascent is the baseline layout computed.
    private mutating func drawRun(_ text: RenderText) {
      let run = SwiftUI.Text(verbatim: text.string).font(SwiftUI.Font(text.font))
        .foregroundColor(SwiftUI.Color(text.color))
      let top = CGFloat(text.box.y)
      switch text.anchor {
      case .start: draw(run, at: CGPoint(x: CGFloat(text.x), y: top), anchor: .topLeading)
      case .end: draw(run, at: CGPoint(x: CGFloat(text.x), y: top), anchor: .topTrailing)
      }
    }
  }

  extension Path {
    /// The render plan's path: its primitives where SwiftUI has them, else its elements.
    init(_ path: RenderPath) {
      switch path {
      case .rectangle(let rect):
        self.init(CGRect(rect))
      case .roundedRectangle(let rect, let radius):
        self.init(roundedRect: CGRect(rect), cornerRadius: CGFloat(radius), style: .circular)
      case .circle(let x, let y, let r):
        self.init(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
      case .line(let x1, let y1, let x2, let y2):
        self.init()
        move(to: CGPoint(x: x1, y: y1))
        addLine(to: CGPoint(x: x2, y: y2))
      case .arc, .elements:
        self.init()
        for element in path.elements {
          switch element {
          case .move(let x, let y): move(to: CGPoint(x: x, y: y))
          case .line(let x, let y): addLine(to: CGPoint(x: x, y: y))
          case .curve(let x1, let y1, let x2, let y2, let x, let y):
            addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: x1, y: y1), control2: CGPoint(x: x2, y: y2))
          case .close: closeSubpath()
          }
        }
      }
    }
  }

  extension CGRect {
    /// A drawing's rectangle.
    init(_ rect: DrawingRect) {
      self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
  }

  extension SwiftUI.Color {
    /// A DesignKit color, in sRGB as DesignKit's colors are.
    init(_ color: DesignKitCore.Color) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }

  extension SwiftUI.Font {
    /// The font a DesignKit font names: the system font at its size, weight and design, or its family.
    init(_ font: DesignKitCore.Font) {
      if let family = font.family {
        self = .custom(family, fixedSize: CGFloat(font.size)).weight(Weight(font.weight))
      } else {
        self = .system(size: CGFloat(font.size), weight: Weight(font.weight), design: Design(font.design))
      }
    }
  }

  extension SwiftUI.Font.Weight {
    /// A DesignKit weight.
    init(_ weight: DesignKitCore.Font.Weight) {
      self = weight.mapped([.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black])
    }
  }

  extension DesignKitCore.Font.Weight {
    /// The weight among `weights`, a platform's nine weights from ultra-light to black.
    func mapped<W>(_ weights: [W]) -> W {
      weights[DesignKitCore.Font.Weight.allCases.firstIndex(of: self) ?? 3]
    }
  }

  extension SwiftUI.Font.Design {
    /// A DesignKit design.
    init(_ design: DesignKitCore.Font.Design) {
      switch design {
      case .default: self = .default
      case .serif: self = .serif
      case .rounded: self = .rounded
      case .monospaced: self = .monospaced
      }
    }
  }
#endif
