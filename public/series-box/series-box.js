// The series box's optional script, for article pages on the reader's own
// origin, in named blocks: in a box it marks the parts this browser has
// read, from the progress the reader keeps (the app writes it,
// src/kept/progress.rs) and the marks a series' own page left for the
// app (below); tests/e2e/series-box.spec.js holds this reading to
// documents the Rust code writes. A document it cannot read, or one of a
// newer version, shows nothing read. A series' own page
// (series/<id>/index.html, src/series_page.rs) loads it too, in its head:
// there it ticks the parts read and keeps what the reader ticks as marks
// of its own, a document only this script writes (OwnPageMarks in
// src/kept/progress.rs), which the app merges into the progress it keeps
// (tests/e2e/own-pages.spec.js). The progress document has one writer,
// the app.
(function () {
  var script = document.currentScript;
  var time = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d*))?Z$/;
  var isObject = function (value) {
    return !!value && typeof value == 'object' && !Array.isArray(value);
  };
  // The first of `keys` that holds a document, and its text (the first
  // key and null where none does, or this browser keeps nothing).
  var stored = function (keys) {
    var found = { key: keys[0], text: null };
    try {
      keys.some(function (key) {
        var text = localStorage.getItem(key);
        if (text !== null) found = { key: key, text: text };
        return text !== null;
      });
    } catch (error) {}
    return found;
  };
  // The document, if it is one this script reads: this version's, with
  // its read marks; else null.
  var documentOf = function (text) {
    var doc;
    try {
      doc = JSON.parse(text);
    } catch (error) {
      return null;
    }
    return isObject(doc) && doc.version === 1 && isObject(doc.read) ? doc : null;
  };
  // The parts read, by `series/part`, in the documents `docs` (the kept
  // progress, and the marks a series' own page left): of two marks of a
  // part (read, and unread after), the later stands; at the same time,
  // the unread one.
  var readIn = function (docs) {
    var marks = {};
    docs.filter(Boolean).forEach(function (doc) {
      readKinds(doc, marks);
    });
    return marks;
  };
  var readKinds = function (doc, marks) {
    [
      [doc.read, true],
      [isObject(doc.unread) ? doc.unread : {}, false],
    ].forEach(function (kind) {
      Object.keys(kind[0]).forEach(function (key) {
        var written = time.exec(kind[0][key]);
        if (!written) return;
        var at = written[1] + '.' + ((written[2] || '') + '000').slice(0, 3);
        var had = marks[key];
        if (!had || at > had.at || (at == had.at && !kind[1])) marks[key] = { at: at, read: kind[1] };
      });
    });
  };
  // The marks of the documents kept under the first of `keys` that holds
  // one, and under `ownMarks`.
  var marksUnder = function (keys, ownMarks) {
    return readIn([documentOf(stored(keys).text), documentOf(stored([ownMarks]).text)]);
  };

  // Each box marks the parts read, where its reader shares this origin.
  function boxes() {
    var show = function () {
      [].forEach.call(document.querySelectorAll('.ls-box[data-ls-keys]'), function (box) {
        var reader = box.querySelector('.ls-box-series');
        if (!reader || new URL(reader.href).origin != location.origin) return;
        var marks = marksUnder(box.getAttribute('data-ls-keys').split(' '), box.getAttribute('data-ls-own-marks'));
        [].forEach.call(box.querySelectorAll('li[data-ls-part]'), function (item) {
          var mark = marks[item.getAttribute('data-ls-part')];
          var done = item.querySelector('.ls-box-done');
          if (mark && mark.read && !done) {
            done = item.appendChild(document.createElement('span'));
            done.className = 'ls-box-done';
            // The box's word for read, in its catalog's language (none in a
            // box built before boxes had words of their own).
            done.textContent = ' ✓ ' + (box.getAttribute('data-ls-read') || '');
          } else if (!(mark && mark.read) && done) done.remove();
        });
      });
    };
    show();
    addEventListener('storage', show);
    addEventListener('pageshow', show);
  }

  // A series' own page (this script's tag names it) ticks the parts
  // read, and keeps a tick or its taking off for the app, in marks of its
  // own (data-ls-own-marks): a dated mark under `read` or `unread`, the
  // other one of the part gone, every other entry as it was; the app
  // merges them into the progress it keeps, where the later mark stands.
  // Where that document cannot be read as this version's, or this
  // browser refuses to keep it, the tick is taken back and the page says
  // so: never written over. Before the first paint, the root's "js"
  // class shows the checkboxes, as on the catalog's page before the app,
  // and the theme the reader chose there (kept under data-ls-theme-key)
  // applies, as the catalog's start-up script applies it (no start-up
  // script runs here; tests/e2e/own-pages.spec.js holds the two alike,
  // whatever is kept), as the keys take the catalog's scope.
  function ownPage() {
    var own = script && script.dataset;
    if (!own || !own.lsOwn) return;
    var root = document.documentElement;
    root.classList.add('js');
    var theme = function () {
      var chosen = stored([own.lsThemeKey]).text;
      if (chosen === 'light' || chosen === 'dark') root.setAttribute('data-theme', chosen);
      else root.removeAttribute('data-theme');
    };
    theme();
    var series = own.lsSeries;
    var prefix = own.lsCheckbox;
    // The keys as the catalog's page reads them: the first one is its
    // copy's, after its directory (two up from this page's), as is the
    // key of the marks left here.
    var scope = new URL('../../', location.href).pathname;
    var keys = own.lsOwn.split(' ');
    keys[0] += scope;
    var ownMarks = own.lsOwnMarks + scope;
    var partOf = function (/** @type {HTMLInputElement} */ box) {
      return box.type == 'checkbox' && box.id.indexOf(prefix) == 0 ? series + '/' + box.id.slice(prefix.length) : null;
    };
    var show = function () {
      var marks = marksUnder(keys, ownMarks);
      [].forEach.call(document.querySelectorAll('input'), function (box) {
        var part = partOf(box);
        var mark = part && marks[part];
        if (part) box.checked = !!(mark && mark.read);
      });
    };
    document.addEventListener('change', function (event) {
      var box = /** @type {HTMLInputElement} */ (event.target);
      var part = partOf(box);
      if (!part) return;
      var found = stored([ownMarks]);
      var doc = found.text === null ? { read: {}, version: 1 } : documentOf(found.text);
      var kept = false;
      if (doc && (doc.unread === undefined || isObject(doc.unread))) {
        var on = box.checked ? 'read' : 'unread';
        var off = box.checked ? 'unread' : 'read';
        doc[on] = doc[on] || {};
        doc[on][part] = new Date().toISOString();
        if (doc[off]) delete doc[off][part];
        try {
          localStorage.setItem(found.key, JSON.stringify(doc));
          kept = true;
        } catch (error) {}
      }
      var notKept = /** @type {HTMLElement} */ (document.querySelector('[data-ls-not-kept]'));
      notKept.hidden = kept;
      // Said where the reader sees it, above the list: a long list's tick
      // is far below it.
      if (!kept) notKept.scrollIntoView({ block: 'nearest' });
      show();
    });
    whenParsed(show);
    [theme, show].forEach(function (again) {
      addEventListener('storage', again);
      addEventListener('pageshow', again);
    });
  }

  // What the page holds, once it is parsed: a box's page loads this
  // script deferred, a series' own page in its head.
  var whenParsed = function (/** @type {() => void} */ then) {
    if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', then);
    else then();
  };
  whenParsed(boxes);
  ownPage();
})();
