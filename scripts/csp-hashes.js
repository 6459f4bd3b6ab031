// Trunk post-build hook: adds the hash of every inline <script> in the
// built index.html (the start-up script; a data block such as #app-files
// is not run, so it needs none) to the Content-Security-Policy's
// script-src, so the policy needs no 'unsafe-inline'. Fails the build if the policy is missing.
// Debug builds (trunk serve) allow inline scripts instead: Trunk's dev
// server adds scripts of its own; release builds stay strict.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { page, policyOf, stagedSite, withPolicy } from './built-page.js';

const { path: file, html } = page(stagedSite('csp-hashes'));

const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
  .filter((match) => !/\btype="application\/json"/.test(match[1]))
  .map((match) => match[2])
  .filter((body) => body.trim() !== '')
  .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);

const scriptSrc = /(^|;\s*)(script-src [^;]*)/;
if (!scriptSrc.test(policyOf(html) ?? '')) {
  console.error('csp-hashes: index.html has no Content-Security-Policy meta tag with script-src');
  process.exit(1);
}
const allowed = process.env.TRUNK_PROFILE === 'debug' ? ["'unsafe-inline'"] : hashes;
const allowing = (policy) => policy.replace(scriptSrc, (_, before, directive) => `${before}${[directive, ...allowed].join(' ')}`);
writeFileSync(file, withPolicy(html, allowing));
console.log(`csp-hashes: inline scripts allowed by ${allowed.join(' ')}`);
