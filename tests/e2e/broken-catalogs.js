// Catalog files an author may write, broken in every way the checker
// knows and a few it accepts: each as the bytes of a file, from a good
// catalog (`catalog`, parsed JSON). kit-cli.spec.js gives each to the kit's
// `check` and `build` and to the native checker, which must agree.

/** [name, bytes] for each case. */
export function brokenCatalogs(catalog) {
  const edited = (edit) => {
    const copy = structuredClone(catalog);
    edit(copy);
    return Buffer.from(JSON.stringify(copy, null, 2));
  };
  const text = JSON.stringify(catalog, null, 2);
  const payload = '<img src=x onerror=__ran=1><script>__ran=2</script><b>b</b>';
  return [
    ['as it is', Buffer.from(text)],
    ['with a byte order mark', Buffer.from(`\uFEFF${text}`)],
    ['cut short', Buffer.from(text.slice(0, 900))],
    ['not JSON', Buffer.from('Learning Series\n')],
    ['empty', Buffer.alloc(0)],
    ['not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
    ['a comma after the last item', Buffer.from(text.replace(/\}\s*\]\s*\}\s*$/, '},\n  ]\n}\n'))],
    ['a field written twice', Buffer.from(text.replace('"title":', '"title": "first",\n  "title":'))],
    ['larger than the app reads', edited((c) => (c.series[0].summary = 'x'.repeat(5 * 1024 * 1024)))],
    ['a value of the wrong type', edited((c) => (c.series.at(-1).parts = 'one, two'))],
    ['a missing field', edited((c) => delete c.series[0].title)],
    ['an unknown schema version', edited((c) => (c.schema = 2))],
    ['a duplicate series id', edited((c) => (c.series.at(-1).id = c.series[0].id))],
    ['a duplicate part id', edited((c) => (c.series[0].parts.at(-1).id = c.series[0].parts[0].id))],
    ['empty titles', edited((c) => c.series.forEach((s) => (s.title = '')))],
    ['a series without parts', edited((c) => (c.series[0].parts = []))],
    ['an undeclared topic', edited((c) => c.series[0].topics.push('not-declared'))],
    ['an undeclared section', edited((c) => (c.series[0].section = 'nowhere'))],
    ['a javascript: link', edited((c) => (c.series[0].parts[0].url = 'javascript:alert(document.cookie)'))],
    ['a link to another host without a scheme', edited((c) => (c.series[0].parts[0].url = '//evil.example/x'))],
    ['a day that does not exist', edited((c) => (c.series[0].parts[0].published = '2026-02-30'))],
    ['a reading time out of range', edited((c) => (c.series[0].parts[0].minutes = 20000))],
    ['a misspelt field (a warning)', edited((c) => (c.series[0].parts[0].titel = 'x'))],
    ['markup in its text', edited((c) => (c.series[0].title = payload))],
    ['bidi controls in its text', edited((c) => (c.series[0].parts[0].title = '\u202Egnirts\u202C and \u2067more'))],
  ];
}
