//! The integration tests of the command line, in one test binary.

mod cli;
