//! `tabletop.LegalActions`: the integer codes of a seat's legal actions as
//! an immutable sequence held by the engine. `state.legal_actions()`
//! returns one instead of a list: a Trailblazers decision offers some eight
//! hundred placements, which the engine counts instead of listing, and a
//! Python int is made only for the codes that are read.

use crate::convert::code_to_py;
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyList, PySlice, PyTuple};
use tabletop::LegalCodes;

/// The integer codes of a seat's legal actions: an immutable sequence, as
/// a tuple is (len, indexing and slicing, iteration, `in`, `index`,
/// `count`, `==` with a list or another `LegalActions`), usable wherever a
/// sequence is (`random.choice`, `random.sample`, `list(...)`). A snapshot:
/// it does not change when the game moves on.
#[pyclass(module = "tabletop", name = "LegalActions", frozen, sequence)]
pub struct LegalActions {
    codes: LegalCodes,
}

impl LegalActions {
    /// Wraps a list of legal codes.
    pub fn new(codes: LegalCodes) -> Self {
        LegalActions { codes }
    }

    /// The index `index` (negative counts from the end) names, if any.
    fn resolve(&self, index: isize) -> Option<usize> {
        let len = self.codes.len();
        let index = if index < 0 {
            len.checked_sub(index.unsigned_abs())?
        } else {
            index.unsigned_abs()
        };
        (index < len).then_some(index)
    }

    /// The codes as a new list.
    fn to_list<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let mut items = Vec::with_capacity(self.codes.len());
        let mut failed = None;
        self.codes.for_each(|code| match code_to_py(py, code) {
            Ok(item) => items.push(item),
            Err(e) => {
                failed.get_or_insert(e);
            }
        });
        match failed {
            Some(e) => Err(e),
            None => PyList::new(py, items),
        }
    }

    /// Whether the codes are `other`'s items, in order.
    fn equals(&self, other: &Bound<'_, PyAny>) -> PyResult<Option<bool>> {
        if let Ok(other) = other.cast::<LegalActions>() {
            let other = &other.get().codes;
            return Ok(Some(
                other.len() == self.codes.len() && other.iter().eq(self.codes.iter()),
            ));
        }
        let Ok(list) = other.cast::<PyList>() else {
            return Ok(None);
        };
        if list.len() != self.codes.len() {
            return Ok(Some(false));
        }
        for (item, code) in list.iter().zip(self.codes.iter()) {
            if item.extract::<u128>().ok() != Some(code) {
                return Ok(Some(false));
            }
        }
        Ok(Some(true))
    }
}

/// A code given as a Python int, if it is one a list could hold.
fn code_arg(value: &Bound<'_, PyAny>) -> Option<u128> {
    value.extract::<u128>().ok()
}

#[pymethods]
impl LegalActions {
    // Unhashable, as a list is (it compares equal to lists).
    #[classattr]
    const __hash__: Option<Py<PyAny>> = None;

    fn __len__(&self) -> usize {
        self.codes.len()
    }

    fn __getitem__<'py>(
        &self,
        py: Python<'py>,
        index: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        if let Ok(index) = index.extract::<isize>() {
            let code = self
                .resolve(index)
                .and_then(|i| self.codes.get(i))
                .ok_or_else(|| PyIndexError::new_err("legal action index out of range"))?;
            return code_to_py(py, code);
        }
        if index.cast::<PyInt>().is_ok() {
            // An int too wide for an index (as a list says).
            return Err(PyIndexError::new_err("legal action index out of range"));
        }
        if let Ok(slice) = index.cast::<PySlice>() {
            let len = isize::try_from(self.codes.len()).unwrap_or(isize::MAX);
            let s = slice.indices(len)?;
            let items: PyResult<Vec<_>> = (0..s.slicelength)
                .filter_map(|k| {
                    let i = s.start + s.step * k as isize;
                    self.codes.get(i.unsigned_abs())
                })
                .map(|code| code_to_py(py, code))
                .collect();
            return Ok(PyList::new(py, items?)?.into_any());
        }
        Err(PyTypeError::new_err(format!(
            "legal action indices must be integers or slices, not {}",
            index.get_type().name()?
        )))
    }

    /// Iterating reads every code, so it goes over a list of them (made
    /// once, faster than an int at a time across the boundary).
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.to_list(py)?.into_any().try_iter().map(Bound::into_any)
    }

    fn __contains__(&self, value: &Bound<'_, PyAny>) -> bool {
        code_arg(value).is_some_and(|code| self.codes.contains(&code))
    }

    fn __richcmp__<'py>(
        &self,
        py: Python<'py>,
        other: &Bound<'py, PyAny>,
        op: CompareOp,
    ) -> PyResult<Py<PyAny>> {
        let equal = match op {
            CompareOp::Eq | CompareOp::Ne => self.equals(other)?,
            _ => None,
        };
        Ok(match equal {
            Some(equal) => (equal == matches!(op, CompareOp::Eq))
                .into_pyobject(py)?
                .to_owned()
                .into_any()
                .unbind(),
            None => py.NotImplemented(),
        })
    }

    /// The index of the first `value` in `[start, stop)`; ValueError if it
    /// is not there.
    #[pyo3(signature = (value, start = 0, stop = isize::MAX))]
    fn index(&self, value: &Bound<'_, PyAny>, start: isize, stop: isize) -> PyResult<usize> {
        let len = self.codes.len();
        let clamp = |i: isize| {
            if i < 0 {
                len.saturating_sub(i.unsigned_abs())
            } else {
                i.unsigned_abs().min(len)
            }
        };
        let (start, stop) = (clamp(start), clamp(stop));
        code_arg(value)
            .and_then(|code| match self.codes.position(&code) {
                Some(i) if (start..stop).contains(&i) => Some(i),
                Some(_) => (start..stop).find(|&i| self.codes.get(i) == Some(code)),
                None => None,
            })
            .ok_or_else(|| PyValueError::new_err("not a legal action"))
    }

    /// How many times `value` occurs (0 or 1: legal actions are distinct).
    fn count(&self, value: &Bound<'_, PyAny>) -> usize {
        code_arg(value).map_or(0, |code| self.codes.iter().filter(|&c| c == code).count())
    }

    /// Pickles (and copies) as a list of the codes.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let args = PyTuple::new(py, [self.to_list(py)?])?;
        PyTuple::new(py, [py.get_type::<PyList>().into_any(), args.into_any()])
    }

    fn __repr__(&self) -> String {
        let codes: Vec<String> = self.codes.iter().map(|c| c.to_string()).collect();
        format!("[{}]", codes.join(", "))
    }
}
