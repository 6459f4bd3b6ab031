//! The time, and dates as the reader's locale writes them.

/// The time now, as `Date.toISOString` writes it (`std::time` panics here).
pub fn now() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}

/// A `YYYY-MM-DD` date as the reader's locale writes it (`Nov 30, 2026`
/// in American English), or as it is if the browser cannot read it.
#[cfg(browser)]
pub fn format_date(date: &str) -> String {
    let parsed = js_sys::Date::new(&wasm_bindgen::JsValue::from_str(&format!(
        "{date}T00:00:00Z"
    )));
    if parsed.get_time().is_nan() {
        return date.to_string();
    }
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    let _ = js_sys::Reflect::set(&options, &"timeZone".into(), &"UTC".into());
    let locale = web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_else(|| "en-US".into());
    parsed.to_locale_date_string(&locale, &options).into()
}

/// At build time there is no reader's locale: American English, which the
/// app then writes again in the reader's own.
#[cfg(not(browser))]
pub fn format_date(date: &str) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let month = date.get(5..7).and_then(|m| m.parse::<usize>().ok());
    let day = date.get(8..10).and_then(|d| d.parse::<u32>().ok());
    match (month.and_then(|m| MONTHS.get(m.wrapping_sub(1))), day) {
        (Some(month), Some(day)) => format!("{month} {day}, {}", &date[..4]),
        _ => date.to_string(),
    }
}
