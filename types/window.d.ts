// What the benchmark and the tests keep on a page's window while they
// measure or watch it (each set by the script that reads it back), and
// what the page's start-up script hands page.js.
interface Window {
  __bench: any;
  pageErrors: string[];
  /** What the page's start-up script (index.html) hands page.js: the copy's scope, and the theme's rule. */
  learningSeriesPage: { scope: string; theme: (chosen: string | null) => void };
}
