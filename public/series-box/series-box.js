// The series box's optional script, for article pages on the reader's own
// origin: it marks the parts this browser has read, from the progress the
// reader keeps (src/kept/progress.rs writes it; tests/e2e/series-box.spec.js
// holds this reading to documents the Rust code writes). It only reads:
// a document it cannot read, or one of a newer version, shows nothing read.
(function () {
  var slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;
  var time = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d*))?Z$/;
  var isObject = function (value) {
    return !!value && typeof value == 'object' && !Array.isArray(value);
  };
  // The parts read, by `series/part`: of two marks of a part (read, and
  // unread after), the later stands; at the same time, the unread one.
  var readIn = function (text) {
    var marks = {};
    var doc;
    try {
      doc = JSON.parse(text);
    } catch (error) {
      return marks;
    }
    if (!isObject(doc) || doc.version !== 1 || !isObject(doc.read)) return marks;
    [
      [doc.read, true],
      [isObject(doc.unread) ? doc.unread : {}, false],
    ].forEach(function (kind) {
      Object.keys(kind[0]).forEach(function (key) {
        var ids = key.split('/');
        var written = time.exec(kind[0][key]);
        if (ids.length != 2 || !slug.test(ids[0]) || !slug.test(ids[1]) || !written) return;
        var at = written[1] + '.' + ((written[2] || '') + '000').slice(0, 3);
        var had = marks[key];
        if (!had || at > had.at || (at == had.at && !kind[1])) marks[key] = { at: at, read: kind[1] };
      });
    });
    return marks;
  };
  var show = function () {
    [].forEach.call(document.querySelectorAll('.ls-box[data-ls-keys]'), function (box) {
      var reader = box.querySelector('.ls-box-series');
      if (!reader || new URL(reader.href).origin != location.origin) return;
      var text = null;
      try {
        box.getAttribute('data-ls-keys').split(' ').some(function (key) {
          return (text = localStorage.getItem(key)) !== null;
        });
      } catch (error) {}
      var marks = text === null ? {} : readIn(text);
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
})();
