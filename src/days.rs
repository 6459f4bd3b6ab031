//! Days and times as the app keeps and says them: an ISO 8601 UTC time
//! as kept (`2026-11-29T10:00:00.000Z`) in minutes since 1970, and a day
//! since 1970 as a date (`YYYY-MM-DD`), which the interface says in the
//! page's language. Plain arithmetic (Howard Hinnant's civil-days
//! algorithms): the same natively, in the kit and in the browser.

/// Minutes in a day.
pub const DAY: i64 = 24 * 60;

/// The minutes since 1970 of an ISO 8601 UTC time as kept
/// (`2026-11-29T10:00:00.000Z`), or None if it is not one.
pub fn minutes_of(time: &str) -> Option<i64> {
    let number = |at: usize, len: usize| time.get(at..at + len)?.parse::<i64>().ok();
    let (year, month, day) = (number(0, 4)?, number(5, 2)?, number(8, 2)?);
    let (hour, minute) = (number(11, 2)?, number(14, 2)?);
    Some(days_from_civil(year, month, day) * DAY + hour * 60 + minute)
}

/// The days since 1970-01-01 of a date (Howard Hinnant's algorithm).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let of_era = year - era * 400;
    let of_year = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let of_era_day = of_era * 365 + of_era / 4 - of_era / 100 + of_year;
    era * 146_097 + of_era_day - 719_468
}

/// The date `YYYY-MM-DD` of a day since 1970-01-01.
pub fn day_text(days: i64) -> String {
    let days = days + 719_468;
    let era = days.div_euclid(146_097);
    let of_era = days - era * 146_097;
    let year_of_era = (of_era - of_era / 1460 + of_era / 36_524 - of_era / 146_096) / 365;
    let of_year = of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * of_year + 2) / 153;
    let day = of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}
