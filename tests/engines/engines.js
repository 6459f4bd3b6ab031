// The three engines readers use, behind one small API, for the
// cross-engine specs (tests/engines/*.spec.js). Playwright drives only its
// own builds of Firefox and WebKit, which cannot be downloaded here; so
// each engine is driven by what speaks to Debian's build of it:
//
//   chromium  chromedriver (W3C WebDriver), Debian's chromium
//   webkit    WebKitWebDriver (W3C WebDriver) and MiniBrowser, Debian's
//             webkit2gtk-driver, under Xvfb (xvfb-run)
//   firefox   puppeteer-core over WebDriver BiDi, Debian's firefox-esr (no
//             geckodriver)
//
// A session is a fresh browser with a fresh profile. Tests find elements
// by role and name, as the Playwright specs do (tests/engines/find.js),
// and read the page with `evaluate`: nothing here depends on the engine.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { FIND, nameForPage } from './find.js';
import { chromiumArgs } from '../e2e/playwright.config.js';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

const BINARIES = {
  chromium: process.env.CHROMIUM ?? '/usr/bin/chromium',
  chromedriver: process.env.CHROMEDRIVER ?? '/usr/bin/chromedriver',
  firefox: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
  webkitDriver: '/usr/bin/WebKitWebDriver',
  miniBrowser: process.env.MINIBROWSER ?? `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/webkit2gtk-4.1/MiniBrowser`,
};

const WAIT_MS = 10_000;
const sleep = (ms) => new Promise((next) => setTimeout(next, ms));

/** A port nothing listens on. */
async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((done) => server.close(done));
  return port;
}

/** A W3C WebDriver server (`command` given a port), started and ready. */
async function webDriverServer(command) {
  const port = await freePort();
  const [program, ...args] = command(port);
  const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let said = '';
  child.stderr.on('data', (chunk) => (said += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; await sleep(100)) {
    const ready = await fetch(`${base}/status`).then((answer) => answer.json(), () => null);
    if (ready?.value?.ready) break;
    if (child.exitCode !== null || Date.now() - started > 20_000) {
      throw new Error(`${program} did not start: ${said.trim() || `exit code ${child.exitCode}`}`);
    }
  }
  return { base, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/**
 * What both kinds of session share: waiting for an element, or for the
 * page. Each kind finds an element (`element`) and runs a function in the
 * page (`evaluate`) its own way.
 */
class Session {
  /**
   * The element of `role` named `name`, or nothing.
   * @abstract
   * @param {string} role
   * @param {string | RegExp} name
   * @returns {Promise<any>}
   */
  element(role, name) {
    throw new Error(`${this.constructor.name} finds no ${role} named ${name}: each kind of session finds elements its own way`);
  }

  /**
   * `fn(...args)` run in the page.
   * @abstract
   * @param {Function} fn
   * @param {...any} args
   * @returns {Promise<any>}
   */
  evaluate(fn, ...args) {
    throw new Error(`${this.constructor.name} runs no ${fn.name}(${args.length} arguments): each kind of session runs in the page its own way`);
  }

  /** The element of `role` named `name` (a string, whole, or a RegExp's source and flags), once it is shown. */
  async found(role, name) {
    for (const started = Date.now(); ; await sleep(100)) {
      const element = await this.element(role, name);
      if (element) return element;
      if (Date.now() - started > WAIT_MS) throw new Error(`no ${role} named ${name instanceof RegExp ? name : JSON.stringify(name)} is shown`);
    }
  }

  /** Waits until `fn(...args)` in the page returns something true, and returns it. */
  async until(what, fn, ...args) {
    let last;
    for (const started = Date.now(); ; await sleep(100)) {
      // A page in the middle of a navigation has nothing to say yet.
      last = await this.evaluate(fn, ...args).then(
        (value) => ({ value }),
        (error) => ({ error: error.message }),
      );
      if (last.value) return last.value;
      if (Date.now() - started > WAIT_MS) throw new Error(`waited ${WAIT_MS / 1000} s for ${what}; last seen: ${JSON.stringify(last)}`);
    }
  }

  /**
   * Waits until the app has taken the page over, as tests/e2e/fixtures.js'
   * appReady, and its page has been drawn: where the browser anchors the
   * scroll, the app's cards are laid out only near the screen (given their
   * height), which it sees as it draws the frame, as a reader does; a
   * WebDriver click before that finds a card's controls not yet laid out
   * (seen in WebKit while it still skipped cards too).
   */
  async appReady() {
    await this.until('the app to take the page over', () => {
      const root = document.documentElement.classList;
      return root.contains('app') && !root.contains('starting') && !document.querySelector('[aria-busy]');
    });
    await this.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  }

  /** Chooses `theme` in the banner's theme select, as a reader does (its `change`). */
  async chooseTheme(theme) {
    await this.evaluate((value) => {
      const select = /** @type {HTMLSelectElement} */ (document.getElementById('theme'));
      select.value = value;
      select.dispatchEvent(new Event('change'));
    }, theme);
  }
}

/** One session of a W3C WebDriver server: one browser, its own profile. */
class WebDriverSession extends Session {
  constructor(base, id) {
    super();
    this.url = `${base}/session/${id}`;
  }

  async command(method, path, body) {
    const answer = await fetch(`${this.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = await answer.json();
    if (!answer.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  }

  goto(url) {
    return this.command('POST', '/url', { url });
  }

  reload() {
    return this.command('POST', '/refresh', {});
  }

  /** Runs `fn(...args)` in the page, awaiting a promise it returns; its result as JSON. */
  async evaluate(fn, ...args) {
    const script = `var done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn}).apply(null, [].slice.call(arguments, 0, -1)))
        .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
    const { value, error } = await this.command('POST', '/execute/async', { script, args });
    if (error) throw new Error(`in the page: ${error}`);
    return value;
  }

  async element(role, name) {
    const found = await this.command('POST', '/execute/sync', { script: `return (${FIND}).apply(null, arguments)`, args: [role, nameForPage(name)] });
    return found && Object.values(found)[0];
  }

  /**
   * The element command `path` on the element of `role` named `name`,
   * found again when the page replaced it between finding and acting (a
   * stale element, which the driver refuses before it acts: the app
   * builds a list's parts afresh the first time it opens).
   */
  async act(role, name, path, body) {
    for (let tries = 1; ; tries++) {
      try {
        return await this.command('POST', `/element/${await this.found(role, name)}${path}`, body);
      } catch (error) {
        if (tries === 5 || !/stale element reference/.test(error.message)) throw error;
      }
    }
  }

  click(role, name) {
    return this.act(role, name, '/click', {});
  }

  type(role, name, text) {
    return this.act(role, name, '/value', { text });
  }

  /**
   * The viewport at `width` x `height` (the window grown by its own
   * frame), once the page has the window's new size: the driver answers
   * before the page is resized, so the size is read until two reads agree.
   */
  async viewport(width, height) {
    await this.command('POST', '/window/rect', { width, height });
    const size = () => this.evaluate(() => [innerWidth, innerHeight]);
    let inner = await size();
    for (;;) {
      await sleep(100);
      const again = await size();
      if (String(again) === String(inner)) break;
      inner = again;
    }
    const [innerWidth, innerHeight] = inner;
    await this.command('POST', '/window/rect', { width: Math.max(width, 2 * width - innerWidth), height: Math.max(height, 2 * height - innerHeight) });
  }

  close() {
    return this.command('DELETE', '', undefined).catch(() => {});
  }
}

/** One Firefox, over WebDriver BiDi. */
class PuppeteerSession extends Session {
  constructor(browser, page) {
    super();
    this.browser = browser;
    this.page = page;
  }

  goto(url) {
    return this.page.goto(url);
  }

  reload() {
    return this.page.reload();
  }

  evaluate(fn, ...args) {
    return this.page.evaluate(fn, ...args);
  }

  async element(role, name) {
    const handle = await this.page.evaluateHandle(FIND, role, nameForPage(name));
    return handle.asElement();
  }

  async click(role, name) {
    await (await this.found(role, name)).click();
  }

  async type(role, name, text) {
    await (await this.found(role, name)).type(text);
  }

  viewport(width, height) {
    return this.page.setViewport({ width, height });
  }

  close() {
    return this.browser.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof startEngine>>} Engine */

/**
 * Starts what drives `engine`; `newSession()` then opens a fresh browser,
 * `stop()` ends them all.
 */
export async function startEngine(engine) {
  if (engine === 'firefox') {
    const browsers = new Set();
    return {
      async newSession() {
        const browser = await puppeteer.launch({
          browser: 'firefox',
          executablePath: BINARIES.firefox,
          headless: true,
          protocol: 'webDriverBiDi',
          defaultViewport: { width: 1280, height: 900 },
        });
        browsers.add(browser);
        return new PuppeteerSession(browser, await browser.newPage());
      },
      stop: () => Promise.all([...browsers].map((browser) => browser.close().catch(() => {}))),
    };
  }
  // chromedriver drives many browsers at once; WebKitWebDriver one, so
  // each WebKit session has a driver of its own.
  const driver = () =>
    engine === 'chromium'
      ? webDriverServer((port) => [BINARIES.chromedriver, `--port=${port}`])
      : webDriverServer((port) => ['xvfb-run', '-a', BINARIES.webkitDriver, `--port=${port}`]);
  const capabilities =
    engine === 'chromium'
      ? { browserName: 'chrome', 'goog:chromeOptions': { binary: BINARIES.chromium, args: ['--headless=new', '--no-sandbox', '--window-size=1280,900', ...chromiumArgs] } }
      : { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: BINARIES.miniBrowser, args: ['--automation'] } };
  const chromedriver = engine === 'chromium' ? await driver() : null;
  const servers = new Set(chromedriver ? [chromedriver] : []);
  const sessions = new Set();
  return {
    async newSession() {
      const server = chromedriver ?? (await driver());
      servers.add(server);
      const answer = await fetch(`${server.base}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ capabilities: { alwaysMatch: capabilities } }),
      });
      const { value } = await answer.json();
      if (!answer.ok) throw new Error(`${engine}: no session: ${value.message}`);
      const session = new WebDriverSession(server.base, value.sessionId);
      sessions.add(session);
      if (engine === 'webkit') await session.viewport(1280, 900);
      return session;
    },
    async stop() {
      await Promise.all([...sessions].map((session) => session.close()));
      for (const server of servers) server.stop();
    },
  };
}
