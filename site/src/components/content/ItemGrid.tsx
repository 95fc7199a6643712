import type { MessagesSectionProps } from "./Accordion";
import * as styles from "./ItemGrid.module.css";
import { Section } from "./Section";

export interface GridItem {
  id: string;
  heading: string;
  text: string;
}

/**
 * Grid items from a page's messages: `${group}.${key}.title` and `.desc` by default (the product
 * pages), or the fields a page names (the application pages' `heading` and `sub`).
 */
export const gridFromMessages = (
  t: (key: string) => string,
  group: string,
  keys: readonly string[],
  fields: { heading: string; text: string } = { heading: "title", text: "desc" },
): GridItem[] =>
  keys.map((key) => ({
    id: key,
    heading: t(`${group}.${key}.${fields.heading}`),
    text: t(`${group}.${key}.${fields.text}`),
  }));

interface Props {
  items: readonly GridItem[];
  /** The level under the section's heading: 3 below an h2, 4 below an h3. */
  headingLevel?: 3 | 4;
}

/** Items of a heading and a short text each (applications, advantages, product entries). */
export function ItemGrid({ items, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <Heading className={styles.heading}>{item.heading}</Heading>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A section of a page whose content is grid items (title and desc) from its messages. */
export function GridSection({ t, group, keys, id = group, tinted }: MessagesSectionProps) {
  return (
    <Section id={id} heading={t(`${group}Heading`)} tinted={tinted}>
      <ItemGrid items={gridFromMessages(t, group, keys)} />
    </Section>
  );
}
