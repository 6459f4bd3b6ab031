//! Which blocks of a long list are built, worked out from its layout.

use learning_series::blocks::{self, BLOCK, Layout};

/// A list of 2,000 blocks laid out at 1,000 pixels a block, its blocks
/// `built` built at 900 pixels a block.
fn laid_out(built: std::ops::Range<usize>) -> Layout {
    let top = built.start as f64 * 1000.0;
    let bottom = top + built.len() as f64 * 900.0;
    Layout {
        blocks: 2000,
        height: bottom + (2000 - built.end) as f64 * 1000.0,
        built,
        top,
        bottom,
    }
}

#[test]
fn blocks_hold_their_parts_and_the_last_the_rest() {
    let parts = 2 * BLOCK + 10;
    assert_eq!(blocks::count(parts), 3);
    assert_eq!(blocks::count(BLOCK), 1);
    assert_eq!(blocks::parts_of(0, parts), 0..BLOCK);
    assert_eq!(blocks::parts_of(2, parts), 2 * BLOCK..parts);
    assert!(!blocks::is_long(8 * BLOCK));
    assert!(blocks::is_long(8 * BLOCK + 1));
}

#[test]
fn a_screen_inside_the_built_blocks_builds_nothing_more() {
    let layout = laid_out(10..16);
    // Blocks 10-15 span 10,000-15,400 px: a 900 px screen at 12,000 has
    // half a screen either side built.
    assert_eq!(layout.to_build(12_000.0, 12_900.0), None);
}

#[test]
fn a_screen_near_the_edge_of_the_built_blocks_moves_them_with_it() {
    let layout = laid_out(10..16);
    // At 14,900 px, half a screen below reaches past block 15.
    let built = layout.to_build(14_900.0, 15_800.0).unwrap();
    assert!(built.contains(&14) && built.contains(&16), "{built:?}");
    assert!(built.len() <= 6, "{built:?}");
}

#[test]
fn a_jump_far_away_builds_the_blocks_there() {
    let layout = laid_out(0..2);
    // 1,500,000 px: block 1,500 less the 200 px the built blocks are short.
    let built = layout.to_build(1_500_000.0, 1_500_900.0).unwrap();
    assert!(built.contains(&1500) && built.contains(&1501), "{built:?}");
    assert!(
        !built.contains(&1497) && !built.contains(&1504),
        "{built:?}"
    );
}

#[test]
fn the_end_of_the_list_builds_its_last_blocks() {
    let layout = laid_out(0..2);
    let built = layout
        .to_build(layout.height - 900.0, layout.height)
        .unwrap();
    assert_eq!(built.end, 2000);
    assert!(built.contains(&1999) && built.contains(&1998), "{built:?}");
}

#[test]
fn at_the_end_of_the_list_its_last_blocks_stay_built() {
    // Built to the end: the list ends where its last built part does.
    let layout = laid_out(1998..2000);
    assert_eq!(layout.height, layout.bottom);
    let screen = |top: f64| layout.to_build(top, top + 900.0);
    assert_eq!(screen(layout.height - 900.0), None);
    // Half a screen up needs the block before: the last ones stay.
    let built = screen(layout.height - 1_500.0).unwrap();
    assert!(built.contains(&1997) && built.contains(&1999), "{built:?}");
}

#[test]
fn the_built_blocks_at_the_top_stay_built_there() {
    let layout = laid_out(0..2);
    assert_eq!(layout.top, 0.0);
    assert_eq!(layout.to_build(0.0, 900.0), None);
}

#[test]
fn a_list_off_the_screen_builds_nothing() {
    let layout = laid_out(0..2);
    assert_eq!(layout.to_build(-5_000.0, -4_100.0), None);
    assert_eq!(
        layout.to_build(layout.height + 10.0, layout.height + 910.0),
        None
    );
}

#[test]
fn every_screen_over_the_list_is_covered_once_built() {
    // Wherever the screen goes, the blocks built for it cover it.
    let mut layout = laid_out(0..2);
    for top in (0..1_990_000).step_by(77_777).map(f64::from) {
        if let Some(built) = layout.to_build(top, top + 900.0) {
            layout = laid_out(built);
        }
        let at = layout.to_build(top, top + 900.0);
        assert_eq!(at, None, "at {top}: {layout:?}");
    }
}

#[test]
fn the_focus_keeps_the_blocks_beside_its_part() {
    assert_eq!(blocks::beside(10..13, 10 * BLOCK, 2000), 9..13);
    assert_eq!(blocks::beside(10..13, 13 * BLOCK - 1, 2000), 10..14);
    assert_eq!(blocks::beside(10..13, 11 * BLOCK, 2000), 10..13);
    assert_eq!(blocks::beside(0..2, 0, 2000), 0..2);
    let n = blocks::count(50_000);
    assert_eq!(blocks::beside(n - 3..n, 49_999, n), n - 3..n);
}

#[test]
fn a_part_to_go_to_is_built_with_its_neighbours() {
    let at = 25_000 / BLOCK;
    assert_eq!(blocks::around(25_000, 2000), at - 1..at + 2);
    assert_eq!(blocks::around(0, 2000), 0..2);
    let n = blocks::count(50_000);
    assert_eq!(blocks::around(49_999, n), n - 2..n);
}
