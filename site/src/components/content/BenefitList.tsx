import * as styles from "./BenefitList.module.css";
import { Icon } from "../ui/Icon";

export interface Benefit {
  id: string;
  text: string;
}

/** A checklist of short benefit sentences. */
export function BenefitList({ items }: { items: readonly Benefit[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <Icon box={20} className={styles.check}>
            <circle cx="10" cy="10" r="10" fill="var(--color-primary)" />
            <path
              d="M5.5 10.5l3 3 6-7"
              fill="none"
              stroke="var(--color-on-primary)"
              strokeWidth="2"
            />
          </Icon>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
