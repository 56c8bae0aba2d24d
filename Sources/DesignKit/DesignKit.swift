@_exported import DesignKitCatalog
@_exported import DesignKitCore

#if canImport(SwiftUI)
  @_exported import DesignKitSwiftUI
#endif
