// The package's command line (scripts/pipeline/cli.js): its arguments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from '../../scripts/pipeline/cli.js';

const BUILD = { switches: ['--strict'], valued: ['--out', '--base-url'] };

test('parse takes switches, options with their values and the arguments beside them, in any order', () => {
  assert.deepEqual(parse(['--out', 'site', 'catalog.json', '--strict', '--base-url', 'https://example.org/'], BUILD), {
    positional: ['catalog.json'],
    '--out': 'site',
    '--strict': true,
    '--base-url': 'https://example.org/',
  });
  assert.deepEqual(parse([], BUILD), { positional: [] });
});

test('parse refuses an option unknown to the command, and one without its value', () => {
  assert.equal(parse(['catalog.json', '--port', '80'], BUILD), null);
  assert.equal(parse(['catalog.json', '--out'], BUILD), null);
});

test('parse takes a value that looks like an option as the value it is', () => {
  assert.deepEqual(parse(['--out', '--strict', 'c.json'], BUILD), { positional: ['c.json'], '--out': '--strict' });
});
