// The folders beside the page that the build writes a file into for each
// series or part, named once in folders.json, which src/folders.rs reads
// too: the series boxes (src/series_box.rs), their stylesheet and script,
// for the author's article pages; the series' feeds (src/catalog/feed.rs),
// for feed readers; the series' own pages (src/series_page.rs), to which
// a large catalog's page leaves their reading lists.
import { readFileSync } from 'node:fs';

/** @type {{ boxes: string, feeds: string, seriesPages: string }} */
const FOLDERS = JSON.parse(readFileSync(new URL('./folders.json', import.meta.url), 'utf8'));

export const { boxes: BOXES, feeds: FEEDS, seriesPages: SERIES_PAGES } = FOLDERS;
