import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

/**
 * The production build runs the site's React code on Preact's React 19 compatibility layer
 * (docs/decisions/0015-site-runtime-preact-compat.md); development keeps React itself.
 */
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * Two builds (`npm run build`): the browser's files in dist/, and the server renderer
 * (`vite build --ssr src/entry-server.tsx`) in dist-server/, which the server imports. The renderer
 * bundles every library, so that it runs on the same Preact as the browser.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  base: "/",
  plugins: [react()],
  resolve: {
    alias: [
      // The site takes only the contract's endpoint paths and types, never its validation:
      // zod is replaced by an inert stub (docs/decisions/0009-site-bundle-without-zod.md).
      { find: /^zod$/, replacement: path.join(import.meta.dirname, "src/app/zod-stub.ts") },
      ...(command === "build" ? reactOnPreact : []),
    ],
  },
  ssr: {
    noExternal: true,
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The public files (favicon, noscript.css) belong to the browser's build only.
    copyPublicDir: !isSsrBuild,
    // Never inline assets as data: URLs, so that a strict Content-Security-Policy
    // (img-src/font-src 'self') holds for fonts and images too.
    assetsInlineLimit: 0,
    // The manifest lets scripts/report-home-size.mjs follow what /home loads.
    manifest: true,
    // Every browser the site supports preloads modules itself. A script's dynamic import is not
    // preceded by a `<link rel="modulepreload">` for each module it imports: at the takeover those
    // were some thirty links added to the page in the middle of its longest task, for modules
    // that are loaded by then or that the browser finds in the imported module itself, one
    // round trip later (decision 0112). Style sheets are still loaded with their chunks.
    modulePreload: { polyfill: false, resolveDependencies: (_file, dependencies, { hostType }) => (hostType === "js" ? [] : dependencies) },
    // Terser, two passes, for the browser's build: about 1.2 KB of gzip less than Vite's default
    // minifier on the home page's script, whose budget is 70 KB (decision 0108). The renderer is
    // not minified (the server reads it once).
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
    rolldownOptions: {
      output: {
        // The renderer's source stays in the server's memory as long as it runs, and V8 keeps a
        // source with one character beyond Latin-1 (a Chinese text, a comment's "…") at two bytes a
        // character: escaped to ASCII and without its comments (but the licences) it is one byte a
        // character, 0.8 MB less (decision 0131).
        ...(isSsrBuild ? { charset: "ascii" as const, comments: { legal: true, annotation: false, jsdoc: false } } : {}),
        codeSplitting: isSsrBuild
          ? // The renderer is one file: a running server that imported it keeps working while a
            // new build replaces dist-server/ (it would miss the chunks it had not loaded yet).
            false
          : // The libraries (the React runtime, React Router) in a chunk of their own: it changes
            // only when they do, so returning visitors keep it cached across releases of the site's code.
            // The contract is left to the automatic chunks: its routes and locales load at the start,
            // its endpoint tables only with the loaders that use them (decision 0033).
            { groups: [{ name: "framework", test: /[\\/]node_modules[\\/].*\.[cm]?js$/ }] },
      },
    },
  },
  server: {
    proxy: {
      "/api": "http://127.0.0.1:8080",
    },
  },
}));
