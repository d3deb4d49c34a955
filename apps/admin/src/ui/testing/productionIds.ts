// A setup file of the unit tests (vitest.config.ts). Under NODE_ENV "test", which Vitest sets, Ant
// Design's components give every element they link for assistive technology the same id
// ("test-id": a dialog's title, a tooltip, a field's help) and every tab list the same ids. A
// dialog's name then comes from whichever element with that id is first in the page: a tooltip left
// over from an earlier hover renamed a dialog "Choose from library" whenever its show-delay timer
// fired before the dialog opened, which a busy machine made likely. The back office's component
// tests therefore run with the ids the browser gets (React's own, unique per element); the other
// unit tests keep Vitest's NODE_ENV. No code of this repository reads NODE_ENV.
process.env.NODE_ENV = typeof document === "undefined" ? "test" : "development";
