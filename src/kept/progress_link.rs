//! Progress in a link, to go on reading on another device: which parts
//! are read, which are starred and which series are followed, in the
//! address's fragment (`#progress=...`), which the browser never sends to
//! a server. Notes stay out (the export file carries them).
//!
//! The fragment is base64url of: a format version (2), the number of
//! series that follow, and for each series with a part read or starred,
//! or followed, its fingerprint (32 bits of FNV-1a over its id and its
//! parts' ids, in order), its part count with four flags (LEB128 of
//! `count * 16 + flags`: all read, read parts follow, starred parts
//! follow, followed), then a bit per part for the read parts and for the
//! starred ones, as the flags say (the first part in the lowest bit). A
//! series is taken only where the catalog has one whose id and first
//! `count` parts give the same fingerprint, so a link made for another
//! catalog, or another version of this one, never marks the wrong parts:
//! parts appended since change nothing it carries, and the series that
//! changed otherwise are left out and counted. Every byte is accounted
//! for, so a link cut short is refused, never half read. Links of format 1 (read
//! parts only: `count * 2 + all`, then the read bits unless all) still
//! read.
//!
//! The link carries no times and no unmarks: adding what it brings merges
//! as an import does, and never takes anything off.

use std::fmt;

use crate::catalog::{Catalog, Part, PartRef, Series};
use crate::kept::annotations::Annotations;
use crate::kept::progress::Progress;

/// How a progress link's fragment starts.
pub const FRAGMENT_START: &str = "#progress=";
const FORMAT: u8 = 2;
/// The format of links made before stars and follows.
const READ_ONLY: u8 = 1;
/// Fragments longer than this are refused before they are decoded. Half
/// read, one series of 50,000 parts needs about 8,400 characters, and
/// 1,000 series of 10 about 9,300: progress in some 7,000 series fits.
pub const MAX_FRAGMENT: usize = 65_536;

/// The flags of a series' entry (format 2).
const ALL_READ: usize = 1;
const READ_BITS: usize = 2;
const STAR_BITS: usize = 4;
const FOLLOWED: usize = 8;

/// The fragment that carries the parts of `catalog` read in `progress`,
/// and the stars and follows of `annotations`.
pub fn encode(progress: &Progress, annotations: &Annotations, catalog: &Catalog) -> String {
    let mut entries = Vec::new();
    let mut count = 0;
    for series in &catalog.series {
        let part_bits = |on: &dyn Fn(&str) -> bool| -> Vec<bool> {
            series.parts.iter().map(|part| on(&part.id)).collect()
        };
        let read = part_bits(&|part| progress.is_read(&series.id, part));
        let starred = part_bits(&|part| annotations.is_starred(&series.id, part));
        let flags = match (read.contains(&true), read.contains(&false)) {
            (false, _) => 0,
            (true, false) => ALL_READ,
            (true, true) => READ_BITS,
        } | if starred.contains(&true) {
            STAR_BITS
        } else {
            0
        } | if annotations.is_followed(&series.id) {
            FOLLOWED
        } else {
            0
        };
        if flags == 0 {
            continue;
        }
        count += 1;
        entries.extend(fingerprint(&series.parts, series).to_be_bytes());
        push_number(&mut entries, read.len() * 16 + flags);
        for (bits, flag) in [(read, READ_BITS), (starred, STAR_BITS)] {
            if flags & flag != 0 {
                entries.extend(bits.chunks(8).map(|byte| {
                    byte.iter()
                        .enumerate()
                        .fold(0u8, |bits, (i, &on)| bits | u8::from(on) << i)
                }));
            }
        }
    }
    let mut bytes = vec![FORMAT];
    push_number(&mut bytes, count);
    bytes.extend(entries);
    format!("{FRAGMENT_START}{}", base64url(&bytes))
}

/// What a link brings: the parts it has read, as series and part ids, its
/// stars and followed series, and how many of its series this catalog
/// does not have as the link knew them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FromLink {
    pub parts: Vec<PartRef>,
    pub starred: Vec<PartRef>,
    /// The ids of the series it follows.
    pub followed: Vec<String>,
    pub series_left_out: usize,
}

/// Why a link's progress was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkError {
    TooLong,
    Damaged,
    OtherFormat,
    OtherCatalog,
    /// A link to mark a part read (`#read=`, the series box's) that names
    /// no part of this catalog.
    NoSuchPart,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LinkError::TooLong => say!(why_link_too_long),
            LinkError::Damaged => say!(why_link_damaged),
            LinkError::OtherFormat => say!(why_link_other_format),
            LinkError::OtherCatalog => say!(why_link_other_catalog),
            LinkError::NoSuchPart => say!(why_no_such_part),
        })
    }
}

/// The progress a fragment brings, if it is a progress link's (None for
/// any other fragment, such as a series' address).
pub fn decode(fragment: &str, catalog: &Catalog) -> Option<Result<FromLink, LinkError>> {
    let text = fragment.strip_prefix(FRAGMENT_START)?;
    if fragment.len() > MAX_FRAGMENT {
        return Some(Err(LinkError::TooLong));
    }
    Some(
        from_base64url(text)
            .ok_or(LinkError::Damaged)
            .and_then(|bytes| read(&bytes, catalog)),
    )
}

fn read(bytes: &[u8], catalog: &Catalog) -> Result<FromLink, LinkError> {
    let mut reader = ByteReader(bytes);
    // Versions are counted from 1: a byte past any a reader will have
    // made is damage, not a newer link.
    let format = match reader.bytes(1).ok_or(LinkError::Damaged)? {
        [format @ (READ_ONLY | FORMAT)] => *format,
        [0 | 16..] => return Err(LinkError::Damaged),
        _ => return Err(LinkError::OtherFormat),
    };
    let mut link = FromLink {
        parts: Vec::new(),
        starred: Vec::new(),
        followed: Vec::new(),
        series_left_out: 0,
    };
    let series_count = reader.number().ok_or(LinkError::Damaged)?;
    let known: Vec<(u32, usize)> = catalog
        .series
        .iter()
        .map(|series| (fingerprint(&series.parts, series), series.parts.len()))
        .collect();
    for _ in 0..series_count {
        let entry = reader.entry(format).ok_or(LinkError::Damaged)?;
        // As the link knew it, or with parts appended since.
        let exact = known
            .iter()
            .position(|&k| k == (entry.fingerprint, entry.parts));
        let found = exact.or_else(|| {
            let first = |s: &Series| {
                s.parts
                    .get(..entry.parts)
                    .map(|parts| fingerprint(parts, s))
            };
            (catalog.series.iter()).position(|s| first(s) == Some(entry.fingerprint))
        });
        let Some(series) = found.map(|at| &catalog.series[at]) else {
            link.series_left_out += 1;
            continue;
        };
        let on = |bits: Option<&[u8]>, i: usize| bits.is_some_and(|b| b[i / 8] >> (i % 8) & 1 == 1);
        for (i, part) in series.parts.iter().take(entry.parts).enumerate() {
            let part_ref = || PartRef {
                series: series.id.clone(),
                part: part.id.clone(),
            };
            if entry.all_read || on(entry.read, i) {
                link.parts.push(part_ref());
            }
            if on(entry.starred, i) {
                link.starred.push(part_ref());
            }
        }
        if entry.followed {
            link.followed.push(series.id.clone());
        }
    }
    if !reader.0.is_empty() {
        return Err(LinkError::Damaged);
    }
    if series_count > 0 && link.series_left_out == series_count {
        return Err(LinkError::OtherCatalog);
    }
    Ok(link)
}

struct Entry<'a> {
    fingerprint: u32,
    parts: usize,
    all_read: bool,
    read: Option<&'a [u8]>,
    starred: Option<&'a [u8]>,
    followed: bool,
}

/// The bytes of a link not read yet.
struct ByteReader<'a>(&'a [u8]);

impl<'a> ByteReader<'a> {
    fn bytes(&mut self, n: usize) -> Option<&'a [u8]> {
        let (taken, rest) = self.0.split_at_checked(n)?;
        self.0 = rest;
        Some(taken)
    }

    /// A LEB128 number, at most 32 bits, in its shortest form.
    fn number(&mut self) -> Option<usize> {
        let mut value: u64 = 0;
        for shift in (0..35).step_by(7) {
            let byte = self.bytes(1)?[0];
            value |= u64::from(byte & 0x7F) << shift;
            if byte & 0x80 == 0 {
                let shortest = byte != 0 || shift == 0;
                return (shortest && value <= u64::from(u32::MAX)).then_some(value as usize);
            }
        }
        None
    }

    /// A bit per part, at least one set, none past the last part.
    fn bits(&mut self, parts: usize) -> Option<&'a [u8]> {
        let bits = self.bytes(parts.div_ceil(8))?;
        let unused = (8 - parts % 8) % 8;
        let last = bits[bits.len() - 1];
        let clean = unused == 0 || last >> (8 - unused) == 0;
        (clean && bits.iter().any(|&b| b != 0)).then_some(bits)
    }

    /// A series' entry, in the link's `format`.
    fn entry(&mut self, format: u8) -> Option<Entry<'a>> {
        let fingerprint = u32::from_be_bytes(self.bytes(4)?.try_into().ok()?);
        let header = self.number()?;
        // Format 1 has one flag, "all read", and the read bits otherwise.
        let (parts, flags) = match format {
            READ_ONLY => (header / 2, [READ_BITS, ALL_READ][header % 2]),
            _ => (header / 16, header % 16),
        };
        if parts == 0 || flags == 0 || flags & (ALL_READ | READ_BITS) == ALL_READ | READ_BITS {
            return None;
        }
        let mut bits = |flag: usize| match flags & flag {
            0 => Some(None),
            _ => self.bits(parts).map(Some),
        };
        let read = bits(READ_BITS)?;
        let starred = bits(STAR_BITS)?;
        Some(Entry {
            fingerprint,
            parts,
            all_read: flags & ALL_READ != 0,
            read,
            starred,
            followed: flags & FOLLOWED != 0,
        })
    }
}

fn push_number(bytes: &mut Vec<u8>, mut n: usize) {
    while n >= 0x80 {
        bytes.push(n as u8 | 0x80);
        n >>= 7;
    }
    bytes.push(n as u8);
}

/// 32 bits of FNV-1a over the series' id and the ids of `parts` (all of
/// its parts, or its first ones), each ended by a byte that UTF-8 never
/// holds.
fn fingerprint(parts: &[Part], series: &Series) -> u32 {
    let ids = std::iter::once(&series.id).chain(parts.iter().map(|part| &part.id));
    ids.flat_map(|id| id.bytes().chain([0xFF]))
        .fold(0x811C_9DC5, |hash, byte| {
            (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
        })
}

const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url without padding, as the fragment carries it (public for the
/// tests, which write links by hand).
pub fn base64url(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let word = chunk
            .iter()
            .enumerate()
            .fold(0u32, |word, (i, &b)| word | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            text.push(char::from(BASE64URL[(word >> (18 - 6 * i) & 63) as usize]));
        }
    }
    text
}

/// Unpadded base64url, strictly: no other character, no length that
/// cannot be, no bits set past the last byte.
fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let mut bytes = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.as_bytes().chunks(4) {
        if chunk.len() == 1 {
            return None;
        }
        let mut word = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let value = BASE64URL.iter().position(|&a| a == c)?;
            word |= (value as u32) << (18 - 6 * i);
        }
        let whole = chunk.len() - 1;
        if word & ((1 << (24 - 8 * whole)) - 1) != 0 {
            return None;
        }
        bytes.extend((0..whole).map(|i| (word >> (16 - 8 * i)) as u8));
    }
    Some(bytes)
}
