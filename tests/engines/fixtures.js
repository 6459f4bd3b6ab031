// What every cross-engine spec has: `reader`, a fresh browser of the
// project's engine; `anotherReader()`, one more (a second device);
// `site`, the release build served by the test's own server.
import { test as base, expect } from '@playwright/test';
import { startEngine } from './engines.js';
import { startSite } from './site.js';

export { expect };

/** The reading list and the part the specs open and mark, of the seed catalog (tests/fixtures/seed-catalog.json). */
export const LIST = /^LLM Inference: Reading list/;
export const PART = 'PagedAttention';

/**
 * @typedef {import('./engines.js').Engine} Engine
 * @typedef {{ site: import('./site.js').Site, sessions: () => Promise<Session>, reader: Session, anotherReader: () => Promise<Session> }} Readers
 * @typedef {Awaited<ReturnType<Engine['newSession']>>} Session
 */

/** @type {import('@playwright/test').Fixtures<Readers, { engine: string, driver: Engine }, import('../e2e/fixtures.js').TestArgs, import('../e2e/fixtures.js').WorkerArgs>} */
const readers = {
  engine: ['chromium', { option: true, scope: 'worker' }],
  driver: [
    async ({ engine }, use) => {
      const driver = await startEngine(engine);
      await use(driver);
      await driver.stop();
    },
    { scope: 'worker' },
  ],
  site: async ({}, use) => {
    const site = await startSite();
    await use(site);
    site.stop();
  },
  sessions: async ({ driver }, use) => {
    const sessions = [];
    await use(async () => {
      const session = await driver.newSession();
      sessions.push(session);
      return session;
    });
    // As the end-to-end tests, a test fails if the page it ends on threw
    // or logged an error (site.js has it keep them).
    const errors = [];
    for (const session of sessions) errors.push(...((await session.evaluate(() => window.pageErrors).catch(() => null)) ?? []));
    await Promise.all(sessions.map((session) => session.close()));
    expect(errors, 'errors on the page').toEqual([]);
  },
  reader: async ({ sessions }, use) => use(await sessions()),
  anotherReader: async ({ sessions }, use) => use(sessions),
};

export const test = base.extend(readers);
