import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { CallToAction } from "./CallToAction";
import { PageIntro } from "./PageIntro";

interface Props {
  /** t() of the page's namespace, which holds heading, the lead, imageAlt and cta.*. */
  t: (key: string) => string;
  image: IGatsbyImageData | undefined;
  /** Where the namespace keeps its leading text ("leading" where the spec names it so). */
  leadKey?: string;
  children: ReactNode;
}

/** The frame of every content page: its intro with the picture, its sections, the closing band. */
export function ContentPage({ t, image, leadKey = "lead", children }: Props) {
  return (
    <>
      <PageIntro heading={t("heading")} lead={t(leadKey)} image={image} imageAlt={t("imageAlt")} />
      {children}
      <CallToAction heading={t("cta.heading")} text={t("cta.text")} button={t("cta.button")} />
    </>
  );
}
