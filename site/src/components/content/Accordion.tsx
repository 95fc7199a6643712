import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import * as styles from "./Accordion.module.css";

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

// Arrow keys, Home and End move between the headers, as the WAI-ARIA accordion pattern suggests.
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>("button[aria-controls]"),
  );
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  if (current < 0) return;
  const last = buttons.length - 1;
  const next = {
    ArrowDown: current === last ? 0 : current + 1,
    ArrowUp: current === 0 ? last : current - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[next]?.focus();
}

/** Single-open accordion: opening one item closes the other, and an open item closes again. */
export function Accordion({ items, headingLevel = 3 }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    // The accordion island (src/islands/accordion.ts) gives the server markup the same behaviour.
    // Loaded at once, not at the first interaction: it is tiny, and a tap must open an item on
    // the first try, though the tap's own touchstart would only then start fetching the module.
    <div
      className={styles.accordion}
      onKeyDown={moveFocus}
      data-island="accordion"
      data-island-load="now"
    >
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}${item.id}-header`;
        const panelId = `${baseId}${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.header}</span>
                <svg
                  className={styles.chevron}
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
