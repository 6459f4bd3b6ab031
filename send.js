// "Send to another device": the app opens the page's dialog with the link
// in it; this module draws the link's QR code and copies the link, or
// hands it to the share sheet. The page's own script loads it when the
// reader opens the dialog (page.js), so the first view never downloads
// it; the build minifies it and names it after its bytes
// (scripts/pipeline/app.js, names.js), and the worker precaches it.
//
// The code is ISO/IEC 18004 as the link needs it and no more: byte mode,
// error correction level L, the smallest version up to MAX_VERSION that
// holds the text, the mask with the lowest penalty. `tests/qr.rs` checks
// every module against a full QR encoder (qrcodegen).

/** The dialogs whose buttons this module has taken on. */
const wired = new WeakSet();

/**
 * Draws the QR code of the link in the dialog (the page's
 * `#send-dialog`, which the app opened with the link in its input), or
 * says the link is too long for one; and, the first time, takes on its
 * buttons: Copy link, and Share where the browser has a share sheet,
 * each saying how it went.
 * @param {HTMLDialogElement} dialog
 */
export function opened(dialog) {
  const find = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (dialog.querySelector(selector));
  const link = () => /** @type {HTMLInputElement} */ (find('input')).value;
  const svg = svgOf(link());
  const picture = find('.qr');
  picture.innerHTML = svg;
  picture.hidden = !svg;
  find('.qr-too-large').hidden = !!svg;
  if (wired.has(dialog)) return;
  wired.add(dialog);
  const status = find('[role=status]');
  const say = (/** @type {string | undefined} */ words) => {
    status.textContent = words ?? '';
  };
  find('[data-send=share]').hidden = !navigator.share;
  dialog.addEventListener('close', () => say(''));
  dialog.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest('[data-send]'));
    if (button?.dataset.send === 'copy') {
      Promise.resolve()
        .then(() => navigator.clipboard.writeText(link()))
        .then(
          () => say(status.dataset.copied),
          () => say(status.dataset.copyRefused),
        );
    } else if (button) {
      navigator.share({ url: link() }).catch((/** @type {Error} */ error) => {
        if (error.name !== 'AbortError') say(status.dataset.shareFailed);
      });
    }
  });
}

/** The largest code drawn: 77 modules a side, up to 520 bytes, which a phone's camera reads from a screen. A longer text gets no code. */
export const MAX_VERSION = 15;

/** Error correction codewords per block, and blocks, for level L by version (index 0 is version 1). */
const ECC_PER_BLOCK = [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22];
const BLOCKS = [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6];

/**
 * The modules of a code: `size` a side, dark or light, row by row; and
 * which are fixed (finder, timing and alignment patterns, format and
 * version information: modules the data and the mask leave alone).
 * @typedef {{ size: number, dark: boolean[], fixed: boolean[] }} Code
 */

/**
 * The code of `text` as an SVG image, a unit a module, with the quiet zone
 * of four modules around it (a run of dark modules in a row one
 * rectangle); or '' if the text is longer than the largest version holds.
 * @param {string} text
 */
export function svgOf(text) {
  const bytes = new TextEncoder().encode(text);
  /** @type {Code | null} */
  let best = null;
  let lowest = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const code = encodeWithMask(bytes, mask);
    const penalty = code && penaltyOf(code);
    if (code && /** @type {number} */ (penalty) < lowest) [best, lowest] = [code, /** @type {number} */ (penalty)];
  }
  if (!best) return '';
  const { size, dark } = best;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; ) {
      let run = 0;
      while (x + run < size && dark[y * size + x + run]) run++;
      if (run) path += `M${x} ${y}h${run}v1h-${run}z`;
      x += Math.max(run, 1);
    }
  }
  return `<svg viewBox="-4 -4 ${size + 8} ${size + 8}"><path d="${path}"/></svg>`;
}

/**
 * The code of `bytes` with the given mask (0 to 7), or null if they are
 * longer than the largest version holds.
 * @param {Uint8Array} bytes
 * @param {number} mask
 * @returns {Code | null}
 */
export function encodeWithMask(bytes, mask) {
  let version = 1;
  while (version <= MAX_VERSION && bytes.length + 2 + (version > 9 ? 1 : 0) > dataCodewords(version)) version++;
  if (version > MAX_VERSION) return null;
  const code = patterns(version);
  place(code, codewords(bytes, version));
  applyMask(code, mask);
  drawFormat(code, mask);
  return code;
}

/** @param {Code} code @param {number} x @param {number} y @param {boolean} dark */
function set(code, x, y, dark) {
  code.dark[y * code.size + x] = dark;
  code.fixed[y * code.size + x] = true;
}

/**
 * The fixed patterns of a version, with its format area reserved.
 * @param {number} version
 * @returns {Code}
 */
function patterns(version) {
  const size = version * 4 + 17;
  /** @type {Code} */
  const code = { size, dark: Array(size * size).fill(false), fixed: Array(size * size).fill(false) };
  for (let i = 0; i < size; i++) {
    set(code, 6, i, i % 2 === 0);
    set(code, i, 6, i % 2 === 0);
  }
  for (const [x, y] of [[3, 3], [size - 4, 3], [3, size - 4]]) square(code, x, y, 4, 0b10100);
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  centres.forEach((x, i) => {
    centres.forEach((y, j) => {
      if (!(i === 0 && j === 0) && !(i === 0 && j === last) && !(i === last && j === 0)) square(code, x, y, 2, 0b10);
    });
  });
  drawFormat(code, 0);
  if (version >= 7) {
    const bits = bch(version, 12, 0x1f25);
    for (let i = 0; i < 18; i++) {
      const [a, b] = [size - 11 + (i % 3), Math.floor(i / 3)];
      set(code, a, b, bit(bits, i));
      set(code, b, a, bit(bits, i));
    }
  }
  return code;
}

/**
 * The modules within `radius` of (`x`, `y`) that are on the code: light
 * at the distances from the centre set in `light` (bit 0 for the centre),
 * dark at the others.
 * @param {Code} code @param {number} x @param {number} y @param {number} radius @param {number} light
 */
function square(code, x, y, radius, light) {
  for (let my = Math.max(y - radius, 0); my < Math.min(y + radius + 1, code.size); my++) {
    for (let mx = Math.max(x - radius, 0); mx < Math.min(x + radius + 1, code.size); mx++) {
      const distance = Math.max(Math.abs(mx - x), Math.abs(my - y));
      set(code, mx, my, ((light >> distance) & 1) === 0);
    }
  }
}

/**
 * Level L and `mask`, twice, and the dark module.
 * @param {Code} code @param {number} mask
 */
function drawFormat(code, mask) {
  const bits = bch((1 << 3) | mask, 10, 0x537) ^ 0x5412;
  const size = code.size;
  for (let i = 0; i < 6; i++) set(code, 8, i, bit(bits, i));
  set(code, 8, 7, bit(bits, 6));
  set(code, 8, 8, bit(bits, 7));
  set(code, 7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) set(code, 14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) set(code, size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) set(code, 8, size - 15 + i, bit(bits, i));
  set(code, 8, size - 8, true);
}

/**
 * The codewords' bits, in two-module columns zigzagging up and down from
 * the right, around the fixed modules.
 * @param {Code} code @param {number[]} words
 */
function place(code, words) {
  const { size, dark, fixed } = code;
  let next = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) {
        const at = y * size + x;
        if (!fixed[at] && next < words.length * 8) {
          dark[at] = ((words[next >> 3] >> (7 - (next & 7))) & 1) === 1;
          next++;
        }
      }
    }
  }
}

/** @type {((x: number, y: number) => boolean)[]} */
const MASKS = [
  (x, y) => (x + y) % 2 === 0,
  (x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** @param {Code} code @param {number} mask */
function applyMask(code, mask) {
  const { size, dark, fixed } = code;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = y * size + x;
      if (!fixed[at] && MASKS[mask](x, y)) dark[at] = !dark[at];
    }
  }
}

/**
 * How hard the code is to read (the standard's four rules): long runs of
 * one colour, 2x2 blocks, patterns that look like a finder, and dark and
 * light out of balance.
 * @param {Code} code
 */
function penaltyOf({ size: n, dark }) {
  const isDark = (/** @type {number} */ x, /** @type {number} */ y) => dark[y * n + x];
  let penalty = 0;
  for (let i = 0; i < n; i++) {
    for (const vertical of [false, true]) {
      // The line between four light modules each side, the last 11 modules
      // seen in the low bits of `window`.
      let [window, run, last] = [0, 0, false];
      for (let j = 0; j < n + 8; j++) {
        const at = j - 4;
        const on = at >= 0 && at < n && (vertical ? isDark(i, at) : isDark(at, i));
        window = ((window << 1) | (on ? 1 : 0)) & 0x7ff;
        if (window === 0b00001011101 || window === 0b10111010000) penalty += 40;
        if (at >= 0 && at < n) {
          run = on === last && at > 0 ? run + 1 : 1;
          last = on;
          if (run === 5) penalty += 3;
          else if (run > 5) penalty += 1;
        }
      }
    }
  }
  for (let y = 0; y < n - 1; y++) {
    for (let x = 0; x < n - 1; x++) {
      const c = isDark(x, y);
      if (isDark(x + 1, y) === c && isDark(x, y + 1) === c && isDark(x + 1, y + 1) === c) penalty += 3;
    }
  }
  const total = n * n;
  const darkCount = dark.filter(Boolean).length;
  return penalty + Math.max(Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1, 0) * 10;
}

/** Codewords a version holds for data at level L. @param {number} v */
function dataCodewords(v) {
  let modules = (16 * v + 128) * v + 64;
  if (v >= 2) {
    const aligns = Math.floor(v / 7) + 2;
    modules -= (25 * aligns - 10) * aligns - 55;
    if (v >= 7) modules -= 36;
  }
  return Math.floor(modules / 8) - ECC_PER_BLOCK[v - 1] * BLOCKS[v - 1];
}

/** Where the alignment patterns' centres are, on each axis. @param {number} version */
function alignmentCentres(version) {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const centres = Array.from({ length: count - 1 }, (_, i) => size - 7 - i * step);
  centres.push(6);
  return centres.reverse();
}

/**
 * The text in byte mode, padded to the version's data codewords, split
 * into blocks with their error correction, interleaved.
 * @param {Uint8Array} bytes @param {number} version
 */
function codewords(bytes, version) {
  const capacity = dataCodewords(version);
  /** @type {number[]} */
  const bits = [];
  const push = (/** @type {number} */ value, /** @type {number} */ count) => {
    for (let i = count - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version > 9 ? 16 : 8);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(capacity * 8 - bits.length, 4));
  push(0, (8 - (bits.length % 8)) % 8);
  const data = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((byte, b) => (byte << 1) | b, 0));
  for (let pad = 0; data.length < capacity; pad ^= 1) data.push(pad ? 0x11 : 0xec);

  const blocks = BLOCKS[version - 1];
  const eccLength = ECC_PER_BLOCK[version - 1];
  const total = capacity + blocks * eccLength;
  const shortBlocks = blocks - (total % blocks);
  const shortLength = Math.floor(total / blocks) - eccLength;
  const divisor = rsDivisor(eccLength);
  /** @type {[number[], number[]][]} */
  const split = [];
  for (let i = 0, at = 0; i < blocks; i++) {
    const block = data.slice(at, (at += shortLength + (i >= shortBlocks ? 1 : 0)));
    split.push([block, rsRemainder(block, divisor)]);
  }
  const out = [];
  for (let i = 0; i <= shortLength; i++) for (const [block] of split) if (i < block.length) out.push(block[i]);
  for (let i = 0; i < eccLength; i++) for (const [, ecc] of split) out.push(ecc[i]);
  return out;
}

/** The Reed-Solomon generator polynomial of the given degree, highest coefficient (always 1) left out. @param {number} degree */
function rsDivisor(degree) {
  const divisor = Array(degree).fill(0);
  divisor[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      divisor[j] = gfMultiply(divisor[j], root);
      if (j + 1 < degree) divisor[j] ^= divisor[j + 1];
    }
    root = gfMultiply(root, 2);
  }
  return divisor;
}

/** @param {number[]} data @param {number[]} divisor */
function rsRemainder(data, divisor) {
  const remainder = Array(divisor.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ /** @type {number} */ (remainder.shift());
    remainder.push(0);
    divisor.forEach((d, i) => (remainder[i] ^= gfMultiply(d, factor)));
  }
  return remainder;
}

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. @param {number} x @param {number} y */
function gfMultiply(x, y) {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

/** `data` followed by its BCH check bits (`bits` of them, by `generator`). @param {number} data @param {number} bits @param {number} generator */
function bch(data, bits, generator) {
  let rem = data;
  for (let i = 0; i < bits; i++) rem = (rem << 1) ^ ((rem >>> (bits - 1)) * generator);
  return (data << bits) | rem;
}

/** @param {number} value @param {number} i */
function bit(value, i) {
  return ((value >>> i) & 1) === 1;
}
