import { Accordion, accordionFromMessages } from "./Accordion";
import { ItemGrid, gridFromMessages } from "./ItemGrid";
import { Section } from "./Section";

interface Props {
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

/** A section of a product page whose content is accordion items from its messages. */
export function AccordionSection({ t, group, keys, id = group, tinted }: Props) {
  return (
    <Section id={id} heading={t(`${group}Heading`)} tinted={tinted}>
      <Accordion items={accordionFromMessages(t, group, keys)} />
    </Section>
  );
}

/** A section of a product page whose content is grid items (title and desc) from its messages. */
export function GridSection({ t, group, keys, id = group, tinted }: Props) {
  return (
    <Section id={id} heading={t(`${group}Heading`)} tinted={tinted}>
      <ItemGrid items={gridFromMessages(t, group, keys)} />
    </Section>
  );
}
