# Sourced by scripts/test and scripts/preview: the one set of `swift build` flags both use, so
# running the tests and then the preview (or the reverse) reuses one build instead of
# recompiling everything with different compiler flags.
#   -warnings-as-errors                        a warning fails the build
#   --explicit-target-dependency-import-check  importing a module a target does not declare fails
SWIFT_BUILD_FLAGS=(-Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error)
