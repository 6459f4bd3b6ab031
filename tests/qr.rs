//! The app's QR encoder draws, module for module, what a full QR encoder
//! (qrcodegen) draws for the same text at level L with the same mask, at
//! every version it offers; longer texts get no code.
#![cfg(not(target_arch = "wasm32"))]

use learning_series::kept::qr::{MAX_VERSION, QrCode};
use proptest::prelude::*;
use qrcodegen::{Mask, QrCodeEcc, QrSegment, Version};

fn reference(text: &[u8], mask: u8) -> Option<qrcodegen::QrCode> {
    qrcodegen::QrCode::encode_segments_advanced(
        &[QrSegment::make_bytes(text)],
        QrCodeEcc::Low,
        Version::MIN,
        Version::new(MAX_VERSION as u8),
        Some(Mask::new(mask)),
        false,
    )
    .ok()
}

fn same(ours: &QrCode, theirs: &qrcodegen::QrCode) -> bool {
    let size = ours.size();
    size == theirs.size() as usize
        && (0..size)
            .all(|y| (0..size).all(|x| ours.is_dark(x, y) == theirs.get_module(x as i32, y as i32)))
}

#[test]
fn every_version_and_mask_matches_the_reference() {
    // The longest text of each version (and one byte more, for the next).
    let mut lengths: Vec<usize> = (1..=MAX_VERSION as u8)
        .map(|v| {
            (0..600)
                .take_while(|&n| {
                    reference(&vec![b'a'; n], 0).is_some_and(|q| q.version().value() <= v)
                })
                .last()
                .unwrap()
        })
        .collect();
    lengths.extend(lengths.clone().iter().map(|n| n + 1));
    for n in lengths {
        let text: Vec<u8> = (0..n).map(|i| (i * 37 % 251) as u8).collect();
        for mask in 0..8 {
            let ours = QrCode::encode_with_mask(&text, mask);
            match reference(&text, mask) {
                Some(theirs) => assert!(same(&ours.unwrap(), &theirs), "{n} bytes, mask {mask}"),
                None => assert!(ours.is_none(), "{n} bytes fit no code"),
            }
        }
    }
}

#[test]
fn the_chosen_mask_is_one_of_the_eight() {
    let link = b"https://example.org/learning/#progress=AQgQ2Tp0BQ";
    let chosen = QrCode::encode(link).unwrap();
    assert!((0..8).any(|mask| reference(link, mask).is_some_and(|q| same(&chosen, &q))));
    let side = chosen.size() + 8;
    let start = format!("<svg viewBox=\"-4 -4 {side} {side}\"><path d=\"M0 0h7v1h-7z");
    assert!(chosen.svg().starts_with(&start), "{}", chosen.svg());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_text_matches_the_reference(text in prop::collection::vec(any::<u8>(), 0..300), mask in 0u8..8) {
        let ours = QrCode::encode_with_mask(&text, mask);
        let theirs = reference(&text, mask);
        prop_assert_eq!(ours.is_some(), theirs.is_some());
        if let (Some(ours), Some(theirs)) = (ours, theirs) {
            prop_assert!(same(&ours, &theirs));
        }
    }
}
