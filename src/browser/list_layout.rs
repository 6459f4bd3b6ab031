//! Where a long reading list's blocks are on the screen.

use std::ops::Range;

use wasm_bindgen::JsCast;

use super::dom::closest;
use crate::blocks::{self, Layout};

/// The blocks a long list (`list`, of `parts` parts, `built` the blocks it
/// has built, a gap for each other) should build for the screen as it is
/// laid out now; none while those built cover it.
pub fn blocks_to_build(
    list: &web_sys::Element,
    parts: usize,
    built: Range<usize>,
) -> Option<Range<usize>> {
    let screen = leptos::prelude::window().inner_height().ok()?.as_f64()?;
    let items = list.children();
    let rect = |at: usize| {
        Some(
            items
                .item(u32::try_from(at).ok()?)?
                .get_bounding_client_rect(),
        )
    };
    // A gap for each block before those built, their parts, a gap for
    // each block after them.
    let built_parts =
        blocks::parts_of(built.end.checked_sub(1)?, parts).end - built.start * blocks::BLOCK;
    let (first, last) = (
        rect(built.start)?,
        rect(built.start + built_parts.checked_sub(1)?)?,
    );
    let list = list.get_bounding_client_rect();
    let layout = Layout {
        blocks: blocks::count(parts),
        built,
        top: first.top() - list.top(),
        bottom: last.bottom() - list.top(),
        height: list.height(),
    };
    layout.to_build(-list.top(), screen - list.top())
}

/// Which part of a long list (`list`) holds `target`, if one does and
/// the keyboard put the focus there (`:focus-visible`; a click needs no
/// more parts built, and building them would move what is under the
/// pointer): its place in the list, which its row tells.
pub fn part_in(list: &web_sys::Element, target: web_sys::EventTarget) -> Option<usize> {
    let target = target.dyn_into::<web_sys::Element>().ok()?;
    if !target.matches(":focus-visible").ok()? {
        return None;
    }
    let row = closest(&target, "li.part")?;
    if row.parent_element()? != *list {
        return None;
    }
    row.get_attribute("aria-posinset")?
        .parse::<usize>()
        .ok()?
        .checked_sub(1)
}
