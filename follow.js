// "Feed reader and calendar", in Your progress: the feeds of the series
// the reader follows as an OPML file for their feed reader, a reading
// plan of what they have left as an iCalendar file for their calendar,
// and when they would finish at their own pace. The app hands the dialog
// what they are made of (`Handed`, below); the page's script loads this
// module then (page.js), so the first view never downloads it, nor the
// dialog's words (follow.html, which the build says in the catalog's
// language as it does the page). The build minifies it and names it
// after its bytes (scripts/pipeline/app.js, names.js).

/** How long a planned part lasts in the calendar when the catalog does not say. */
export const PLANNED_MINUTES = 30;

/**
 * What the app hands the dialog (src/kept/plan.rs' `Handed`): the
 * catalog's title, the series followed with their feeds, the unread
 * parts of the series planned, in order, and the reader's pace as the
 * page says it; every text plain, every place relative to the page. The
 * rules behind them (emphasis, the feeds' folder, which series are
 * planned, the pace) are the app's alone.
 * @typedef {{ title: string, lang?: string, feed: string, place: string }} Followed
 * @typedef {{ id: string, title: string, series: string, minutes?: number, link: string }} Unread
 * @typedef {{ title: string, followed: Followed[], unread: Unread[], pace: string | null }} Handed
 * @typedef {Unread & { start: Date }} Planned
 */

/** Text in XML, in an element or an attribute's quotes (as src/html.rs escapes it; tests/follow.rs holds the two alike). */
export const xml = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An OPML 2.0 file of the feeds of `followed`, each with its title, its
 * feed's address and its place in the reader, from the site's address
 * (`address`, which ends in `/` or names the page); titled `title` and
 * made at `now`.
 * @param {string} title
 * @param {Followed[]} followed
 * @param {{ address: string, now: Date }} where
 */
export function opmlOf(title, followed, { address, now }) {
  const outlines = followed.map((one) => {
    const text = xml(one.title);
    const feed = xml(new URL(one.feed, address).href);
    const page = xml(new URL(one.place, address).href);
    const lang = one.lang ? ` language="${xml(one.lang)}"` : '';
    return `<outline type="rss" version="ATOM" text="${text}" title="${text}" xmlUrl="${feed}" htmlUrl="${page}"${lang}/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    `<head><title>${xml(title)}</title><dateCreated>${now.toUTCString()}</dateCreated></head>`,
    '<body>',
    ...outlines,
    '</body>',
    '</opml>',
    '',
  ].join('\n');
}

/**
 * The unread parts, in order, one every `7 / perWeek` days from the day
 * after `now` at `time` (`HH:MM`, the reader's own time).
 * @param {Unread[]} unread
 * @param {{ perWeek: number, time: string, now: Date }} rhythm
 * @returns {Planned[]}
 */
export function planOf(unread, { perWeek, time, now }) {
  const [hours, minutes] = time.split(':').map(Number);
  return unread.map((part, at) => {
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1 + Math.floor((at * 7) / perWeek), hours, minutes);
    return { ...part, start };
  });
}

/**
 * An iCalendar file (RFC 5545) of `plan`: an event a part, at the
 * reader's own time of day (floating: no time zone), lasting the part's
 * minutes, naming the part and its series, linking to the part (or to
 * its series in the reader where it has no link of its own), from
 * `address`. Each event's UID is the part's and the site's, so a newer
 * plan imported replaces the older one's events; `now` is when it was
 * made.
 * @param {Planned[]} plan
 * @param {{ address: string, now: Date }} where
 */
export function icsOf(plan, { address, now }) {
  const host = new URL(address).host || 'learning-series';
  const stamp = utc(now);
  const events = plan.flatMap((part) => [
    'BEGIN:VEVENT',
    `UID:${part.id}.plan@${host}`,
    `DTSTAMP:${stamp}`,
    // Later plans replace earlier ones where a calendar compares them.
    `SEQUENCE:${Math.floor(now.getTime() / 60_000)}`,
    `DTSTART:${floating(part.start)}`,
    `DURATION:PT${part.minutes ?? PLANNED_MINUTES}M`,
    `SUMMARY:${text(part.title)}`,
    `DESCRIPTION:${text(part.series)}`,
    `URL:${new URL(part.link, address).href}`,
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
 * What filling the dialog in needs: its elements (`find`), what the app
 * handed it, where the site is and now, how the page writes a day, and
 * the files' name.
 * @typedef {{ find: (selector: string) => HTMLElement, handed: Handed,
 *   where: { address: string, now: Date }, day: (date: Date) => string, name: string }} Filling
 */

/**
 * Fills the dialog (the page's `#follow-dialog`, whose input holds what
 * the app handed it, and whose `data-site` is the catalog's address, if
 * it gives one) with its words (the file its `data-words` names) and the
 * reader's own downloads and pace. Rejects, the dialog as it was, where
 * the words cannot be had.
 * @param {HTMLDialogElement} dialog
 */
export async function opened(dialog) {
  /** @type {Handed} */
  const handed = JSON.parse(/** @type {HTMLInputElement} */ (dialog.querySelector('input')).value);
  const response = await fetch(String(dialog.dataset.words));
  if (!response.ok) throw new Error(String(response.status));
  const words = await response.text();
  const content = /** @type {HTMLElement} */ (dialog.querySelector('.follow-content'));
  // The files the last opening offered go with its links.
  for (const link of content.querySelectorAll('a[download]')) URL.revokeObjectURL(/** @type {HTMLAnchorElement} */ (link).href);
  content.innerHTML = words;
  const lang = document.documentElement.lang;
  /** @type {Filling} */
  const filling = {
    find: (selector) => /** @type {HTMLElement} */ (content.querySelector(selector)),
    handed,
    where: { address: dialog.dataset.site || location.origin + location.pathname, now: new Date() },
    day: (date) => date.toLocaleDateString(lang, { dateStyle: 'long' }),
    name: handed.title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'learning-series',
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
function offerFeeds({ find, handed, where, name }) {
  const { followed } = handed;
  const feeds = /** @type {HTMLAnchorElement} */ (find('.opml'));
  feeds.hidden = find('.feeds-each').hidden = !followed.length;
  find('.opml-none').hidden = !!followed.length;
  if (followed.length) offer(feeds, opmlOf(handed.title, followed, where), 'text/x-opml', `${name}.opml`);
  find('.feeds').replaceChildren(
    ...followed.map((series) => {
      const item = document.createElement('li');
      const link = item.appendChild(document.createElement('a'));
      link.href = new URL(series.feed, where.address).href;
      link.textContent = series.title;
      if (series.lang) link.lang = series.lang;
      return item;
    }),
  );
}

/**
 * The pace, and the plan at the rhythm the reader picks (1 to 14 parts a
 * week; another is refused, said so), made again as they change it, with
 * the rhythm and the day its last part falls on; or that everything they
 * follow is read, or that there is nothing to plan.
 * @param {Filling} filling
 */
function offerPlan({ find, handed, where, day, name }) {
  const pace = find('.pace');
  pace.hidden = !handed.pace;
  pace.textContent = handed.pace ?? '';
  const calendar = /** @type {HTMLAnchorElement} */ (find('.ics'));
  const status = find('.plan-status');
  const rhythm = /** @type {HTMLInputElement} */ (find('[name=rhythm]'));
  const time = /** @type {HTMLInputElement} */ (find('[name=time]'));
  const planned = () => {
    const perWeek = Math.round(rhythm.valueAsNumber);
    if (!(perWeek >= 1 && perWeek <= 14)) {
      calendar.hidden = true;
      status.textContent = String(status.dataset.refused);
      return;
    }
    const plan = planOf(handed.unread, { perWeek, time: time.value || '19:00', now: where.now });
    calendar.hidden = !plan.length;
    const nothing = handed.followed.length ? status.dataset.done : status.dataset.none;
    const ends = () =>
      String(status.dataset.ends)
        .replace('{rhythm}', perWeek.toLocaleString(document.documentElement.lang))
        .replace('{date}', day(plan[plan.length - 1].start));
    status.textContent = plan.length ? ends() : String(nothing);
    if (plan.length) offer(calendar, icsOf(plan, where), 'text/calendar', `${name}.ics`);
  };
  rhythm.addEventListener('input', planned);
  time.addEventListener('input', planned);
  planned();
}
