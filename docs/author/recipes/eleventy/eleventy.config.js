// The series box of a page's part, for Eleventy 3: {% seriesBox series,
// part %} in the post layout (Nunjucks or Liquid), and in its head the
// box's stylesheet, /learning-series/series-box/series-box.css. The
// reader is built with --base-url https://<your site>/learning-series/
// and copied to learning-series/ in the project, which Eleventy copies
// as it is. A post names its part in its front matter: series: <series
// id>, part: <part id>. The box is read as it is (not as a template); a
// page without them, or without a box, gets nothing. Merge these lines
// into your own config if you have one.
import { existsSync, readFileSync } from 'node:fs';

// One name in the box's path (not a catalog's id rule: the kit writes a
// box only for the ids it accepts), so the path stays in its folder.
const NAME = /^[^/\\.][^/\\]*$/;

export default function (eleventyConfig) {
  eleventyConfig.addPassthroughCopy('learning-series');
  eleventyConfig.ignores.add('learning-series/**');
  eleventyConfig.addShortcode('seriesBox', (series, part) => {
    const id = String((Array.isArray(series) ? series[0] : series) ?? '');
    if (!NAME.test(id) || !NAME.test(String(part ?? ''))) return '';
    const box = `learning-series/series-box/${id}/${part}.html`;
    return existsSync(box) ? readFileSync(box, 'utf8') : '';
  });
}
