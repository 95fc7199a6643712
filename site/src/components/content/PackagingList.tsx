import { Icon } from "../ui/Icon";
import { IconList, type IconListItem } from "./IconList";
import * as styles from "./PackagingList.module.css";

export type PackagingLine = IconListItem;

/** How a product is packed and delivered: one line per pack size or grain. */
export function PackagingList({ items }: { items: readonly PackagingLine[] }) {
  return (
    <IconList
      items={items}
      className={styles.list}
      icon={
        <Icon box={24} size={28} className={styles.icon}>
          <path d="M6 7h12l1 13H5L6 7Z" fill="var(--color-primary-tint-strong)" />
          <path
            d="M6 7h12l1 13H5L6 7Zm3 0V5a3 3 0 0 1 6 0v2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </Icon>
      }
    />
  );
}
