import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ContentPage } from "./ContentPage";
import { ItemGrid, gridFromMessages } from "./ItemGrid";
import { Section } from "./Section";
import { useFactT } from "./useFactT";

interface Props {
  /** The page's namespace in locales/: heading, lead, imageAlt, itemsHeading, items, cta. */
  namespace: string;
  /** The keys under `items`, in the order the page shows them. */
  items: readonly string[];
  image: IGatsbyImageData | undefined;
}

/** An application area (infrastructure, construction, water management): its uses of LECA. */
export function ApplicationPage({ namespace, items, image }: Props) {
  const t = useFactT(namespace);
  return (
    <ContentPage t={t} image={image}>
      <Section id="applications" heading={t("itemsHeading")}>
        <ItemGrid
          items={gridFromMessages(t, "items", items, { heading: "heading", text: "sub" })}
        />
      </Section>
    </ContentPage>
  );
}
