// The leaf layer (values, states, JSON, diagnostics) is its own target, `DesignKitValues`, which depends on nothing
// else in the package, so the compiler keeps it a leaf; the engine re-exports it, so `import DesignKitCore` (and
// `import DesignKit`) still gives every type.
@_exported import DesignKitValues
