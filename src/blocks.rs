//! A reading list in blocks of parts. A long list builds only the blocks
//! near the screen; a gap stands for each other block, as high as its
//! parts would be, so the list keeps its height. Which blocks to build is
//! worked out here from the list's layout, measured by the browser.

use std::ops::Range;

/// Parts in a block: the stylesheet's `--block-parts`, which makes a gap
/// that stands for a block as high as its parts would be.
pub const BLOCK: usize = css_number(include_str!("../style/main.css"), b"--block-parts: ");

/// A list of more blocks than this is long: it builds only the blocks
/// near the screen (shorter lists build every part when they open).
const WHOLE_UP_TO: usize = 8;

/// How many blocks hold `parts` parts.
pub fn count(parts: usize) -> usize {
    parts.div_ceil(BLOCK)
}

/// Whether a list of `parts` parts builds only the blocks near the screen.
pub fn is_long(parts: usize) -> bool {
    count(parts) > WHOLE_UP_TO
}

/// The parts of `block`, in a list of `parts` parts.
pub fn parts_of(block: usize, parts: usize) -> Range<usize> {
    (block * BLOCK).min(parts)..((block + 1) * BLOCK).min(parts)
}

/// The blocks a long list builds when it opens, before it is laid out:
/// its first two, more than a screen (more follow as the reader scrolls).
pub fn first(blocks: usize) -> Range<usize> {
    0..blocks.min(2)
}

/// The blocks around `part`'s, in a list of `blocks` blocks: the part and
/// a few on either side, for taking the reader to it.
pub fn around(part: usize, blocks: usize) -> Range<usize> {
    let at = part / BLOCK;
    at.saturating_sub(1)..(at + 2).min(blocks)
}

/// The blocks `built`, and those on either side of `part`'s, in a list of
/// `blocks` blocks: the focus on a part can move to the next and the one
/// before, by keyboard, wherever it is.
pub fn beside(built: Range<usize>, part: usize, blocks: usize) -> Range<usize> {
    let at = part / BLOCK;
    built.start.min(at.saturating_sub(1))..built.end.max(at + 2).min(blocks)
}

/// A long list as laid out, in pixels from its top: where its built
/// blocks begin and end, and its height. The gaps before and after them
/// share the rest.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub blocks: usize,
    pub built: Range<usize>,
    pub top: f64,
    pub bottom: f64,
    pub height: f64,
}

impl Layout {
    /// The blocks to build for the screen at `top..bottom` (pixels from the
    /// list's top): none while the built blocks cover the screen and half
    /// a screen on either side, or while the list is off the screen; else
    /// the blocks under the screen and a screen more on either side.
    pub fn to_build(&self, top: f64, bottom: f64) -> Option<Range<usize>> {
        let screen = bottom - top;
        if bottom <= 0.0 || top >= self.height || self.blocks == 0 {
            return None;
        }
        let needed = self.block_at(top - screen / 2.0)..=self.block_at(bottom + screen / 2.0);
        let covered = self.built.contains(needed.start()) && self.built.contains(needed.end());
        (!covered).then(|| self.block_at(top - screen)..self.block_at(bottom + screen) + 1)
    }

    /// The block at `y` pixels below the list's top (the first or last
    /// above or below the list).
    fn block_at(&self, y: f64) -> usize {
        let Range { start, end } = self.built;
        let block = if y < self.top && start > 0 {
            y / (self.top / start as f64)
        } else if y >= self.bottom && end < self.blocks {
            end as f64
                + (y - self.bottom) / ((self.height - self.bottom) / (self.blocks - end) as f64)
        } else {
            start as f64 + (y - self.top) / (self.bottom - self.top) * (end - start) as f64
        };
        (block.max(0.0) as usize).min(self.blocks - 1)
    }
}

/// The number after `name` in `css` (at compile time).
const fn css_number(css: &str, name: &[u8]) -> usize {
    let css = css.as_bytes();
    let mut at = 0;
    'search: while at + name.len() <= css.len() {
        let mut i = 0;
        while i < name.len() {
            if css[at + i] != name[i] {
                at += 1;
                continue 'search;
            }
            i += 1;
        }
        let (mut value, mut digit) = (0, at + name.len());
        while digit < css.len() && css[digit].is_ascii_digit() {
            value = value * 10 + (css[digit] - b'0') as usize;
            digit += 1;
        }
        assert!(value > 0, "not a positive number");
        return value;
    }
    panic!("not in the stylesheet")
}
