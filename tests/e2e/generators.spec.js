// The series box in the blogs authors have: a tiny blog each for Hugo,
// Jekyll (Debian's) and Eleventy 3 (npm), built by the generator itself
// with the recipe docs/author/README.md gives (docs/author/recipes/), the reader
// built by the kit and copied in. The post that names its part carries
// its box; a title written as template code ({{ page.url }}, {% raw %},
// ${x}) and as markup stays text; a post without a box builds; and
// Hugo's "series" taxonomy keeps its /series/ beside the reader.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test, expect } from './fixtures.js';
import { authorEnv, kit, scratch } from './kit-author.js';

const RECIPES = resolve('docs/author/recipes');
const HOSTILE = 'Locks {{ page.url }} {% raw %} {# note #} ${x} <img src=x onerror="window.pwned=1">';

/** The reader, built by the kit for a blog at https://blog.example/, with the hostile series. */
function reader(dir) {
  const catalog = {
    schema: 1,
    title: 'Blog series',
    subtitle: 'Series on the blog',
    sections: [{ id: 'all', title: 'All' }],
    series: [
      {
        id: 'locks',
        section: 'all',
        title: HOSTILE,
        summary: 'Locks.',
        parts: [
          { id: 'spin', title: `Spin ${HOSTILE}`, url: '/posts/spin/' },
          { id: 'rcu', title: 'RCU', url: '/posts/rcu/' },
        ],
      },
    ],
  };
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(catalog));
  const built = kit(['build', 'catalog.json', '--out', 'reader', '--base-url', 'https://blog.example/learning-series/'], { cwd: dir });
  expect(built.code, built.stderr).toBe(0);
  return join(dir, 'reader');
}

/** Writes each of `files` ({ path: text }) under `dir`. */
function write(dir, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** Runs a generator; fails loudly where it is missing (scripts/setup installs it). */
function generate(command, args, cwd) {
  const ran = spawnSync(command, args, { cwd, env: authorEnv(), encoding: 'utf8' });
  expect(ran.error?.message, `${command} (scripts/setup installs it)`).toBeUndefined();
  expect(ran.status, `${command} ${args.join(' ')}: ${ran.stderr}`).toBe(0);
}

/** The built post, in a page: its box there, the hostile title as text, nothing run. */
async function expectBoxIn(page, html) {
  expect(html).toContain('<nav class="ls-box"');
  expect(html, 'no template delimiter left').not.toMatch(/\{\{|\{%|\{#|\$\{/);
  await page.setContent(html);
  const box = page.getByRole('navigation', { name: `Series: ${HOSTILE}` });
  await expect(box).toBeVisible();
  await expect(box.getByRole('link', { name: HOSTILE, exact: true })).toHaveAttribute('href', 'https://blog.example/learning-series/#series--locks');
  await expect(box.locator('[aria-current="page"]')).toHaveText(`Spin ${HOSTILE}`);
  expect(await page.evaluate(() => window.pwned)).toBeUndefined();
}

const FRONT = (fields) => `---\n${Object.entries(fields).map(([key, value]) => `${key}: ${value}`).join('\n')}\n---\nWords of the post.\n`;

test('Hugo: the partial puts the box in the post, beside a "series" taxonomy', async ({ page }) => {
  const dir = scratch();
  const blog = join(dir, 'hugo');
  cpSync(join(RECIPES, 'hugo'), blog, { recursive: true });
  cpSync(reader(dir), join(blog, 'static', 'learning-series'), { recursive: true });
  write(blog, {
    'config.toml': 'baseURL = "https://blog.example/"\ntitle = "Blog"\n[taxonomies]\nseries = "series"\n',
    'layouts/_default/single.html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main><h1>{{ .Title }}</h1>{{ .Content }}{{ partial "series-box.html" . }}</main></body></html>\n',
    'layouts/_default/list.html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body>{{ range .Pages }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</body></html>\n',
    'content/posts/spin.md': FRONT({ title: 'Spin', series: '[locks]', part: 'spin' }),
    'content/posts/plain.md': FRONT({ title: 'Plain' }),
  });
  generate('hugo', ['--quiet'], blog);
  await expectBoxIn(page, readFileSync(join(blog, 'public', 'posts', 'spin', 'index.html'), 'utf8'));
  expect(readFileSync(join(blog, 'public', 'posts', 'plain', 'index.html'), 'utf8')).not.toContain('ls-box');
  expect(existsSync(join(blog, 'public', 'series', 'locks', 'index.html')), 'the taxonomy\'s page').toBe(true);
  expect(readFileSync(join(blog, 'public', 'learning-series', 'index.html'), 'utf8'), 'the reader').toContain('<!-- catalog:start -->');
});

test('Jekyll: the plugin\'s tag puts the box in the post as it is', async ({ page }) => {
  const dir = scratch();
  const blog = join(dir, 'jekyll');
  cpSync(join(RECIPES, 'jekyll'), blog, { recursive: true });
  cpSync(reader(dir), join(blog, 'learning-series'), { recursive: true });
  write(blog, {
    '_config.yml': 'title: Blog\n',
    '_layouts/post.html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ page.title }}</title></head><body><main><h1>{{ page.title }}</h1>{{ content }}{% series_box %}</main></body></html>\n',
    '_posts/2026-01-01-spin.md': FRONT({ layout: 'post', title: 'Spin', series: 'locks', part: 'spin' }),
    '_posts/2026-01-02-plain.md': FRONT({ layout: 'post', title: 'Plain' }),
  });
  generate('jekyll', ['build', '--quiet'], blog);
  await expectBoxIn(page, readFileSync(join(blog, '_site', '2026', '01', '01', 'spin.html'), 'utf8'));
  expect(readFileSync(join(blog, '_site', '2026', '01', '02', 'plain.html'), 'utf8')).not.toContain('ls-box');
  expect(readFileSync(join(blog, '_site', 'learning-series', 'index.html'), 'utf8'), 'the reader').toContain('<!-- catalog:start -->');
});

test('Eleventy: the shortcode puts the box in the post as it is, in Nunjucks and Liquid', async ({ page }) => {
  const dir = scratch();
  const blog = join(dir, 'eleventy');
  cpSync(join(RECIPES, 'eleventy'), blog, { recursive: true });
  cpSync(reader(dir), join(blog, 'learning-series'), { recursive: true });
  const layout = (box) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title></head><body><main><h1>{{ title }}</h1>{{ content }}${box}</main></body></html>\n`;
  write(blog, {
    'package.json': '{ "type": "module" }\n',
    '_includes/post.njk': layout('{% seriesBox series, part %}').replace('{{ content }}', '{{ content | safe }}'),
    '_includes/post.liquid': layout('{% seriesBox series, part %}'),
    'posts/spin.md': FRONT({ layout: 'post.njk', title: 'Spin', series: 'locks', part: 'spin' }),
    'posts/spin-liquid.md': FRONT({ layout: 'post.liquid', title: 'Spin', series: 'locks', part: 'spin' }),
    'posts/plain.md': FRONT({ layout: 'post.njk', title: 'Plain' }),
  });
  generate(resolve('node_modules/.bin/eleventy'), ['--quiet'], blog);
  await expectBoxIn(page, readFileSync(join(blog, '_site', 'posts', 'spin', 'index.html'), 'utf8'));
  await expectBoxIn(page, readFileSync(join(blog, '_site', 'posts', 'spin-liquid', 'index.html'), 'utf8'));
  expect(readFileSync(join(blog, '_site', 'posts', 'plain', 'index.html'), 'utf8')).not.toContain('ls-box');
  expect(readFileSync(join(blog, '_site', 'learning-series', 'index.html'), 'utf8'), 'the reader, copied as it is').toContain('<!-- catalog:start -->');
});
