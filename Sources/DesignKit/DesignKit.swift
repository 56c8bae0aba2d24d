@_exported import DesignKitCatalog
@_exported import DesignKitCore
