import type { ReactNode } from "react";
import * as styles from "./Section.module.css";

interface Props {
  /** The id of the h2, which also names the section for assistive technology. */
  id: string;
  heading: string;
  lead?: string;
  /** Alternate sections sit on a tinted band, so long pages read as distinct parts. */
  tinted?: boolean;
  children?: ReactNode;
}

/** One part of a content page under its h2. */
export function Section({ id, heading, lead, tinted = false, children }: Props) {
  return (
    <section className={styles.section} data-tinted={tinted} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}

/** Page content without a heading of its own (a list right under the h1), spaced like a section. */
export function Block({ children }: { children: ReactNode }) {
  return <div className={`container ${styles.block}`}>{children}</div>;
}
