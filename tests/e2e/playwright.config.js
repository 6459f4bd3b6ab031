// End-to-end tests on the release build (dist/, with the seed catalog:
// fixture-site.js), served as static files on 127.0.0.1, in Debian's
// Chromium (Playwright never downloads a browser).
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4173);

export const chromiumArgs = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * How the specs run, here and in tests/engines: every one, once, two at a time.
 * @type {import('@playwright/test').PlaywrightTestConfig}
 */
export const runner = {
  testDir: '.',
  testMatch: '*.spec.js',
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
};

export default defineConfig({
  ...runner,
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: 'chromium',
    // The service worker would answer requests that tests route; the specs
    // about it (offline.spec.js) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: {
    command: `node tests/e2e/fixture-site.js ${port}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
