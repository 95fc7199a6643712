import { Fragment } from "react";
import type { QuoteRequest } from "@leca/shared/contracts";
import { formatNumber } from "@leca/shared/i18n";
import type { Lang } from "@leca/shared/languages";
import { useT, type MessageKey } from "@/i18n";

/**
 * A figure as the request carries it: plain in English (12.5, 1200), as the enquiry mail and the
 * CSV export quote it; in Arabic and Russian as their readers write it (12,5 in Russian), with
 * the same digits after the point (no binary-float tail such as 12.499999999).
 */
function figure(value: number, language: Lang): string {
  const plain = String(Number(value.toFixed(3)));
  if (language === "en") return plain;
  return formatNumber(Number(plain), language, {
    fractionDigits: plain.split(".")[1]?.length ?? 0,
  });
}

/** The calculator's result the visitor asked a quote for, figure by figure. */
export function QuoteBlock({ quote }: { quote: QuoteRequest }) {
  const { t, language } = useT();
  const n = (value: number) => figure(value, language);
  // A use the dashboard has no name for (the facts file grew) keeps its id: t answers the key.
  const useKey = `uses.${quote.use}` as MessageKey;
  const useName = quote.use && (t(useKey) === useKey ? quote.use : t(useKey));
  const packs = quote.packs.map(({ unit, size, count }) =>
    t(unit === "m3" ? "inbox.quote.bulkBags" : "inbox.quote.bags", {
      number: n(count),
      size: n(size),
    }),
  );
  // In reading order; absent figures are left out.
  const lines: [label: MessageKey, value: string | undefined][] = [
    ["inbox.quote.product", t(`inbox.quote.products.${quote.product}`)],
    // The use's id from the site's facts file, named as the calculator names it.
    ["inbox.quote.use", useName],
    ["inbox.quote.volume", t("inbox.quote.cubicMetres", { volume: n(quote.volumeM3) })],
    [
      "inbox.quote.allowance",
      quote.allowancePercent === undefined
        ? undefined
        : t("inbox.quote.allowanceValue", { percent: n(quote.allowancePercent) }),
    ],
    ["inbox.quote.packs", packs.length ? packs.join(t("inbox.quote.packSeparator")) : undefined],
    [
      "inbox.quote.container",
      quote.containerM3 === undefined
        ? undefined
        : t("inbox.quote.cubicMetres", { volume: n(quote.containerM3) }),
    ],
    [
      "inbox.quote.density",
      quote.densityKgM3 === undefined
        ? undefined
        : t("inbox.quote.densityValue", { density: n(quote.densityKgM3) }),
    ],
    [
      "inbox.quote.massSaved",
      quote.massSavedKg === undefined
        ? undefined
        : t("inbox.quote.kilograms", { mass: n(quote.massSavedKg) }),
    ],
  ];
  return (
    <section className="quote" aria-label={t("inbox.quote.title")}>
      <h3 className="quote__title">{t("inbox.quote.title")}</h3>
      <dl className="message__facts">
        {lines.map(
          ([label, value]) =>
            value !== undefined && (
              <Fragment key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </Fragment>
            ),
        )}
      </dl>
    </section>
  );
}
