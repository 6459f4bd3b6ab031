//! A QR code of a short text (ISO/IEC 18004), as the device link needs it
//! and no more: byte mode, error correction level L, the smallest version
//! up to [`MAX_VERSION`] that holds the text, the mask with the lowest
//! penalty. A general QR crate costs more wasm (qrcodegen 4.5 KB of
//! brotli, fast_qr 10.2 KB: BENCHMARKS.md); `tests/qr.rs` checks every
//! module against qrcodegen.

/// The largest code drawn: 77 modules a side, up to 520 bytes, which a
/// phone's camera reads from a screen. A longer text gets no code.
pub const MAX_VERSION: usize = 15;

/// Error correction codewords per block, and blocks, for level L by
/// version (index 0 is version 1).
const ECC_PER_BLOCK: [u8; MAX_VERSION] =
    [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22];
const BLOCKS: [u8; MAX_VERSION] = [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6];

/// The modules of a QR code: `size` a side, dark or light, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrCode {
    size: usize,
    dark: Vec<bool>,
    /// Finder, timing and alignment patterns and format and version
    /// information: modules the data and the mask leave alone.
    fixed: Vec<bool>,
}

impl QrCode {
    /// The code of `text`, or None if it is longer than the largest
    /// version holds.
    pub fn encode(text: &[u8]) -> Option<QrCode> {
        (0..8)
            .filter_map(|mask| QrCode::encode_with_mask(text, mask))
            .min_by_key(QrCode::penalty)
    }

    /// The code of `text` with the given mask (0 to 7).
    pub fn encode_with_mask(text: &[u8], mask: u8) -> Option<QrCode> {
        let version = (1..=MAX_VERSION)
            .find(|&v| text.len() + 2 + usize::from(v > 9) <= data_codewords(v))?;
        let mut code = QrCode::patterns(version);
        code.place(&codewords(text, version));
        code.apply_mask(mask);
        code.draw_format(mask);
        Some(code)
    }

    pub fn size(&self) -> usize {
        self.size
    }

    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        self.dark[y * self.size + x]
    }

    /// The code as an SVG image, a unit a module, with the quiet zone of
    /// four modules around it.
    pub fn svg(&self) -> String {
        let side = self.size + 8;
        let path = self.svg_path();
        format!("<svg viewBox=\"-4 -4 {side} {side}\"><path d=\"{path}\"/></svg>")
    }

    /// The dark modules, a run of a row in one rectangle.
    fn svg_path(&self) -> String {
        let mut path = String::new();
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                let run = (x..self.size).take_while(|&x| self.is_dark(x, y)).count();
                if run > 0 {
                    path += &format!("M{x} {y}h{run}v1h-{run}z");
                }
                x += run.max(1);
            }
        }
        path
    }

    fn set(&mut self, x: usize, y: usize, dark: bool) {
        let at = y * self.size + x;
        self.dark[at] = dark;
        self.fixed[at] = true;
    }

    /// The fixed patterns of a version, with its format area reserved.
    fn patterns(version: usize) -> QrCode {
        let size = version * 4 + 17;
        let mut code = QrCode {
            size,
            dark: vec![false; size * size],
            fixed: vec![false; size * size],
        };
        for i in 0..size {
            code.set(6, i, i % 2 == 0);
            code.set(i, 6, i % 2 == 0);
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            code.square(x, y, 4, 0b10100);
        }
        let centres = alignment_centres(version);
        let last = centres.len().saturating_sub(1);
        for (i, &x) in centres.iter().enumerate() {
            for (j, &y) in centres.iter().enumerate() {
                if (i, j) != (0, 0) && (i, j) != (0, last) && (i, j) != (last, 0) {
                    code.square(x, y, 2, 0b10);
                }
            }
        }
        code.draw_format(0);
        if version >= 7 {
            let bits = bch(version as u32, 12, 0x1F25);
            for i in 0..18 {
                let (a, b) = (size - 11 + i % 3, i / 3);
                code.set(a, b, bit(bits, i));
                code.set(b, a, bit(bits, i));
            }
        }
        code
    }

    /// The modules within `radius` of (`x`, `y`) that are on the code:
    /// light at the distances from the centre set in `light` (bit 0 for
    /// the centre), dark at the others.
    fn square(&mut self, x: usize, y: usize, radius: usize, light: u8) {
        for my in y.saturating_sub(radius)..(y + radius + 1).min(self.size) {
            for mx in x.saturating_sub(radius)..(x + radius + 1).min(self.size) {
                let distance = mx.abs_diff(x).max(my.abs_diff(y));
                self.set(mx, my, light >> distance & 1 == 0);
            }
        }
    }

    /// Level L and `mask`, twice, and the dark module.
    fn draw_format(&mut self, mask: u8) {
        let bits = bch(1 << 3 | u32::from(mask), 10, 0x537) ^ 0x5412;
        let size = self.size;
        for i in 0..6 {
            self.set(8, i, bit(bits, i));
        }
        self.set(8, 7, bit(bits, 6));
        self.set(8, 8, bit(bits, 7));
        self.set(7, 8, bit(bits, 8));
        for i in 9..15 {
            self.set(14 - i, 8, bit(bits, i));
        }
        for i in 0..8 {
            self.set(size - 1 - i, 8, bit(bits, i));
        }
        for i in 8..15 {
            self.set(8, size - 15 + i, bit(bits, i));
        }
        self.set(8, size - 8, true);
    }

    /// The codewords' bits, in two-module columns zigzagging up and down
    /// from the right, around the fixed modules.
    fn place(&mut self, codewords: &[u8]) {
        let mut next = 0;
        let mut right = self.size - 1;
        loop {
            if right == 6 {
                right = 5;
            }
            let upward = (right + 1) & 2 == 0;
            for step in 0..self.size {
                let y = if upward { self.size - 1 - step } else { step };
                for x in [right, right - 1] {
                    let at = y * self.size + x;
                    if !self.fixed[at] && next < codewords.len() * 8 {
                        self.dark[at] = codewords[next / 8] >> (7 - next % 8) & 1 == 1;
                        next += 1;
                    }
                }
            }
            if right < 2 {
                break;
            }
            right -= 2;
        }
    }

    fn apply_mask(&mut self, mask: u8) {
        for y in 0..self.size {
            for x in 0..self.size {
                let flip = match mask {
                    0 => (x + y) % 2 == 0,
                    1 => y % 2 == 0,
                    2 => x % 3 == 0,
                    3 => (x + y) % 3 == 0,
                    4 => (x / 3 + y / 2) % 2 == 0,
                    5 => x * y % 2 + x * y % 3 == 0,
                    6 => (x * y % 2 + x * y % 3) % 2 == 0,
                    _ => ((x + y) % 2 + x * y % 3) % 2 == 0,
                };
                let at = y * self.size + x;
                self.dark[at] ^= flip && !self.fixed[at];
            }
        }
    }

    /// How hard the code is to read (the standard's four rules): long
    /// runs of one colour, 2x2 blocks, patterns that look like a finder,
    /// and dark and light out of balance.
    fn penalty(&self) -> usize {
        let n = self.size;
        let mut penalty = 0;
        for (i, vertical) in (0..n).flat_map(|i| [(i, false), (i, true)]) {
            // The line between four light modules each side, the last 11
            // modules seen in the low bits of `window`.
            let (mut window, mut run, mut last) = (0u32, 0, false);
            for j in 0..n + 8 {
                let at = j.wrapping_sub(4);
                let dark = at < n
                    && if vertical {
                        self.is_dark(i, at)
                    } else {
                        self.is_dark(at, i)
                    };
                window = (window << 1 | u32::from(dark)) & 0x7FF;
                if window == 0b000_0101_1101 || window == 0b101_1101_0000 {
                    penalty += 40;
                }
                if at < n {
                    run = if dark == last && at > 0 { run + 1 } else { 1 };
                    last = dark;
                    penalty += match run {
                        5 => 3,
                        6.. => 1,
                        _ => 0,
                    };
                }
            }
        }
        for y in 0..n - 1 {
            for x in 0..n - 1 {
                let c = self.is_dark(x, y);
                if [(1, 0), (0, 1), (1, 1)]
                    .iter()
                    .all(|&(dx, dy)| self.is_dark(x + dx, y + dy) == c)
                {
                    penalty += 3;
                }
            }
        }
        let dark = self.dark.iter().filter(|&&d| d).count();
        let total = n * n;
        penalty
            + (dark * 20)
                .abs_diff(total * 10)
                .div_ceil(total)
                .saturating_sub(1)
                * 10
    }
}

/// Codewords a version holds for data at level L.
fn data_codewords(version: usize) -> usize {
    let v = version;
    let mut modules = (16 * v + 128) * v + 64;
    if v >= 2 {
        let aligns = v / 7 + 2;
        modules -= (25 * aligns - 10) * aligns - 55;
        if v >= 7 {
            modules -= 36;
        }
    }
    modules / 8 - usize::from(ECC_PER_BLOCK[v - 1]) * usize::from(BLOCKS[v - 1])
}

/// Where the alignment patterns' centres are, on each axis.
fn alignment_centres(version: usize) -> Vec<usize> {
    if version == 1 {
        return Vec::new();
    }
    let count = version / 7 + 2;
    let size = version * 4 + 17;
    let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2;
    let mut centres: Vec<usize> = (0..count - 1).map(|i| size - 7 - i * step).collect();
    centres.push(6);
    centres.reverse();
    centres
}

/// The text in byte mode, padded to the version's data codewords, split
/// into blocks with their error correction, interleaved.
fn codewords(text: &[u8], version: usize) -> Vec<u8> {
    let capacity = data_codewords(version);
    let mut bits = Bits::default();
    bits.push(0b0100, 4);
    bits.push(text.len() as u32, if version > 9 { 16 } else { 8 });
    for &byte in text {
        bits.push(u32::from(byte), 8);
    }
    bits.push(0, (capacity * 8 - bits.len).min(4));
    bits.push(0, (8 - bits.len % 8) % 8);
    let mut data = bits.bytes;
    for pad in [0xEC, 0x11].into_iter().cycle() {
        if data.len() >= capacity {
            break;
        }
        data.push(pad);
    }

    let blocks = usize::from(BLOCKS[version - 1]);
    let ecc_len = usize::from(ECC_PER_BLOCK[version - 1]);
    let total = capacity + blocks * ecc_len;
    let short_blocks = blocks - total % blocks;
    let short_len = total / blocks - ecc_len;
    let divisor = rs_divisor(ecc_len);
    let mut rest = data.as_slice();
    let split: Vec<(&[u8], Vec<u8>)> = (0..blocks)
        .map(|i| {
            let (block, after) = rest.split_at(short_len + usize::from(i >= short_blocks));
            rest = after;
            (block, rs_remainder(block, &divisor))
        })
        .collect();
    let mut out = Vec::with_capacity(total);
    for i in 0..=short_len {
        out.extend(split.iter().filter_map(|(block, _)| block.get(i)));
    }
    for i in 0..ecc_len {
        out.extend(split.iter().map(|(_, ecc)| ecc[i]));
    }
    out
}

#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    len: usize,
}

impl Bits {
    fn push(&mut self, value: u32, count: usize) {
        for i in (0..count).rev() {
            if self.len.is_multiple_of(8) {
                self.bytes.push(0);
            }
            let last = self.bytes.len() - 1;
            self.bytes[last] |= ((value >> i & 1) as u8) << (7 - self.len % 8);
            self.len += 1;
        }
    }
}

/// The Reed-Solomon generator polynomial of the given degree, highest
/// coefficient (always 1) left out.
fn rs_divisor(degree: usize) -> Vec<u8> {
    let mut divisor = vec![0; degree];
    divisor[degree - 1] = 1;
    let mut root = 1;
    for _ in 0..degree {
        for j in 0..degree {
            divisor[j] = gf_multiply(divisor[j], root);
            if j + 1 < degree {
                divisor[j] ^= divisor[j + 1];
            }
        }
        root = gf_multiply(root, 2);
    }
    divisor
}

fn rs_remainder(data: &[u8], divisor: &[u8]) -> Vec<u8> {
    let mut remainder = vec![0; divisor.len()];
    for &byte in data {
        let factor = byte ^ remainder.remove(0);
        remainder.push(0);
        for (r, &d) in remainder.iter_mut().zip(divisor) {
            *r ^= gf_multiply(d, factor);
        }
    }
    remainder
}

/// Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1.
fn gf_multiply(x: u8, y: u8) -> u8 {
    let mut z: u32 = 0;
    for i in (0..8).rev() {
        z = (z << 1) ^ ((z >> 7) * 0x11D);
        z ^= u32::from(y >> i & 1) * u32::from(x);
    }
    z as u8
}

/// `data` followed by its BCH check bits (`bits` of them, by `generator`).
fn bch(data: u32, bits: u32, generator: u32) -> u32 {
    let mut rem = data;
    for _ in 0..bits {
        rem = (rem << 1) ^ ((rem >> (bits - 1)) * generator);
    }
    data << bits | rem
}

fn bit(value: u32, i: usize) -> bool {
    value >> i & 1 == 1
}
