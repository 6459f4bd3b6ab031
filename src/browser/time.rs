//! The time.

/// The time now, as `Date.toISOString` writes it (`std::time` panics here).
pub fn now() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}
