#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The space colors are mixed and animated in.
public enum ColorInterpolation: String, Hashable, Sendable, CaseIterable {
  /// Per component in linear sRGB with straight alpha (what SwiftUI animates).
  case linearSRGB
  /// In OKLab with premultiplied alpha (the CSS Color 4 default); keeps lightness and hue steadier.
  case oklab
}

/// A color in Björn Ottosson's OKLab space, with straight alpha.
public struct OKLab: Hashable, Sendable {
  /// Perceived lightness, 0 (black) to 1 (white).
  public var lightness: Double
  /// Green (negative) to red (positive).
  public var a: Double
  /// Blue (negative) to yellow (positive).
  public var b: Double
  /// Opacity.
  public var alpha: Double

  /// Creates an OKLab color.
  public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
    self.lightness = lightness
    self.a = a
    self.b = b
    self.alpha = alpha
  }
}

extension Color {
  /// The sRGB decoding (electro-optical) transfer: an encoded component to linear light; odd for negative input.
  ///
  /// Accurate to about 1e-14 relative; 0 and ±1 map to themselves exactly.
  public static func linearFromSRGB(_ c: Double) -> Double {
    let x = c.magnitude
    if x == 1 { return c }
    let l = x <= 0.04045 ? x / 12.92 : FastPower.pow12over5((x + 0.055) / 1.055)
    return c < 0 ? -l : l
  }

  /// The sRGB encoding transfer: linear light to an encoded component; odd for negative input.
  public static func sRGBFromLinear(_ l: Double) -> Double {
    let x = l.magnitude
    if x == 1 { return l }
    let c = x <= 0.0031308 ? 12.92 * x : 1.055 * FastPower.pow5over12(x) - 0.055
    return l < 0 ? -c : c
  }

  /// The components in linear sRGB.
  public var linearRGB: (red: Double, green: Double, blue: Double) {
    (Color.linearFromSRGB(red), Color.linearFromSRGB(green), Color.linearFromSRGB(blue))
  }

  /// A color from linear sRGB components (extended range allowed).
  public init(linearRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(
      red: Color.sRGBFromLinear(red), green: Color.sRGBFromLinear(green), blue: Color.sRGBFromLinear(blue),
      alpha: alpha)
  }

  /// This color in OKLab.
  public var oklab: OKLab {
    let (r, g, b) = linearRGB
    return OKLab(linearRed: r, green: g, blue: b, alpha: alpha)
  }

  /// The sRGB color of an OKLab color (components may leave 0...1 for colors outside the sRGB gamut).
  public init(_ lab: OKLab) {
    let (r, g, b) = lab.linearRGB
    self.init(linearRed: r, green: g, blue: b, alpha: lab.alpha)
  }

  /// The color `fraction` of the way from `from` to `to`, mixed in `space`.
  ///
  /// Fractions outside 0...1 extrapolate (springs overshoot); the resulting alpha is clamped to 0...1.
  /// Fraction 0 and 1 return the end colors exactly.
  public static func mix(_ from: Color, _ to: Color, fraction: Double, in space: ColorInterpolation = .linearSRGB)
    -> Color
  {
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    switch space {
    case .linearSRGB:
      let (r0, g0, b0) = from.linearRGB
      let (r1, g1, b1) = to.linearRGB
      return Color(
        linearRed: r0 + (r1 - r0) * fraction, green: g0 + (g1 - g0) * fraction, blue: b0 + (b1 - b0) * fraction,
        alpha: clampedAlpha(from.alpha + (to.alpha - from.alpha) * fraction))
    case .oklab:
      return Color(OKLab.mixPremultiplied(from.oklab, to.oklab, fraction: fraction))
    }
  }

  static func clampedAlpha(_ alpha: Double) -> Double { min(max(alpha, 0), 1) }

  /// Whether every component and the alpha lie in 0...1: the sRGB gamut, the only colors a preset or a token file
  /// accepts.
  public var isInGamut: Bool { [red, green, blue, alpha].allSatisfy { $0 >= 0 && $0 <= 1 } }

  /// This color brought into the sRGB gamut, for colors a model derives from the theme (a mix in OKLab of two
  /// in-gamut colors can leave the gamut by a little, e.g. a bright accent mixed toward white text).
  ///
  /// CSS Color 4's approach: OKLab lightness and hue are kept and chroma is reduced, by bisection, to the largest
  /// that fits; components are then clamped to 0...1 so that the result is exactly in gamut (a preset accepts it
  /// back), and alpha is clamped. Lightness at or beyond white or black gives white or black. A color in gamut is
  /// returned unchanged.
  public func mappedToGamut() -> Color {
    if isInGamut { return self }
    let alpha = Color.clampedAlpha(alpha)
    func clamped(_ c: Color) -> Color {
      Color(
        red: min(max(c.red, 0), 1), green: min(max(c.green, 0), 1), blue: min(max(c.blue, 0), 1), alpha: alpha)
    }
    let lab = oklab
    guard lab.lightness.isFinite, lab.a.isFinite, lab.b.isFinite else { return clamped(self) }
    if lab.lightness >= 1 { return Color(white: 1, alpha: alpha) }
    if lab.lightness <= 0 { return Color(white: 0, alpha: alpha) }
    func scaled(_ k: Double) -> Color {
      Color(OKLab(lightness: lab.lightness, a: lab.a * k, b: lab.b * k, alpha: alpha))
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<40 {
      let k = (low + high) / 2
      if scaled(k).isInGamut { low = k } else { high = k }
    }
    return clamped(scaled(low))
  }
}

extension OKLab {
  /// Linear sRGB → LMS → cube root → Lab (Ottosson's matrices).
  init(linearRed r: Double, green g: Double, blue b: Double, alpha: Double) {
    let l = FastPower.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = FastPower.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = FastPower.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    self.init(
      lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s, alpha: alpha)
  }

  /// Lab → LMS (cubed) → linear sRGB, with the exact inverses of the forward matrices (Ottosson's published
  /// inverses are rounded to 10 digits, which moves colors by about 1e-6 on a round trip).
  var linearRGB: (Double, Double, Double) {
    let l0 = 0.9999999984505198 * lightness + 0.39633779217376786 * a + 0.2158037580607588 * b
    let m0 = 1.0000000088817609 * lightness - 0.10556134232365635 * a - 0.06385417477170591 * b
    let s0 = 1.0000000546724108 * lightness - 0.08948418209496575 * a - 1.2914855378640917 * b
    let (l, m, s) = (l0 * l0 * l0, m0 * m0 * m0, s0 * s0 * s0)
    return (
      4.076741661347994 * l - 3.3077115904081933 * m + 0.2309699287294279 * s,
      -1.268438004092176 * l + 2.6097574006633715 * m - 0.3413193963102196 * s,
      -0.004196086541837109 * l - 0.7034186144594496 * m + 1.7076147009309448 * s
    )
  }

  /// Mixes with premultiplied alpha: lightness and chroma of a more transparent end weigh less.
  static func mixPremultiplied(_ x: OKLab, _ y: OKLab, fraction f: Double) -> OKLab {
    let alpha = x.alpha + (y.alpha - x.alpha) * f
    guard alpha != 0 else {
      return OKLab(
        lightness: x.lightness + (y.lightness - x.lightness) * f, a: x.a + (y.a - x.a) * f,
        b: x.b + (y.b - x.b) * f, alpha: 0)
    }
    let (xa, ya) = (x.alpha, y.alpha)
    return OKLab(
      lightness: (x.lightness * xa + (y.lightness * ya - x.lightness * xa) * f) / alpha,
      a: (x.a * xa + (y.a * ya - x.a * xa) * f) / alpha, b: (x.b * xa + (y.b * ya - x.b * xa) * f) / alpha,
      alpha: Color.clampedAlpha(alpha))
  }
}

/// Mixes two fixed colors at many fractions: the end colors are converted once, so a sample costs only
/// the interpolation and the conversion back to sRGB.
public struct ColorInterpolator: Sendable {
  /// The color at fraction 0.
  public let from: Color
  /// The color at fraction 1.
  public let to: Color
  /// The space colors are mixed in.
  public let space: ColorInterpolation
  // linear sRGB: (r, g, b, alpha) of both ends; OKLab: premultiplied (L, a, b, alpha).
  private let start: (Double, Double, Double, Double)
  private let end: (Double, Double, Double, Double)

  /// Prepares mixing `from` into `to` in `space`.
  public init(from: Color, to: Color, in space: ColorInterpolation = .linearSRGB) {
    self.from = from
    self.to = to
    self.space = space
    switch space {
    case .linearSRGB:
      let (r0, g0, b0) = from.linearRGB
      let (r1, g1, b1) = to.linearRGB
      start = (r0, g0, b0, from.alpha)
      end = (r1, g1, b1, to.alpha)
    case .oklab:
      let (x, y) = (from.oklab, to.oklab)
      start = (x.lightness * x.alpha, x.a * x.alpha, x.b * x.alpha, x.alpha)
      end = (y.lightness * y.alpha, y.a * y.alpha, y.b * y.alpha, y.alpha)
    }
  }

  /// The color at `fraction`; the same result as `Color.mix(from, to, fraction:in:)`.
  public func color(at fraction: Double) -> Color {
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    let f = fraction
    let alpha = start.3 + (end.3 - start.3) * f
    let c0 = start.0 + (end.0 - start.0) * f
    let c1 = start.1 + (end.1 - start.1) * f
    let c2 = start.2 + (end.2 - start.2) * f
    switch space {
    case .linearSRGB:
      return Color(linearRed: c0, green: c1, blue: c2, alpha: Color.clampedAlpha(alpha))
    case .oklab:
      guard alpha != 0 else { return Color(OKLab.mixPremultiplied(from.oklab, to.oklab, fraction: f)) }
      return Color(OKLab(lightness: c0 / alpha, a: c1 / alpha, b: c2 / alpha, alpha: Color.clampedAlpha(alpha)))
    }
  }
}

/// x^(5/12), x^(12/5) and cube roots to about 1e-14 relative, several times faster than `pow` / `cbrt`.
///
/// x = m·2^e with m in [1, 2): 2^(e·p) comes from the exponent (a whole power of two times one of a few
/// constants), m^p from a degree-4 Chebyshev fit (1.2e-5) polished by one Halley step on y^n = m^k, which
/// cubes the error. Zero, subnormal, infinite and NaN inputs go to the C library.
enum FastPower {
  /// x^(5/12) for x >= 0 (the sRGB encoding exponent 1/2.4).
  static func pow5over12(_ x: Double) -> Double {
    guard let (m, e) = split(x) else { return pow(x, 5.0 / 12) }
    let (q, r) = floorDivide(e, 12)
    let m2 = m * m
    let target = m2 * m2 * m  // y^12 = m^5
    var y =
      0.41201812903830404 + m
      * (0.8266297323341193 + m * (-0.3159699452840391 + m * (0.08798860967267874 + m * -0.010654742850490931)))
    let y3 = y * y * y
    let y6 = y3 * y3
    let y12 = y6 * y6
    y *= (11 * y12 + 13 * target) / (13 * y12 + 11 * target)
    let scale: Double
    switch r {
    case 0: scale = 1
    case 1: scale = 1.3348398541700344  // 2^(5/12)
    case 2: scale = 1.7817974362806785
    case 3: scale = 2.3784142300054421
    case 4: scale = 3.1748021039363987
    case 5: scale = 4.2378523774371813
    case 6: scale = 5.6568542494923806
    case 7: scale = 7.5509945014535491
    case 8: scale = 10.079368399158984
    case 9: scale = 13.454342644059432
    case 10: scale = 17.959392772949972
    default: scale = 23.972913230026901
    }
    return y * scale * powerOfTwo(5 &* q)
  }

  /// x^(12/5) for x >= 0 (the sRGB decoding exponent 2.4).
  static func pow12over5(_ x: Double) -> Double {
    guard let (m, e) = split(x) else { return pow(x, 2.4) }
    let (q, r) = floorDivide(e, 5)
    let target = m * m  // y^5 = m^2
    var y =
      0.43048919606134484 + m
      * (0.8060879026122927 + m * (-0.3136121324829178 + m * (0.08768342040698462 + m * -0.010636562288971231)))
    let y2 = y * y
    let y5 = y2 * y2 * y
    y *= (4 * y5 + 6 * target) / (6 * y5 + 4 * target)
    let scale: Double
    switch r {
    case 0: scale = 1
    case 1: scale = 1.3195079107728942  // 2^(2/5)
    case 2: scale = 1.7411011265922482
    case 3: scale = 2.2973967099940700
    default: scale = 3.0314331330207961
    }
    return x * x * y * scale * powerOfTwo(2 &* q)
  }

  /// The real cube root, odd for negative input.
  static func cbrt(_ x: Double) -> Double {
    guard let (m, e) = split(x.magnitude) else { return x == 0 ? x : libmCubeRoot(x) }
    let (q, r) = floorDivide(e, 3)
    var y =
      0.5084520952543534 + m
      * (0.7139801548188905 + m * (-0.29626529803787854 + m * (0.08411930062042512 + m * -0.010274592492459201)))
    let y3 = y * y * y
    y *= (y3 + 2 * m) / (2 * y3 + m)
    let scale: Double = r == 0 ? 1 : r == 1 ? 1.2599210498948732 : 1.5874010519681994
    let root = y * scale * powerOfTwo(q)
    return x < 0 ? -root : root
  }

  /// m in [1, 2) and e with x = m·2^e, for positive normal x.
  @inline(__always)
  private static func split(_ x: Double) -> (Double, Int)? {
    let bits = x.bitPattern
    let field = Int(truncatingIfNeeded: bits >> 52)
    guard field > 0, field < 0x7FF else { return nil }
    return (Double(bitPattern: bits & 0x000F_FFFF_FFFF_FFFF | 0x3FF0_0000_0000_0000), field &- 1023)
  }

  @inline(__always)
  private static func floorDivide(_ a: Int, _ b: Int) -> (Int, Int) {
    // Exponents of normal doubles (|a| < 1100) and small constant divisors: nothing here can overflow.
    let q = a >= 0 ? a / b : (a &- b &+ 1) / b
    return (q, a &- q &* b)
  }

  /// 2^n for n in the normal exponent range (callers stay well inside it).
  @inline(__always)
  private static func powerOfTwo(_ n: Int) -> Double {
    Double(bitPattern: UInt64(truncatingIfNeeded: 1023 &+ n) &<< 52)
  }
}

/// The C library's cube root, named apart from `FastPower.cbrt`.
private func libmCubeRoot(_ x: Double) -> Double { cbrt(x) }
