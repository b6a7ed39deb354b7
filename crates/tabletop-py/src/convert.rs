//! Values across the boundary: JSON values as Python objects and back,
//! registry errors as Python exceptions, actions and audiences from Python
//! arguments.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use serde_json::{Map, Number, Value};
use tabletop::{ActionInput, Audience, Error, Seat, StepError};

create_exception!(
    tabletop,
    TabletopError,
    PyValueError,
    "A refused request: bad input, nothing changed. `.code` names the kind."
);
create_exception!(
    tabletop,
    IllegalAction,
    TabletopError,
    "An action against the rules; `.rule` names the rulebook section, `.reason` says why."
);
create_exception!(
    tabletop,
    UnreadableAction,
    TabletopError,
    "Not an action of the game (text, code or JSON)."
);

/// A registry error as the matching Python exception, with `.code` (and
/// `.rule`, `.reason` for an illegal action).
pub fn py_error(py: Python<'_>, e: Error) -> PyErr {
    let message = e.to_string();
    let err = match &e {
        Error::Illegal { .. } | Error::Step(StepError::Illegal { .. }) => {
            IllegalAction::new_err(message)
        }
        Error::Unreadable { .. } => UnreadableAction::new_err(message),
        _ => TabletopError::new_err(message),
    };
    let value = err.value(py);
    // Setting attributes on a fresh exception instance cannot fail in
    // practice; if it did, the exception still carries its message.
    let _ = value.setattr("code", e.code());
    let _ = value.setattr("reason", e.reason());
    let _ = value.setattr("rule", e.rule());
    err
}

/// `Result<T, Error>` to `PyResult<T>`.
pub trait OrRaise<T> {
    /// Raises the matching exception on error.
    fn or_raise(self, py: Python<'_>) -> PyResult<T>;
}

impl<T> OrRaise<T> for Result<T, Error> {
    fn or_raise(self, py: Python<'_>) -> PyResult<T> {
        self.map_err(|e| py_error(py, e))
    }
}

/// A JSON value as a Python object (dicts, lists, str, int, float, bool,
/// None).
pub fn to_py<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => u.into_pyobject(py)?.into_any(),
            (None, Some(i)) => i.into_pyobject(py)?.into_any(),
            _ => PyFloat::new(py, n.as_f64().unwrap_or(f64::NAN)).into_any(),
        },
        Value::String(s) => PyString::new(py, s).into_any(),
        Value::Array(items) => {
            let items: PyResult<Vec<_>> = items.iter().map(|v| to_py(py, v)).collect();
            PyList::new(py, items?)?.into_any()
        }
        Value::Object(fields) => {
            let dict = PyDict::new(py);
            for (k, v) in fields {
                dict.set_item(k, to_py(py, v)?)?;
            }
            dict.into_any()
        }
    })
}

/// A Python object (built of dicts with string keys, lists, tuples, str,
/// int, float, bool, None) as a JSON value.
pub fn from_py(obj: &Bound<'_, PyAny>) -> PyResult<Value> {
    if obj.is_none() {
        return Ok(Value::Null);
    }
    if let Ok(b) = obj.cast::<PyBool>() {
        return Ok(Value::Bool(b.is_true()));
    }
    if obj.cast::<PyInt>().is_ok() {
        if let Ok(u) = obj.extract::<u64>() {
            return Ok(Value::from(u));
        }
        return Ok(Value::from(obj.extract::<i64>()?));
    }
    if let Ok(f) = obj.cast::<PyFloat>() {
        return Number::from_f64(f.value())
            .map(Value::Number)
            .ok_or_else(|| {
                TabletopError::new_err("a number that JSON cannot hold (NaN or infinite)")
            });
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(Value::String(s.to_str()?.to_string()));
    }
    if let Ok(dict) = obj.cast::<PyDict>() {
        let mut fields = Map::new();
        for (k, v) in dict.iter() {
            let key = k
                .cast::<PyString>()
                .map_err(|_| TabletopError::new_err("dictionary keys must be strings"))?;
            fields.insert(key.to_str()?.to_string(), from_py(&v)?);
        }
        return Ok(Value::Object(fields));
    }
    if let Ok(list) = obj.cast::<PyList>() {
        return list
            .iter()
            .map(|v| from_py(&v))
            .collect::<PyResult<_>>()
            .map(Value::Array);
    }
    if let Ok(tuple) = obj.cast::<PyTuple>() {
        return tuple
            .iter()
            .map(|v| from_py(&v))
            .collect::<PyResult<_>>()
            .map(Value::Array);
    }
    Err(TabletopError::new_err(format!(
        "cannot pass a {} as JSON",
        obj.get_type().name()?
    )))
}

/// JSON given as a string of JSON text or as Python objects.
pub fn json_arg(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Value> {
    match obj.cast::<PyString>() {
        Ok(text) => tabletop::input::parse_json(text.to_str()?).or_raise(py),
        Err(_) => from_py(obj),
    }
}

/// An action argument: an integer code or text in the game's notation.
pub enum ActionArg {
    /// An integer code.
    Code(u128),
    /// Text.
    Text(String),
}

impl ActionArg {
    /// Reads an action argument.
    pub fn read(obj: &Bound<'_, PyAny>) -> PyResult<Self> {
        if let Ok(code) = obj.extract::<u64>() {
            return Ok(ActionArg::Code(u128::from(code)));
        }
        if let Ok(text) = obj.cast::<PyString>() {
            return Ok(ActionArg::Text(text.to_str()?.to_string()));
        }
        match obj.extract::<u128>() {
            Ok(code) => Ok(ActionArg::Code(code)),
            Err(_) => Err(UnreadableAction::new_err(
                "an action is a non-negative integer code or a string in the game's notation",
            )),
        }
    }

    /// The action as the registry takes it.
    pub fn input(&self) -> ActionInput<'_> {
        match self {
            ActionArg::Code(code) => ActionInput::Code(*code),
            ActionArg::Text(text) => ActionInput::Text(text),
        }
    }
}

/// An integer code as a Python int.
pub fn code_to_py(py: Python<'_>, code: u128) -> PyResult<Bound<'_, PyAny>> {
    match u64::try_from(code) {
        Ok(small) => Ok(small.into_pyobject(py)?.into_any()),
        Err(_) => Ok(code.into_pyobject(py)?.into_any()),
    }
}

/// An audience argument: `"omniscient"`, `"spectator"` or a seat number.
pub fn audience_arg(py: Python<'_>, obj: Option<&Bound<'_, PyAny>>) -> PyResult<Audience> {
    let Some(obj) = obj else {
        return Ok(Audience::Omniscient);
    };
    if let Ok(seat) = obj.extract::<u8>() {
        return Ok(Audience::Seat(Seat(seat)));
    }
    match obj.extract::<String>().as_deref() {
        Ok("omniscient") => Ok(Audience::Omniscient),
        Ok("spectator") => Ok(Audience::Spectator),
        _ => Err(py_error(
            py,
            Error::OutOfRange {
                name: "audience",
                expected: "\"omniscient\", \"spectator\" or a seat number",
                got: obj.repr().map(|r| r.to_string()).unwrap_or_default(),
            },
        )),
    }
}
