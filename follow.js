// "Feed reader and calendar", in Your progress: the feeds of the series
// the reader follows as an OPML file for their feed reader, a reading
// plan of what they have left as an iCalendar file for their calendar,
// and when they would finish at their own pace. The app hands the dialog
// what the reader keeps (as its export file); the page's script loads
// this module then (page.js), so the first view never downloads it, nor
// the dialog's words (follow.html, which the build says in the catalog's
// language as it does the page). The module reads the catalog itself
// (catalog.json, which the worker keeps). The build minifies it and names
// it after its bytes (scripts/pipeline/app.js, names.js).

/** The pace is the reader's over this many days. */
export const PACE_DAYS = 28;
/** How long a planned part lasts in the calendar when the catalog does not say. */
export const PLANNED_MINUTES = 30;
const DAY = 86_400_000;

/**
 * A catalog as the reader's app reads it, as far as this module needs it.
 * @typedef {{ id: string, title: string, url?: string, minutes?: number }} Part
 * @typedef {{ id: string, title: string, lang?: string, parts: Part[] }} Series
 * @typedef {{ title: string, site?: string, series: Series[] }} Catalog
 * What the reader keeps, as the export file holds it: when each part was
 * read (`series/part`) and each series followed.
 * @typedef {{ read?: Record<string, string>, following?: Record<string, string> }} Kept
 * @typedef {{ series: Series, part: Part, start: Date }} Planned
 */

/**
 * Catalog text without the asterisks that mark emphasis, as the app's
 * `plain` writes it (src/catalog/emphasis.rs; `tests/follow.rs` holds the
 * two to the same answers).
 * @param {string} text
 */
export function plain(text) {
  if (!text.includes('*')) return text;
  let out = '';
  let rest = text;
  for (let found = emphasisIn(rest); found; found = emphasisIn(rest)) {
    out += unescaped(found[0]) + unescaped(found[1]);
    rest = found[2];
  }
  return out + unescaped(rest);
}

/** `text` with `\*` written `*`. */
const unescaped = (/** @type {string} */ text) => text.split('\\*').join('*');

/**
 * The first emphasis in `text`: before it, inside it, after it; or null.
 * An asterisk opens where what follows is not a space and what precedes
 * is not a word's character, and closes the other way round; one beside
 * another, or after a backslash, is a character.
 * @param {string} text
 * @returns {[string, string, string] | null}
 */
function emphasisIn(text) {
  let opening = -1;
  for (let at = text.indexOf('*'); at !== -1; at = text.indexOf('*', at + 1)) {
    const before = [...text.slice(0, at)].pop();
    const after = text.slice(at + 1).codePointAt(0);
    const next = after === undefined ? undefined : String.fromCodePoint(after);
    if (before === '*' || before === '\\' || next === '*') continue;
    if (opening !== -1 && !isSpace(before) && !isWordChar(next)) return [text.slice(0, opening), text.slice(opening + 1, at), text.slice(at + 1)];
    if (!isSpace(next) && !isWordChar(before)) opening = at;
  }
  return null;
}

const isSpace = (/** @type {string | undefined} */ c) => c === undefined || /^\p{White_Space}$/u.test(c);
/** What is not a word's character beyond ASCII (src/word_chars.rs). */
const NOT_WORDS = /^[\x80-\xa9\xab-\xb1\xb4\xb6-\xb8\xbb\xbf\xd7\xf7\u2000-\u206f\u20a0-\u20cf\u2190-\u245f\u2500-\u2bff\u2e00-\u2e2e\u2e30-\u2e7f\u3000-\u3004\u3008-\u3020\ufe10-\ufe6f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u{1f000}-\u{1f0ff}\u{1f300}-\u{1faff}]$/u;
const isWordChar = (/** @type {string | undefined} */ c) =>
  c !== undefined && (c < '\x80' ? /^[A-Za-z0-9]$/.test(c) : !isSpace(c) && !NOT_WORDS.test(c));

/**
 * The series the reader follows, in the catalog's order.
 * @param {Catalog} catalog
 * @param {Kept} kept
 */
export function followedIn(catalog, kept) {
  return catalog.series.filter((series) => Object.hasOwn(kept.following ?? {}, series.id));
}

/**
 * The series a plan and the pace are for: those the reader follows, or,
 * where they follow none, those they have started and not finished.
 * @param {Catalog} catalog
 * @param {Kept} kept
 */
export function plannedSeries(catalog, kept) {
  const followed = followedIn(catalog, kept);
  if (followed.length) return followed;
  return catalog.series.filter((series) => {
    const read = series.parts.filter((part) => isRead(kept, series, part)).length;
    return read > 0 && read < series.parts.length;
  });
}

/**
 * @param {Kept} kept
 * @param {Series} series
 * @param {Part} part
 */
const isRead = (kept, series, part) => Object.hasOwn(kept.read ?? {}, `${series.id}/${part.id}`);

/** Text in XML, in an element or an attribute's quotes. */
const xml = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An OPML 2.0 file of the feeds of `series`, each with its title, its
 * feed's address and its place in the reader, from the site's address
 * (`address`, which ends in `/` or names the page); titled after the
 * catalog and made at `now`.
 * @param {Catalog} catalog
 * @param {Series[]} series
 * @param {{ address: string, anchor: string, feeds: string, now: Date }} where
 */
export function opmlOf(catalog, series, { address, anchor, feeds, now }) {
  const outlines = series.map((one) => {
    const title = xml(plain(one.title));
    const feed = xml(feedOf(one, address, feeds));
    const page = xml(new URL(`#${anchor}${one.id}`, address).href);
    const lang = one.lang ? ` language="${xml(one.lang)}"` : '';
    return `<outline type="rss" version="ATOM" text="${title}" title="${title}" xmlUrl="${feed}" htmlUrl="${page}"${lang}/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    `<head><title>${xml(plain(catalog.title))}</title><dateCreated>${now.toUTCString()}</dateCreated></head>`,
    '<body>',
    ...outlines,
    '</body>',
    '</opml>',
    '',
  ].join('\n');
}

/**
 * The address of a series' feed, from the site's and the feeds' folder.
 * @param {Series} series
 * @param {string} address
 * @param {string} feeds
 */
const feedOf = (series, address, feeds) => new URL(`${feeds}/${series.id}.xml`, address).href;

/**
 * The unread parts of `series`, in order, one every `7 / perWeek` days
 * from the day after `now` at `time` (`HH:MM`, the reader's own time).
 * @param {Series[]} series
 * @param {Kept} kept
 * @param {{ perWeek: number, time: string, now: Date }} rhythm
 * @returns {Planned[]}
 */
export function planOf(series, kept, { perWeek, time, now }) {
  const [hours, minutes] = time.split(':').map(Number);
  const unread = series.flatMap((one) => one.parts.filter((part) => !isRead(kept, one, part)).map((part) => ({ series: one, part })));
  return unread.map((planned, at) => {
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1 + Math.floor((at * 7) / perWeek), hours, minutes);
    return { ...planned, start };
  });
}

/**
 * An iCalendar file (RFC 5545) of `plan`: an event a part, at the
 * reader's own time of day (floating: no time zone), lasting the part's
 * minutes, naming the part and its series, linking to the part (or to
 * its series in the reader where it has no link of its own, from
 * `address`). Each event's UID is the part's and the site's, so a newer
 * plan imported replaces the older one's events; `now` is when it was
 * made.
 * @param {Planned[]} plan
 * @param {{ address: string, anchor: string, now: Date }} where
 */
export function icsOf(plan, { address, anchor, now }) {
  const host = new URL(address).host || 'learning-series';
  const stamp = utc(now);
  const events = plan.flatMap(({ series, part, start }) => [
    'BEGIN:VEVENT',
    `UID:${series.id}.${part.id}.plan@${host}`,
    `DTSTAMP:${stamp}`,
    // Later plans replace earlier ones where a calendar compares them.
    `SEQUENCE:${Math.floor(now.getTime() / 60_000)}`,
    `DTSTART:${floating(start)}`,
    `DURATION:PT${part.minutes ?? PLANNED_MINUTES}M`,
    `SUMMARY:${text(plain(part.title))}`,
    `DESCRIPTION:${text(plain(series.title))}`,
    `URL:${new URL(part.url ?? `#${anchor}${series.id}`, address).href}`,
    'END:VEVENT',
  ]);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//learning-series//reading plan//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', ...events, 'END:VCALENDAR'];
  return lines.map(folded).join('\r\n') + '\r\n';
}

/** A time in UTC as iCalendar writes it: `20261205T190000Z`. */
const utc = (/** @type {Date} */ time) => time.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/** A time of the reader's own day, as iCalendar writes one without a zone: `20261205T190000`. */
function floating(/** @type {Date} */ time) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${time.getFullYear()}${two(time.getMonth() + 1)}${two(time.getDate())}T${two(time.getHours())}${two(time.getMinutes())}00`;
}

/** Text as an iCalendar value: `\`, `;` and `,` escaped, a line break `\n`. */
const text = (/** @type {string} */ value) => value.replace(/[\\;,]/g, '\\$&').replace(/\r?\n/g, '\\n');

/**
 * A content line folded at 75 octets, as RFC 5545 asks: each further
 * line starts with a space, and no character is cut in two.
 * @param {string} line
 */
export function folded(line) {
  const encoder = new TextEncoder();
  const lines = [];
  let current = '';
  let octets = 0;
  for (const c of line) {
    const size = encoder.encode(c).length;
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += c;
    octets += size;
  }
  return [...lines, current].join('\r\n');
}

/**
 * When the reader would finish the unread parts of `series` at their
 * pace: the minutes of the parts they read in the last PACE_DAYS days,
 * spread over those days. Null where there is not enough to say: parts
 * read on fewer than two days in that time, no part read in it giving
 * its minutes, or nothing left with minutes to read. Never before the
 * day after `now`.
 * @param {Catalog} catalog
 * @param {Series[]} series
 * @param {Kept} kept
 * @param {Date} now
 * @returns {Date | null}
 */
export function finishingDay(catalog, series, kept, now) {
  const since = now.getTime() - PACE_DAYS * DAY;
  const minutesOf = new Map(catalog.series.flatMap((one) => one.parts.map((part) => [`${one.id}/${part.id}`, part.minutes])));
  const days = new Set();
  let read = 0;
  for (const [key, at] of Object.entries(kept.read ?? {})) {
    const time = Date.parse(at);
    if (!(time > since && time <= now.getTime())) continue;
    days.add(new Date(time).toDateString());
    read += minutesOf.get(key) ?? 0;
  }
  const left = series.reduce((sum, one) => sum + one.parts.reduce((sum, part) => sum + (isRead(kept, one, part) ? 0 : (part.minutes ?? 0)), 0), 0);
  if (days.size < 2 || !read || !left) return null;
  const daysLeft = Math.max(1, Math.ceil((left * PACE_DAYS) / read));
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysLeft);
}

/**
 * What filling the dialog in needs: its elements (`find`), the catalog,
 * what the reader keeps, where the site is, now, how the page writes a
 * day, and the files' name.
 * @typedef {{ find: (selector: string) => HTMLElement, catalog: Catalog, kept: Kept,
 *   where: { address: string, anchor: string, feeds: string, now: Date }, day: (date: Date) => string, name: string }} Filling
 */

/**
 * Fills the dialog (the page's `#follow-dialog`, whose input holds what
 * the reader keeps) with its words (the file its `data-words` names) and
 * the reader's own downloads and pace, from the catalog. Rejects, the
 * dialog as it was, where the words or the catalog cannot be had.
 * @param {HTMLDialogElement} dialog
 */
export async function opened(dialog) {
  /** @type {Kept} */
  const kept = JSON.parse(/** @type {HTMLInputElement} */ (dialog.querySelector('input')).value);
  const [words, catalog] = await Promise.all([
    fetch(String(dialog.dataset.words)).then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status))))),
    fetch('catalog.json').then((response) => /** @type {Promise<Catalog>} */ (response.json())),
  ]);
  const content = /** @type {HTMLElement} */ (dialog.querySelector('.follow-content'));
  // The files the last opening offered go with its links.
  for (const link of content.querySelectorAll('a[download]')) URL.revokeObjectURL(/** @type {HTMLAnchorElement} */ (link).href);
  content.innerHTML = words;
  const lang = document.documentElement.lang;
  /** @type {Filling} */
  const filling = {
    find: (selector) => /** @type {HTMLElement} */ (content.querySelector(selector)),
    catalog,
    kept,
    where: {
      address: catalog.site ?? location.origin + location.pathname,
      anchor: String(dialog.dataset.seriesAnchor),
      // The build names the feeds' folder in the words (follow.html).
      feeds: String(/** @type {HTMLElement} */ (content.querySelector('.feeds')).dataset.folder),
      now: new Date(),
    },
    day: (date) => date.toLocaleDateString(lang, { dateStyle: 'long' }),
    name: plain(catalog.title).replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'learning-series',
  };
  offerFeeds(filling);
  offerPlan(filling);
}

/**
 * Offers `body` as the file `file` from `link`, in place of what it offered.
 * @param {HTMLAnchorElement} link
 * @param {string} body
 * @param {string} type
 * @param {string} file
 */
function offer(link, body, type, file) {
  if (link.download) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([body], { type }));
  link.download = file;
}

/**
 * The feeds of the followed series: the OPML file, and each feed by its
 * address (for a feed reader that takes one at a time); or how to follow.
 * @param {Filling} filling
 */
function offerFeeds({ find, catalog, kept, where, name }) {
  const followed = followedIn(catalog, kept);
  const feeds = /** @type {HTMLAnchorElement} */ (find('.opml'));
  feeds.hidden = find('.feeds-each').hidden = !followed.length;
  find('.opml-none').hidden = !!followed.length;
  if (followed.length) offer(feeds, opmlOf(catalog, followed, where), 'text/x-opml', `${name}.opml`);
  find('.feeds').replaceChildren(
    ...followed.map((series) => {
      const item = document.createElement('li');
      const link = item.appendChild(document.createElement('a'));
      link.href = feedOf(series, where.address, where.feeds);
      link.textContent = plain(series.title);
      if (series.lang) link.lang = series.lang;
      return item;
    }),
  );
}

/**
 * The pace, and the plan at the rhythm the reader picks, made again as
 * they change it, with the day its last part falls on; or that there is
 * nothing to plan.
 * @param {Filling} filling
 */
function offerPlan({ find, catalog, kept, where, day, name }) {
  const series = plannedSeries(catalog, kept);
  const finish = finishingDay(catalog, series, kept, where.now);
  const pace = find('.pace');
  pace.hidden = !finish;
  if (finish) pace.textContent = String(pace.dataset.pace).replace('{date}', day(finish));
  const calendar = /** @type {HTMLAnchorElement} */ (find('.ics'));
  const status = find('.plan-status');
  const rhythm = /** @type {HTMLInputElement} */ (find('[name=rhythm]'));
  const time = /** @type {HTMLInputElement} */ (find('[name=time]'));
  const planned = () => {
    const perWeek = Math.min(14, Math.max(1, Math.round(rhythm.valueAsNumber) || 1));
    const plan = planOf(series, kept, { perWeek, time: time.value || '19:00', now: where.now });
    calendar.hidden = !plan.length;
    status.textContent = plan.length ? String(status.dataset.ends).replace('{date}', day(plan[plan.length - 1].start)) : String(status.dataset.none);
    if (plan.length) offer(calendar, icsOf(plan, where), 'text/calendar', `${name}.ics`);
  };
  rhythm.addEventListener('input', planned);
  time.addEventListener('input', planned);
  planned();
}
