// The page's own script, after the page is parsed (defer): what it does
// for the reader from the first paint whether the app runs or not, in
// named blocks, one per job, each with its own listeners; they are called
// in order at the end. What must happen before the first paint is the
// page's inline start-up script (index.html). The build minifies this
// file and names it after its bytes (scripts/pipeline/app.js, names.js);
// the worker precaches it.
(function () {
  var root = document.documentElement;
  /** The element a click is on (a click on text is on its element). */
  var clicked = function (/** @type {Event} */ event) {
    var node = /** @type {Node & Partial<Element>} */ (event.target);
    return /** @type {Element} */ (node.closest ? node : node.parentElement);
  };
  /** A day as the page's language writes it. */
  var dateOf = function (/** @type {number} */ time) {
    return new Date(time).toLocaleDateString(root.lang, { dateStyle: 'medium' });
  };

  // The note for a browser without JavaScript goes for good, not only by
  // the style sheet: a reader who turns styles off is not told untruths.
  function withJavaScript() {
    document.getElementById('without-javascript').hidden = true;
  }

  // WebKit (Safari, and every browser on an iPhone or iPad) may delete
  // what a page keeps after seven days without a visit, unless the page
  // was added to the home screen: a returning reader is told how to keep
  // a copy, and when they last made one (exported their progress, or
  // copied or shared its link), which is kept for this copy of the app.
  function keptCopy() {
    // This copy's key, after its scope (the start-up script's).
    var copied = 'learning-series/copied@' + window.learningSeriesPage.scope;
    var keepACopy = document.getElementById('keep-a-copy');
    var showCopied = function () {
      try {
        var at = localStorage.getItem(copied);
      } catch (storageRefused) {}
      if (at) keepACopy.lastChild.textContent = String(keepACopy.dataset.lastCopy).replace('{date}', dateOf(+at));
    };
    if (/Apple/.test(navigator.vendor) && root.classList.contains('returning') && !matchMedia('(display-mode: standalone)').matches) {
      keepACopy.hidden = false;
      showCopied();
    }
    document.addEventListener('click', function (event) {
      if (!clicked(event).closest('.transfer > button:not(#send, #follow-elsewhere), .send-actions > button')) return;
      try {
        localStorage.setItem(copied, String(Date.now()));
      } catch (storageRefused) {}
      showCopied();
    });
  }

  // The theme the reader chose, kept in this browser under the start-up
  // script's data-theme-key (which applied it before the first paint),
  // applied by the start-up script's rule.
  function themeChoice() {
    var themeKey = /** @type {HTMLScriptElement} */ (document.querySelector('script[data-theme-key]')).dataset.themeKey;
    var select = /** @type {HTMLSelectElement} */ (document.getElementById('theme'));
    select.value = root.getAttribute('data-theme') || 'system';
    select.addEventListener('change', function () {
      var chosen = select.value !== 'system';
      window.learningSeriesPage.theme(select.value);
      try {
        if (chosen) localStorage.setItem(themeKey, select.value);
        else localStorage.removeItem(themeKey);
      } catch (storageRefused) {}
    });
  }

  // The keyboard shortcuts and their dialog (the banner's button opens
  // it, its form closes it), from the first paint: never with a modifier, while the
  // reader types in a field or while a dialog is open. A letter is the
  // key where it is on an English keyboard (`code`: j is KeyJ), so the
  // shortcuts work on any layout (Arabic, Russian); the dialog then names
  // each key as the reader's layout writes it, where the browser says.
  function shortcuts() {
    var dialog = /** @type {HTMLDialogElement} */ (document.getElementById('shortcuts'));
    /** The shortcut a key press is: its letter by where the key is, else what it writes. */
    var shortcutOf = function (/** @type {KeyboardEvent} */ event) {
      if (/^Key[A-Z]$/.test(event.code)) return event.code.slice(3).toLowerCase();
      if (event.code === 'Slash' && event.key !== '/' && event.key !== '?') return event.shiftKey ? '?' : '/';
      return event.key;
    };
    var showLayout = function () {
      var keyboard = /** @type {{ getLayoutMap?: () => Promise<Map<string, string>> } | undefined} */ (/** @type {any} */ (navigator).keyboard);
      if (!keyboard || !keyboard.getLayoutMap) return;
      keyboard
        .getLayoutMap()
        .then(function (layout) {
          dialog.querySelectorAll('kbd[data-code]').forEach(function (kbd) {
            var written = layout.get(/** @type {string} */ (kbd.getAttribute('data-code')));
            if (written) kbd.textContent = written;
          });
        })
        .catch(function () {});
    };
    var open = function () {
      showLayout();
      dialog.showModal();
    };
    var typing = function (/** @type {HTMLInputElement} */ element) {
      if (element.isContentEditable || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
      return element.tagName === 'INPUT' && !/^(checkbox|radio|button|submit|reset|file|range|color)$/.test(element.type);
    };
    var click = function (/** @type {HTMLElement | null} */ element) {
      if (element) element.click();
      return !!element;
    };
    document.addEventListener('keydown', function (event) {
      var target = /** @type {HTMLElement} */ (event.target);
      // Escape in a part's note closes it, the focus back on its button.
      if (event.key === 'Escape' && target.matches('.note-field')) {
        var toggle = /** @type {HTMLElement} */ (target.closest('li.part').querySelector('.note-toggle'));
        toggle.click();
        return toggle.focus();
      }
      if (event.ctrlKey || event.metaKey || event.altKey || document.querySelector('dialog[open]') || typing(/** @type {HTMLInputElement} */ (target))) return;
      var card = /** @type {HTMLElement} */ (target.closest && target.closest('article.series'));
      var row = /** @type {HTMLElement} */ (target.closest && target.closest('li.part'));
      var handled = true;
      var key = shortcutOf(event);
      if (key === '?') open();
      else if (key === '/') document.getElementById('search').focus();
      else if (key === 'j' || key === 'k') {
        var cards = /** @type {HTMLElement[]} */ (Array.from(document.querySelectorAll('article.series:not([hidden])')));
        var at = cards.indexOf(card);
        var next = key === 'j' ? (at < 0 ? cards[0] : cards[at + 1]) : at < 0 ? cards[cards.length - 1] : cards[at - 1];
        if (next) next.focus();
      } else if (key === 'o' || (key === 'Enter' && target === card)) {
        handled = !!card && click(card.querySelector('summary.disclosure'));
      } else if (key === 'x') {
        // On a part, or on a card with its list open (after j or o): its
        // first unread part.
        var part = row || (card && card.querySelector('details[open] li.part:has(input:not(:checked))'));
        handled = !!part && click(part.querySelector('input[type=checkbox]'));
      } else if (/^[snf]$/.test(key)) {
        // A part's star or note; its series' Follow.
        handled = click(key === 'f' ? card && card.querySelector('.follow') : row && row.querySelector(key === 's' ? '.star' : '.note-toggle'));
      } else handled = false;
      if (handled) event.preventDefault();
    });
    document.addEventListener('click', function (event) {
      if (clicked(event).closest('[data-shortcuts]')) open();
    });
  }

  // Before the app has taken over, a star or Follow pressed shows pressed
  // at once, and the app keeps it (src/app.rs). Once it runs, the first
  // visit's note's link to "Send to another device" opens the dialog
  // rather than scrolling to the end of the page.
  function clicksBeforeAndAfterTheApp() {
    document.addEventListener('click', function (event) {
      var target = clicked(event);
      var toggle = target.closest('#catalog [aria-pressed]');
      if (toggle && root.classList.contains('starting')) toggle.setAttribute('aria-pressed', String(toggle.getAttribute('aria-pressed') === 'false'));
      var send = /** @type {HTMLButtonElement | null} */ (document.getElementById('send'));
      if (target.closest('a[href="#send"]') && send && !send.disabled) {
        event.preventDefault();
        send.click();
      }
    });
  }

  // The dialogs whose work is a module's, which this block loads when the
  // reader opens one (the first view never downloads it): the one the
  // dialog names (data-script), when the button it names (data-opener) is
  // clicked, which the app's own listener has handled by then. "Send to
  // another device" (send.js: the app has opened it with the link, which
  // the module draws as a QR code, copies and shares) and "Feed reader and
  // calendar" (follow.js: the app has handed it what the reader keeps, and
  // the module makes the files and the pace from it). The dialog opens
  // when the module is done, or could not be: then it is as the page has
  // it (without a code, the link to copy by hand; or words saying why
  // not).
  function laterDialogs() {
    document.querySelectorAll('dialog[data-script]').forEach(function (element) {
      var dialog = /** @type {HTMLDialogElement} */ (element);
      var open = function () {
        if (!dialog.open) dialog.showModal();
      };
      document.addEventListener('click', function (event) {
        if (!clicked(event).closest(/** @type {string} */ (dialog.dataset.opener))) return;
        import('./' + dialog.dataset.script)
          .then(function (/** @type {{ opened: (dialog: HTMLDialogElement) => unknown }} */ module) {
            return module.opened(dialog);
          })
          .then(open, open);
      });
    });
  }

  /** Writes `change` into the page's history entry, which Back restores. */
  var keepInHistory = function (/** @type {object} */ change) {
    history.replaceState(Object.assign({}, history.state, change), '');
  };

  // Which reading lists are open: their `details` elements hold it, the
  // one record of it. The start-up script opens those Back restores; the
  // reader opens and closes them, one by one or all at once ("Open all
  // lists", "Close all lists": src/components/all_lists.rs, for the
  // series shown); this block writes them into the history entry; the app
  // follows each list's toggle (src/state/lists.rs) and opens one only to
  // take the reader to a part.
  function readingLists() {
    var lists = '#catalog details.reading-list';
    document.addEventListener('click', function (event) {
      var all = clicked(event).closest('[data-all-lists]');
      if (!all) return;
      var open = all.getAttribute('data-all-lists') === 'open';
      document.querySelectorAll(lists).forEach(function (/** @type {HTMLDetailsElement} */ list) {
        if (!list.closest('[hidden]')) list.open = open;
      });
    });
    // The open lists, each by its card's title heading (the list itself
    // is built only once it opens), read from the page whenever a list
    // opens or closes: as its `open` attribute changes, not at its
    // `toggle` event, which comes a task later, when a page that is
    // leaving can no longer write its history entry. Once for all the
    // changes of a task ("Open all lists" writes once), and only if the
    // entry differs: an entry of an earlier build names lists by another
    // id. The root says whether any is open (`lists-open`), for the
    // stylesheet's "Close all lists": a `:has()` over the catalog would
    // cost every keystroke that shows or hides cards a walk of the page.
    var record = function () {
      var open = Array.from(document.querySelectorAll(lists + '[open]'), function (list) {
        return list.closest('article').getAttribute('aria-labelledby');
      });
      root.classList.toggle('lists-open', !!open[0]);
      if (String(open) !== String((history.state || {}).open || [])) keepInHistory({ open: open });
    };
    // Those open as this script runs (kept, or opened before it ran), then
    // at every change of an `open` (a dialog's too: the entry is written
    // only if the lists differ).
    record();
    new MutationObserver(record).observe(document, { attributes: true, attributeFilter: ['open'], subtree: true });
  }

  // What Back needs besides the open lists (the start-up script reads
  // it): the part whose article the reader opened, in the history entry.
  function openedArticle() {
    // A link followed; not the first visit's link to "Send to another
    // device" once the app answers it (clicksBeforeAndAfterTheApp, whose
    // listener comes first).
    document.addEventListener('click', function (event) {
      var link = clicked(event).closest('a[href]');
      if (!link || event.defaultPrevented) return;
      var row = link.closest('li.part');
      // Offline, the article does not load: Back offers nothing to mark.
      keepInHistory({ opened: navigator.onLine && (row ? row.querySelector('input').id : link.getAttribute('data-part')), to: link.closest('.continue') && 'top' });
    });
  }

  // Printing, whether the app runs or not: the app is told first
  // ('printing', 'printed': src/state/lists.rs), and builds every list in
  // the microtasks that follow, before the browser lays the page out for
  // paper; then the date (src/components/print_note.rs), and every
  // link's address as the browser resolved it, for the print stylesheet,
  // the links the app builds for paper too.
  function printing() {
    var watching;
    var stamp = function () {
      document.querySelectorAll('a[href]').forEach(function (/** @type {HTMLAnchorElement} */ link) {
        link.setAttribute('data-print-href', link.href);
      });
    };
    addEventListener('beforeprint', function () {
      dispatchEvent(new Event('printing'));
      stamp();
      document.querySelectorAll('.printed-on').forEach(function (date) {
        date.textContent = dateOf(Date.now());
      });
      watching = new MutationObserver(stamp);
      watching.observe(document.body, { childList: true, subtree: true });
    });
    addEventListener('afterprint', function () {
      if (watching) watching.disconnect();
      dispatchEvent(new Event('printed'));
    });
  }

  // Offline after the first visit: the service worker (sw.js). A new
  // build's worker waits. Where its app files (and the module the page
  // loads later) are this page's, it brings the reader nothing new (the
  // catalog comes from the network already): it takes over quietly.
  // Otherwise the page offers a reload, which lets it take over. Without
  // a worker the page works as before.
  function offline() {
    if (!('serviceWorker' in navigator)) return;
    var offered = false;
    var quietly = false;
    // A new version of the worker that controls the page, waiting: not
    // the first worker of this copy, installed while another copy's worker
    // (at a shorter path on the origin) controls the page.
    var offer = function (/** @type {ServiceWorker | null} */ worker) {
      if (offered || !worker || worker.scriptURL !== (navigator.serviceWorker.controller || {}).scriptURL) return;
      offered = true;
      var asked = new MessageChannel();
      asked.port1.onmessage = function (event) {
        var later = Array.from(document.querySelectorAll('[data-script]'), function (/** @type {HTMLElement} */ holder) {
          return holder.dataset.script;
        });
        var page = document.head.innerHTML + document.getElementById('app-files').textContent + later;
        quietly = event.data.every(function (/** @type {string} */ name) {
          return page.indexOf(name) !== -1;
        });
        if (quietly) return worker.postMessage('take-over');
        var note = document.getElementById('update-ready');
        note.hidden = false;
        note.querySelector('button').addEventListener('click', function () {
          worker.postMessage('take-over');
        });
      };
      worker.postMessage('app-files', [asked.port2]);
    };
    navigator.serviceWorker.addEventListener('controllerchange', function () {
      if (offered && !quietly) location.reload();
    });
    addEventListener('load', function () {
      navigator.serviceWorker
        .register('sw.js')
        .then(function (registration) {
          offer(registration.waiting);
          registration.addEventListener('updatefound', function () {
            var worker = registration.installing;
            // Found while no worker controls the page: this copy's first,
            // which takes over on its own (the page is its build's), even
            // where the browser says it took over before it says it
            // installed (WebKit).
            if (!navigator.serviceWorker.controller) return;
            worker.addEventListener('statechange', function () {
              if (worker.state === 'installed') offer(worker);
            });
          });
          // Browsers look for a new worker on navigation; a page left
          // open looks again whenever it is shown.
          document.addEventListener('visibilitychange', function () {
            if (document.visibilityState === 'visible') registration.update().catch(function () {});
          });
        })
        .catch(function () {});
    });
  }

  withJavaScript();
  keptCopy();
  themeChoice();
  shortcuts();
  clicksBeforeAndAfterTheApp();
  laterDialogs();
  readingLists();
  openedArticle();
  printing();
  offline();
})();
