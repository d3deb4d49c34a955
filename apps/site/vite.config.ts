import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  root: import.meta.dirname,
  base: "/",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Never inline assets as data: URLs, so that a strict Content-Security-Policy
    // (img-src/font-src 'self') holds for fonts and images too.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: {
      "/api": "http://127.0.0.1:8080",
    },
  },
});
