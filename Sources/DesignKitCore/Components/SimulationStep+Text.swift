extension SimulationStep {
  /// The step as `designkit simulate` prints it (`lines(formatter:)`), every line ending with a newline.
  public func text(formatter: StyleFormatter = StyleFormatter()) -> String {
    lines(formatter: formatter).map { $0 + "\n" }.joined()
  }

  /// Steps as `designkit simulate` prints them.
  public static func text(of steps: [SimulationStep], formatter: StyleFormatter = StyleFormatter()) -> String {
    steps.map { $0.text(formatter: formatter) }.joined()
  }
}
