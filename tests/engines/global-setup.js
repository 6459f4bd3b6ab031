// The site every cross-engine test serves: the release build with the
// seed catalog, as for the end-to-end tests.
import { SITE, siteWith } from '../e2e/fixture-site.js';

export default function globalSetup() {
  siteWith(SITE, 'tests/fixtures/seed-catalog.json');
}
