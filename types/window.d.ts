// What the benchmark and the tests keep on a page's window while they
// measure or watch it (each set by the script that reads it back).
interface Window {
  __bench: any;
  pageErrors: string[];
}
