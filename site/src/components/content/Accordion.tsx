import { useId, type ReactNode } from "react";
import { Icon } from "../ui/Icon";
import * as styles from "./Accordion.module.css";
import { Section } from "./Section";

export interface AccordionItem {
  id: string;
  header: string;
  content: ReactNode;
}

/**
 * Accordion items from a page's messages: `${group}.${key}.header` above one paragraph of
 * `${group}.${key}.content`, one item per key.
 */
export const accordionFromMessages = (
  t: (key: string) => string,
  group: string,
  keys: readonly string[],
): AccordionItem[] =>
  keys.map((key) => ({
    id: key,
    header: t(`${group}.${key}.header`),
    content: <p>{t(`${group}.${key}.content`)}</p>,
  }));

interface Props {
  items: readonly AccordionItem[];
  /** The level of each header's heading, under the heading the accordion sits below. */
  headingLevel?: 2 | 3;
}

/**
 * Single-open accordion, served with every item closed: the accordion island
 * (src/islands/accordion.ts) opens one item and closes the other, closes an open item again, and
 * moves between the headers with the arrow keys, Home and End.
 */
export function Accordion({ items, headingLevel = 3 }: Props) {
  const baseId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    // The island loads at once, not at the first interaction: it is tiny, and a tap must open an item on
    // the first try, though the tap's own touchstart would only then start fetching the module.
    <div className={styles.accordion} data-island="accordion" data-island-load="now">
      {items.map((item) => {
        const buttonId = `${baseId}${item.id}-header`;
        const panelId = `${baseId}${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded="false"
                aria-controls={panelId}
              >
                <span>{item.header}</span>
                <Icon box={16} className={styles.chevron}>
                  <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
                </Icon>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

export interface MessagesSectionProps {
  /** The page's messages (useFactT). */
  t: (key: string) => string;
  /** The group of the page's messages the section shows; its heading is `${group}Heading`. */
  group: string;
  /** The group's entries, in the order shown. */
  keys: readonly string[];
  /** The h2's id: the group's name unless the page's anchor is another. */
  id?: string;
  tinted?: boolean;
}

/** A section of a page whose content is accordion items from its messages. */
export function AccordionSection({ t, group, keys, id = group, tinted }: MessagesSectionProps) {
  return (
    <Section id={id} heading={t(`${group}Heading`)} tinted={tinted}>
      <Accordion items={accordionFromMessages(t, group, keys)} />
    </Section>
  );
}
