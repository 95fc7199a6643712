import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { CONCRETE_KINDS, concreteOptions, formatNumber, type ConcreteKind } from "../../lib/facts";
import * as styles from "./ConcreteTable.module.css";

const KIND_LABELS: Record<ConcreteKind, string> = {
  "non-structural": "table.nonStructural",
  structural: "table.structural",
};

/**
 * The LECA concrete grades from facts.json as a section of their own, titled by the table's
 * caption (an h2, so the page outline keeps it): one row group per kind, each row a density (the
 * row header), its strength and typical use. Scrolls sideways on narrow screens.
 */
export function ConcreteTable() {
  const { t } = useTranslation("leca-concrete");
  const { language } = useI18next();
  return (
    <section className={`container ${styles.section}`}>
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby="concrete-options"
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>
            <h2 id="concrete-options" className={styles.title}>
              {t("table.caption")}
            </h2>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("table.kind")}</th>
              <th scope="col">{t("table.density")}</th>
              <th scope="col">{t("table.strength")}</th>
              <th scope="col">{t("table.use")}</th>
            </tr>
          </thead>
          {CONCRETE_KINDS.map((kind) => {
            const options = concreteOptions.filter((option) => option.kind === kind);
            return (
              <tbody key={kind} className={styles.group}>
                {options.map((option, index) => (
                  <tr key={option.id}>
                    {index === 0 && (
                      <th scope="rowgroup" rowSpan={options.length} className={styles.kind}>
                        {t(KIND_LABELS[kind])}
                      </th>
                    )}
                    <th scope="row" className={styles.number}>
                      {formatNumber(option.densityKgM3, language)}
                    </th>
                    <td className={styles.number}>{formatNumber(option.strengthMPa, language)}</td>
                    <td>{t(`options.${option.id}.use`)}</td>
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      </div>
    </section>
  );
}
