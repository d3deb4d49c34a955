import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  root: import.meta.dirname,
  base: "/",
  plugins: [react()],
  resolve: {
    alias: [
      // The site takes only the contract's endpoint paths and types, never its validation:
      // zod is replaced by an inert stub (docs/decisions/0009-site-bundle-without-zod.md).
      { find: /^zod$/, replacement: path.join(import.meta.dirname, "src/app/zod-stub.ts") },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Never inline assets as data: URLs, so that a strict Content-Security-Policy
    // (img-src/font-src 'self') holds for fonts and images too.
    assetsInlineLimit: 0,
    // The manifest lets scripts/report-home-size.mjs follow what /home loads.
    manifest: true,
  },
  server: {
    proxy: {
      "/api": "http://127.0.0.1:8080",
    },
  },
});
