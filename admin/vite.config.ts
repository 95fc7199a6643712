import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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
      // The API's contracts only declare schemas and constants: a module none of whose exports
      // the dashboard uses (the contact form's, with libphonenumber-js and countries-list) is
      // left out instead of being kept for top-level calls the bundler cannot prove pure.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]api[\\/]src[\\/]contracts[\\/]/, sideEffects: false }],
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:8000" } },
});
