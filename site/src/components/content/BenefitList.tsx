import { Icon } from "../ui/Icon";
import * as styles from "./BenefitList.module.css";
import { IconList, type IconListItem } from "./IconList";

export type Benefit = IconListItem;

/** A checklist of short benefit sentences. */
export function BenefitList({ items }: { items: readonly Benefit[] }) {
  return (
    <IconList
      items={items}
      className={styles.list}
      icon={
        <Icon box={20} className={styles.check}>
          <circle cx="10" cy="10" r="10" fill="var(--color-primary)" />
          <path
            d="M5.5 10.5l3 3 6-7"
            fill="none"
            stroke="var(--color-on-primary)"
            strokeWidth="2"
          />
        </Icon>
      }
    />
  );
}
