// A setup file of the unit tests (vitest.config.ts), run before each file. A worker runs the files
// of one environment one after the other in one module registry and, in happy-dom, one document
// (vitest.config.ts orders them so): what an earlier file left in the page's body (a dialog of a
// test that did not clean up, a portal) or in its storage is removed before the next file starts,
// so that no file's queries find another's elements. Ant Design's styles in the head stay: the
// style caches, shared by the files, know them as inserted.
if (typeof document !== "undefined") {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
}
