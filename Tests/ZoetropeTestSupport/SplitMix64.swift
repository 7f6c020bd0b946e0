/// Tests draw their seeded random inputs from Stage's `SplitMix64` (the one generator scenes use,
/// pinned by its own reference tests), re-exported here so every test target has it with
/// `import ZoetropeTestSupport` alone.
@_exported import struct Stage.SplitMix64
