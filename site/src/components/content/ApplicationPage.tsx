import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ContentPage } from "./ContentPage";
import { ItemGrid } from "./ItemGrid";
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
          items={items.map((key) => ({
            id: key,
            heading: t(`items.${key}.heading`),
            text: t(`items.${key}.sub`),
          }))}
        />
      </Section>
    </ContentPage>
  );
}
