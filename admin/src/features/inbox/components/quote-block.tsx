import { Fragment } from "react";
import { quoteLines, type QuoteRequest } from "@leca/shared/contracts";

/** The calculator's result the visitor asked a quote for, figure by figure. */
export function QuoteBlock({ quote }: { quote: QuoteRequest }) {
  return (
    <section className="quote" aria-label="Quote request">
      <h3 className="quote__title">Quote request</h3>
      <dl className="message__facts">
        {quoteLines(quote).map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
