import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app";
import { i18n, initialLanguage } from "@/i18n";
import { createAppDeps } from "@/lib/deps";
// The site's Arabic face, for Arabic texts as they are written (styles/translation.css); only
// its Arabic subset, fetched by the browser the first time an Arabic field is on screen.
import "@fontsource/ibm-plex-sans-arabic/arabic-400.css";
import "@fontsource/ibm-plex-sans-arabic/arabic-700.css";
import "./styles/index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The first screen is drawn in the admin's language: an Arabic or Russian catalog is fetched first.
void i18n.use(initialLanguage()).finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App deps={createAppDeps()} />
    </StrictMode>,
  ),
);
