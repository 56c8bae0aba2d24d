import Testing

@testable import DesignKitCore
@testable import DesignKitValues

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct ColorInterpolationTests {
  func close(_ x: Color, _ y: Color, _ tolerance: Double = 1e-9) -> Bool {
    abs(x.red - y.red) <= tolerance && abs(x.green - y.green) <= tolerance && abs(x.blue - y.blue) <= tolerance
      && abs(x.alpha - y.alpha) <= tolerance
  }

  @Test func fastPowersMatchTheCLibrary() {
    var x = 1e-6
    while x < 50 {
      #expect(abs(FastPower.pow5over12(x) / pow(x, 5.0 / 12) - 1) < 1e-13, "x = \(x)")
      #expect(abs(FastPower.pow12over5(x) / pow(x, 2.4) - 1) < 1e-13, "x = \(x)")
      #expect(abs(FastPower.cbrt(x) / cbrt(x) - 1) < 1e-13, "x = \(x)")
      #expect(abs(FastPower.cbrt(-x) / cbrt(-x) - 1) < 1e-13, "x = \(x)")
      x *= 1.0137
    }
    #expect(FastPower.cbrt(0) == 0)
    #expect(FastPower.pow5over12(0) == 0)
    #expect(FastPower.pow12over5(.leastNonzeroMagnitude) == 0)
  }

  @Test func transferFunctionsInvertEachOtherAndMirrorTheSign() {
    for i in -300...300 {
      let c = Double(i) / 200
      #expect(abs(Color.sRGBFromLinear(Color.linearFromSRGB(c)) - c) < 1e-13, "c = \(c)")
      #expect(Color.linearFromSRGB(-c) == -Color.linearFromSRGB(c))
    }
    #expect(abs(Color.linearFromSRGB(0.5) - 0.21404114048223255) < 1e-15)
    #expect(abs(Color.linearFromSRGB(0.04) - 0.04 / 12.92) < 1e-18)
  }

  @Test(arguments: ColorInterpolation.allCases)
  func endpointsAreExact(space: ColorInterpolation) {
    let a = Color(rgb255: 88, 86, 214)
    let b = Color(rgb255: 255, 149, 0, alpha: 0.4)
    #expect(Color.mix(a, b, fraction: 0, in: space) == a)
    #expect(Color.mix(a, b, fraction: 1, in: space) == b)
    #expect(close(Color.mix(a, b, fraction: 1e-12, in: space), a, 1e-10))
    #expect(close(Color.mix(a, b, fraction: 1 - 1e-12, in: space), b, 1e-10))
    let interpolator = ColorInterpolator(from: a, to: b, in: space)
    for f in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(close(interpolator.color(at: f), Color.mix(a, b, fraction: f, in: space), 1e-15))
    }
  }

  @Test func linearSRGBMidpoints() {
    let gray = 0.7353569830524495
    #expect(close(Color.mix(.black, .white, fraction: 0.5), Color(white: gray), 1e-12))
    #expect(
      close(
        Color.mix(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1), fraction: 0.5),
        Color(red: gray, green: 0, blue: gray), 1e-12))
    // Straight alpha: components mix independently of alpha.
    #expect(
      close(
        Color.mix(Color(white: 1, alpha: 1), Color(white: 0, alpha: 0), fraction: 0.5), Color(white: gray, alpha: 0.5),
        1e-12))
  }

  @Test func oklabMidpoints() {
    #expect(close(Color.mix(.black, .white, fraction: 0.5, in: .oklab), Color(white: 0.3885728590463342), 1e-12))
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    #expect(
      close(
        Color.mix(red, blue, fraction: 0.5, in: .oklab),
        Color(red: 0.5504410622883954, green: 0.3256206832141302, blue: 0.6365006995136323), 1e-12))
    // Premultiplied: a fully transparent end contributes no color, only its transparency.
    let fade = Color.mix(.white, Color(red: 1, green: 0, blue: 0, alpha: 0), fraction: 0.5, in: .oklab)
    #expect(close(fade, Color(white: 1, alpha: 0.5), 1e-12))
  }

  @Test func oklabOfWhiteAndBlack() {
    let white = Color.white.oklab
    #expect(abs(white.lightness - 1) < 1e-7 && abs(white.a) < 1e-7 && abs(white.b) < 1e-7)
    #expect(Color.black.oklab.lightness == 0)
    let orange = Color(rgb255: 255, 149, 0)
    #expect(close(Color(orange.oklab), orange, 1e-12))
  }

  @Test(arguments: ColorInterpolation.allCases)
  func overshootExtrapolatesAndClampsAlpha(space: ColorInterpolation) {
    let c = Color.mix(Color(white: 0.2, alpha: 0.5), Color(white: 0.8, alpha: 1), fraction: 1.2, in: space)
    #expect(c.red > 0.8)
    #expect(c.alpha == 1)
  }
}

@Suite struct ContrastTests {
  @Test(arguments: [
    (Color.black, Color.white, 21.0),
    (Color.white, Color.white, 1.0),
    (Color(hex: "#333333") ?? .clear, Color.white, 12.6347),
    (Color(hex: "#0000EE") ?? .clear, Color.white, 9.3976),
  ])
  func wcagVectors(foreground: Color, background: Color, expected: Double) {
    #expect(abs(foreground.contrastRatio(on: background) - expected) < 5e-5)
    #expect(abs(Color.contrastRatio(background, foreground) - expected) < 5e-5)
  }

  @Test func translucentForegroundIsCompositedFirst() {
    let halfBlack = Color(white: 0, alpha: 0.5)
    let composited = halfBlack.composited(over: .white)
    #expect(composited == Color(white: 0.5))
    #expect(halfBlack.contrastRatio(on: .white) == Color.contrastRatio(Color(white: 0.5), .white))
    #expect(halfBlack.contrastRatio(on: .white) < Color.black.contrastRatio(on: .white))
  }

  @Test func thresholdsAreNotRounded() {
    #expect(ContrastThreshold.text == 4.5)
    #expect(ContrastThreshold.largeText == 3)
    #expect(ContrastThreshold.nonText == 3)
    #expect(ContrastThreshold.enhancedText == 7)
    // #777777 on white is 4.478:1, which rounds to 4.5 but fails AA.
    let gray = Color(hex: "#777777") ?? .clear
    #expect(gray.contrastRatio(on: .white) > 4.47 && gray.contrastRatio(on: .white) < 4.5)
    #expect(!gray.meetsContrast(ContrastThreshold.text, on: .white))
    #expect(gray.meetsContrast(ContrastThreshold.largeText, on: .white))
  }

  @Test func luminanceOfPrimaries() {
    #expect(Color(red: 1, green: 0, blue: 0).relativeLuminance == 0.2126)
    #expect(Color(red: 0, green: 1, blue: 0).relativeLuminance == 0.7152)
    #expect(abs(Color.white.relativeLuminance - 1) < 1e-15)
    #expect(Color.black.relativeLuminance == 0)
  }
}
