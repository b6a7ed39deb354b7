//! Drawings of a table for people to look at: a text drawing for a
//! terminal and an SVG picture, per part of the table worth drawing.

use serde::Serialize;

/// One part of the table drawn for a person (e.g. one player's area).
///
/// ```
/// use tabletop_core::Drawing;
///
/// let d = Drawing::new("seat-0", "seat 0's park", "[K]", "<svg/>");
/// assert_eq!(d.file_stem(), "seat-0");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Drawing {
    /// A short name usable as a file name (`seat-0`).
    pub name: String,
    /// A title for people (`seat 0's park`).
    pub title: String,
    /// The text drawing (lines for a terminal).
    pub text: String,
    /// The SVG document.
    pub svg: String,
}

impl Drawing {
    /// A drawing named `name` (letters, digits, `-` and `_` are kept in
    /// file names), titled `title`.
    #[must_use]
    pub fn new(
        name: impl Into<String>,
        title: impl Into<String>,
        text: impl Into<String>,
        svg: impl Into<String>,
    ) -> Self {
        Drawing {
            name: name.into(),
            title: title.into(),
            text: text.into(),
            svg: svg.into(),
        }
    }

    /// The name with every character other than letters, digits, `-` and
    /// `_` replaced by `_`, for a file name.
    pub fn file_stem(&self) -> String {
        self.name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect()
    }
}

/// `text` made safe inside SVG (XML) text and attribute values: `&`, `<`,
/// `>` and `"` escaped.
///
/// ```
/// use tabletop_core::drawing::xml_escape;
///
/// assert_eq!(xml_escape("Kimjang & <Pajeon>"), "Kimjang &amp; &lt;Pajeon&gt;");
/// ```
pub fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
