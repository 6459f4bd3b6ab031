// Trunk post-build hook, before csp-hashes.js: the page's inline start-up
// script without its comment lines and indentation. Its documentation
// stays in index.html; a reader's phone downloads only the code (about
// 0.9 KB of brotli less). Lines that are only a `//` comment go, every
// other line is kept, trimmed: nothing in the script spans lines.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('inline-script: TRUNK_STAGING_DIR is not set; run me as a Trunk hook');
  process.exit(1);
}
const page = join(staging, 'index.html');
const html = readFileSync(page, 'utf8');
// The start-up script is the one that reads the progress key.
let scripts = 0;
const stripped = html.replace(/(<script data-progress-key=[^>]*>)([\s\S]*?)(<\/script>)/g, (_, open, body, close) => {
  scripts += 1;
  const code = body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'));
  return `${open}\n${code.join('\n')}\n${close}`;
});
if (scripts !== 1) {
  console.error(`inline-script: index.html has ${scripts} start-up scripts (<script data-progress-key>); one is expected`);
  process.exit(1);
}
writeFileSync(page, stripped);
console.log(`inline-script: ${html.length - stripped.length} characters of comments and indentation left out`);
