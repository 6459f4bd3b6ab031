// The wasm binary's sections, for the finishing passes that edit the
// app's wasm (app.js: its unused exports out, its short names, its
// custom sections out): read a section's entries, write a section back.

/** The unsigned LEB128 number at `at` in `bytes`, and where it ends. */
export function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

/** `value` as unsigned LEB128. */
export function leb(value) {
  const out = [];
  do {
    const byte = value % 128;
    value = Math.floor(value / 128);
    out.push(value ? byte | 0x80 : byte);
  } while (value);
  return Buffer.from(out);
}

/** The name (a length and UTF-8) at `at`, and where it ends. */
export function readName(bytes, at) {
  const [length, start] = readLeb(bytes, at);
  return [bytes.subarray(start, start + length).toString('utf8'), start + length];
}

/** `name` as the wasm writes a name. */
export function name(text) {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([leb(bytes.length), bytes]);
}

/**
 * The wasm with the section of each id in `edits` replaced: the edit gets
 * the section's entries (their count read, the bytes after it) and gives
 * back the entries to write, as buffers.
 */
export function editSections(wasm, edits) {
  const sections = [wasm.subarray(0, 8)];
  for (let at = 8; at < wasm.length; ) {
    const id = wasm[at];
    const [size, body] = readLeb(wasm, at + 1);
    const end = body + size;
    if (!edits[id]) {
      sections.push(wasm.subarray(at, end));
    } else {
      const [count, first] = readLeb(wasm, body);
      const entries = edits[id](wasm, count, first);
      const content = Buffer.concat([leb(entries.length), ...entries]);
      sections.push(Buffer.from([id]), leb(content.length), content);
    }
    at = end;
  }
  return Buffer.concat(sections);
}

/** The wasm without its custom sections (id 0), and the names of those it had. */
export function withoutCustomSections(wasm) {
  const kept = [wasm.subarray(0, 8)];
  const dropped = [];
  for (let at = 8; at < wasm.length; ) {
    const [size, body] = readLeb(wasm, at + 1);
    if (wasm[at] === 0) dropped.push(readName(wasm, body)[0]);
    else kept.push(wasm.subarray(at, body + size));
    at = body + size;
  }
  return [Buffer.concat(kept), dropped];
}
