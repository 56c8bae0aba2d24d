import Foundation

/// A fresh, empty folder under the system's temporary directory; the caller removes it.
func makeTemporaryFolder(_ label: String) throws -> String {
  let path = FileManager.default.temporaryDirectory.path + "/designkit-\(label)-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}
