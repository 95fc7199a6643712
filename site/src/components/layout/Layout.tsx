import type { ReactNode } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Footer } from "./Footer";
import { Header } from "./Header";
import * as styles from "./Layout.module.css";

/**
 * The public layout: skip link, header, the page content, footer. The content is what the
 * language switch fades out and in (data-animated-content: src/islands/shell/language.ts, and
 * global.css for the arrival).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t("skipLink")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <div data-animated-content="">{children}</div>
      </main>
      <Footer />
    </>
  );
}
