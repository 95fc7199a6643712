import * as styles from "./PropertyList.module.css";

export interface Property {
  id: string;
  term: string;
  description: string;
}

/** Named facts as a description list: material properties, the parties of a project. */
export function PropertyList({ items }: { items: readonly Property[] }) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.id} className={styles.entry}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
