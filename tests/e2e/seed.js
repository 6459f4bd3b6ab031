// The seed page, read independently of public/catalog.json, so the tests
// compare what the app shows with the page the catalog must hold.
import { readFileSync } from 'node:fs';

const text = readFileSync(new URL('../fixtures/learning-series-page.txt', import.meta.url), 'utf8');
const SECTIONS = ['Active Series', 'Past Series'];

export function seedPage() {
  const [title, subtitle, ...rest] = text.split('\n').map((l) => l.trimEnd()).filter((l) => l !== '');
  const sections = [];
  let series = null;
  for (const line of rest) {
    const part = line.match(/^\s+\d+\. (.*)$/);
    if (SECTIONS.includes(line)) {
      sections.push({ title: line, series: [] });
      series = null;
    } else if (part) {
      series.parts.push(part[1]);
    } else if (series === null || series.parts.length > 0) {
      series = { title: line, summary: null, parts: [] };
      sections.at(-1).series.push(series);
    } else {
      series.summary = line;
    }
  }
  return { title, subtitle, sections };
}
