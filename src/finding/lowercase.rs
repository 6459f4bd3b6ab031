//! A character's lowercase form, as `char::to_lowercase` gives its first
//! character, from a table of runs that `build.rs` makes with that very
//! function (so the two agree on every character, as `tests/lowercase.rs`
//! checks), at a tenth of the standard library's table's bytes.

include!(concat!(env!("OUT_DIR"), "/lowercase.rs"));

/// `c` in lowercase, or `c` if it has no lowercase form.
pub fn lowercase(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    let code = u32::from(c);
    let Some(&(first, offset, count, step)) =
        RUNS[..RUNS.partition_point(|run| run.0 <= code)].last()
    else {
        return c;
    };
    let (steps, between) = (
        (code - first) / u32::from(step),
        (code - first) % u32::from(step),
    );
    match between == 0 && steps < u32::from(count) {
        true => char::from_u32(code.wrapping_add_signed(offset)).unwrap_or(c),
        false => c,
    }
}
