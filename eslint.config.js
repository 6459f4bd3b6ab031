// The JavaScript held to a bar as the Rust is (npm run lint, in
// scripts/test): ESLint's recommended rules over the pipeline, the
// package's command, the page's own script, the tests and the benchmark.
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['target/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // A catch that names what it ignores, and ignores it: the page's
      // script keeps the binding for engines older than ES2019.
      'no-unused-vars': ['error', { caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // The tests and the benchmark hand functions to the browser to run;
    // a Playwright fixture that uses no other destructures nothing.
    files: ['tests/**', 'bench/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // CloudFront calls the function by its name.
    files: ['docs/deploy/cloudfront-index.js'],
    languageOptions: { sourceType: 'script' },
    rules: { 'no-unused-vars': ['error', { varsIgnorePattern: '^handler$' }] },
  },
  {
    // The page's own script, the offline worker's template and the series
    // box's script run in the browser.
    files: ['page.js', 'scripts/pipeline/sw-template.js', 'public/series-box/series-box.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, ...globals.serviceworker } },
  },
  {
    // The modules the page's own script loads later run in the browser.
    files: ['send.js', 'follow.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
];
