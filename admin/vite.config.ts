import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// `npm run dev` (scripts/dev.mjs) makes this server the one origin: /dashboard is served here,
// /api goes to the API and every other path to Gatsby's develop server, hot reload included.
const apiUrl = process.env.DEV_API_URL ?? "http://localhost:8000";
const siteUrl = process.env.DEV_SITE_URL;

export default defineConfig({
  // Served under /dashboard by the local server and Netlify; asset URLs must carry that prefix.
  base: "/dashboard/",
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              debugName: "catalogs",
              // A language's catalog (i18n/catalogs.ts fetches it file by file) is one chunk;
              // the files the shell imports (i18n/catalog-shell.ts) stay out, with the first load.
              name: (id, chunking) => {
                const language = /\/locales\/([a-z]{2})\/[\w-]+\.json$/.exec(id)?.[1];
                const dynamicOnly = chunking.getModuleInfo(id)?.importers.length === 0;
                return language && dynamicOnly ? `catalog-${language}` : null;
              },
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": apiUrl,
      ...(siteUrl ? { "^/(?!dashboard(?:/|$)|api(?:/|$))": { target: siteUrl, ws: true } } : {}),
    },
  },
});
