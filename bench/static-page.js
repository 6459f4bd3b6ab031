// The physical limit the reader is measured against: the same catalog as
// one plain static HTML page (same stylesheet, every list written out, no
// script), as a hand-made site would serve it.
import { escaped } from '../scripts/pipeline/markup.js';

const escape = (text) => escaped(String(text));

export function staticPage(catalog, stylesheet) {
  const sections = catalog.sections
    .map((section) => {
      const cards = catalog.series
        .filter((series) => series.section === section.id)
        .map(
          (series) => `<article class="series"><div class="series-head"><h3>${escape(series.title)}</h3></div>
<p class="summary">${escape(series.summary ?? '')}</p>
<ol class="parts">${series.parts.map((part) => `<li class="part">${escape(part.title)}</li>`).join('')}</ol></article>`,
        )
        .join('\n');
      return cards ? `<section class="section"><h2>${escape(section.title)}</h2>\n${cards}</section>` : '';
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(catalog.title)}</title><link rel="stylesheet" href="${stylesheet}"></head>
<body><main class="page"><header class="masthead"><h1>${escape(catalog.title)}</h1><p class="subtitle">${escape(catalog.subtitle ?? '')}</p></header>
${sections}</main></body></html>
`;
}
