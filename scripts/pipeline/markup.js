// Text in HTML (or XML) as the build's scripts write and read it: the one
// escaper of the pipeline, the preview server and the benchmark, which
// escapes as src/html.rs does (tests/html.rs holds the two alike over
// generated texts), and the way back, for what the prerender wrote.

/** The characters escaped, and their references. */
const REFERENCES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const CHARACTERS = Object.fromEntries(Object.entries(REFERENCES).map(([character, reference]) => [reference, character]));

/**
 * `text`, safe as an element's text and inside a double-quoted attribute.
 * @param {string} text
 */
export function escaped(text) {
  return text.replace(/[&<>"]/g, (character) => REFERENCES[/** @type {keyof typeof REFERENCES} */ (character)]);
}

/**
 * `html`'s text with the references `escaped` writes read back.
 * @param {string} html
 */
export function unescaped(html) {
  return html.replace(/&(?:amp|lt|gt|quot);/g, (reference) => CHARACTERS[reference]);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  // A text a line in (as JSON), its escaped form a line out: tests/html.rs.
  const { readFileSync } = await import('node:fs');
  for (const line of readFileSync(0, 'utf8').split('\n').filter(Boolean)) console.log(JSON.stringify(escaped(JSON.parse(line))));
}
