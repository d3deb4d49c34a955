import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

const ANTD = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs|@babel)[\\/]/;
/**
 * antd's texts in a language other than its built-in English (antd/es/locale/de_DE and the
 * picker and pagination parts it imports): loaded with our catalog of that language
 * (src/i18n/catalogLoader.ts), so they stay out of the antd chunk every page loads.
 */
const ON_DEMAND_LOCALE = /[\\/]locale[\\/](?!en_US)[a-z]{2}_[A-Z]{2}\.js$/;

const API_TARGET = "http://127.0.0.1:8080";
const proxy = { "/api": { target: API_TARGET } };

/**
 * The app is built for `/admin/`, but its login page lives at `/admin-login`, outside that base.
 * In development, serve that address with the app's index page, as the server does in production.
 */
function adminLoginInDev(): Plugin {
  return {
    name: "admin-login-in-dev",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url === "/admin-login" || request.url?.startsWith("/admin-login?")) request.url = "/admin/";
        next();
      });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: "/admin/",
  plugins: [react(), adminLoginInDev()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The manifest lets scripts/report-entry-size.mjs find the entry chunk and the catalogs.
    manifest: true,
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/ },
            { name: "antd", test: (id) => ANTD.test(id) && !ON_DEMAND_LOCALE.test(id) },
            // zod with the setting that keeps it from probing for eval (zodConfig.ts): in one chunk,
            // the setting runs before any chunk that builds a schema, however the app is split.
            { name: "zod", test: /[\\/](node_modules[\\/]zod[\\/]|src[\\/]zodConfig\.ts$)/ },
          ],
        },
      },
    },
    // antd as one chunk is large but cached for a year (hashed name) and only editors load it.
    chunkSizeWarningLimit: 1200,
  },
  server: { port: 5174, proxy },
  preview: { port: 4174, proxy },
});
