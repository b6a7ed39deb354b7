//! Examples of embedding the tabletop engines; see the `examples/` programs.
