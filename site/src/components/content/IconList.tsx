import type { ReactNode } from "react";
import * as styles from "./IconList.module.css";

export interface IconListItem {
  id: string;
  text: string;
}

interface Props {
  items: readonly IconListItem[];
  /** The mark in front of every line (an Icon). */
  icon: ReactNode;
  /** The list's own gap, columns and the look of its lines. */
  className: string | undefined;
}

/** Short lines under a section, each behind the same mark, laid out as a grid. */
export function IconList({ items, icon, className }: Props) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(" ")}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {icon}
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
