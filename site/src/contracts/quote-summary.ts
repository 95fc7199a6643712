// What components/contact/QuoteSummary.tsx writes into its messages script and
// islands/quote-summary.ts reads.

/** What QuoteSummary.tsx writes into its messages script. */
export interface SummaryMessages {
  /** The contact form's id. */
  formId: string;
  labels: Record<
    | "product"
    | "use"
    | "volume"
    | "volumeValue"
    | "volumeWithAllowance"
    | "packs"
    | "packCount"
    | "packSeparator"
    | "container"
    | "containerValue"
    | "density"
    | "densityValue"
    | "massSaved"
    | "massSavedValue"
    | "removed",
    string
  >;
  products: Record<string, string>;
  uses: Record<string, string>;
  /** "Bag of {{size}} L", "Bulk bag of {{size}} m³" */
  bag: string;
  bulkBag: string;
}
