import type { ReactNode } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { AnimatedContent } from "./AnimatedContent";
import { Footer } from "./Footer";
import { Header } from "./Header";
import * as styles from "./Layout.module.css";

interface Props {
  /** The page's `location.state`: a language switch leaves a mark there. */
  locationState: unknown;
  children: ReactNode;
}

/** The public layout: skip link, header, the animated page content, footer. */
export function Layout({ locationState, children }: Props) {
  const { t } = useTranslation("common");
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t("skipLink")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <AnimatedContent locationState={locationState}>{children}</AnimatedContent>
      </main>
      <Footer />
    </>
  );
}
