import { useTranslation } from "gatsby-plugin-react-i18next";
import type { SummaryMessages } from "../../contracts/quote-summary";
import { calculatorData } from "../../lib/calculator/data";
import { Button } from "../ui/Button";
import { IslandMessages } from "../ui/IslandMessages";
import * as styles from "./Contact.module.css";

/**
 * The request a calculator's "Request a quote" carries to the contact page (its URL's `quote`),
 * shown above the form so the visitor sees what goes with the message and can take it off. Served
 * empty and hidden: its island (src/islands/quote-summary.ts) is fetched only when the URL
 * carries a request (data-island-query), and fills it in and the form's hidden field.
 */
export function QuoteSummary({ formId }: { formId: string }) {
  const { t } = useTranslation("calculator");
  const products = ["leca", "lecapon", "lecamix", "leca-concrete"] as const;
  const messages: SummaryMessages = {
    formId,
    labels: t("summary", { returnObjects: true }) as unknown as SummaryMessages["labels"],
    products: Object.fromEntries(products.map((name) => [name, t(`products.${name}`)])),
    uses: Object.fromEntries(
      calculatorData().uses.map((use) => [use.id, t(`quantity.uses.${use.id}`)]),
    ),
    bag: t("quantity.result.bag"),
    bulkBag: t("quantity.result.bulkBag"),
  };
  return (
    <div data-island="quote-summary" data-island-load="now" data-island-query="quote">
      <section className={styles.quote} aria-labelledby="quote-summary" hidden>
        <h2 id="quote-summary" className={styles.quoteHeading}>
          {t("summary.heading")}
        </h2>
        <p>{t("summary.lead")}</p>
        <dl className={styles.quoteDetails} data-slot="details" />
        <Button type="secondary" textButton={t("summary.remove")} />
      </section>
      <p className="visually-hidden" role="status" aria-live="polite" data-slot="status" />
      <IslandMessages messages={messages} />
    </div>
  );
}
