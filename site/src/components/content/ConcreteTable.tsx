import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { CONCRETE_KINDS, concreteOptions, formatNumber, type ConcreteKind } from "../../lib/facts";
import * as styles from "./ConcreteTable.module.css";

const KIND_LABELS: Record<ConcreteKind, string> = {
  "non-structural": "table.nonStructural",
  structural: "table.structural",
};

/**
 * The LECA concrete grades from facts.json as a section of their own, titled by the table's
 * caption (an h2, so the page outline keeps it): one row group per kind, headed by a row of its
 * own, each row a density (the row header), its strength and typical use. On a phone each row is
 * stacked (the two figures side by side under their headings, the use below), so no figure is
 * ever cut at the screen's edge.
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
              <th scope="col">{t("table.density")}</th>
              <th scope="col">{t("table.strength")}</th>
              <th scope="col">{t("table.use")}</th>
            </tr>
          </thead>
          {CONCRETE_KINDS.map((kind) => {
            const options = concreteOptions.filter((option) => option.kind === kind);
            return (
              <tbody key={kind} className={styles.group}>
                <tr>
                  <th scope="rowgroup" colSpan={3} className={styles.kind}>
                    {t(KIND_LABELS[kind])}
                  </th>
                </tr>
                {options.map((option) => (
                  <tr key={option.id}>
                    <th scope="row" className={styles.number} data-label={t("table.density")}>
                      {formatNumber(option.densityKgM3, language)}
                    </th>
                    <td className={styles.number} data-label={t("table.strength")}>
                      {formatNumber(option.strengthMPa, language)}
                    </td>
                    <td className={styles.use}>{t(`options.${option.id}.use`)}</td>
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
