//! The time.

/// The time now, as `Date.toISOString` writes it (`std::time` panics here).
pub fn now() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}

/// How many minutes the reader's clock is ahead of UTC, now.
pub fn clock_offset() -> i64 {
    -(js_sys::Date::new_0().get_timezone_offset() as i64)
}
