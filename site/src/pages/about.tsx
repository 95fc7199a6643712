import { graphql } from "gatsby";
import { CallToAction } from "../components/content/CallToAction";
import { PageIntro } from "../components/content/PageIntro";
import { PropertyList } from "../components/content/PropertyList";
import { Section } from "../components/content/Section";
import { useFactT } from "../components/content/useFactT";
import { pageHead } from "../components/seo/PageHead";

const STORY = [
  { key: "familiarity", id: "who-we-are" },
  { key: "mission", id: "mission" },
  { key: "aboutLeca", id: "what-is-leca" },
] as const;

const REFERENCE_PARTS = ["client", "consultant", "contractor", "concreteMix"] as const;

/** The company: who it is, its mission, what LECA is, and a reference project. */
export default function AboutPage() {
  const t = useFactT("about");
  return (
    <>
      <PageIntro heading={t("heading")} lead={t("lead")} />
      {STORY.map(({ key, id }, index) => (
        <Section key={key} id={id} heading={t(`${key}.heading`)} tinted={index % 2 === 1}>
          <p>{t(`${key}.text`)}</p>
        </Section>
      ))}
      <Section
        id="reference-project"
        heading={t("referenceProject.heading")}
        lead={t("referenceProject.intro")}
        tinted
      >
        <PropertyList
          items={REFERENCE_PARTS.map((part) => ({
            id: part,
            term: t(`referenceProject.${part}.label`),
            description: t(`referenceProject.${part}.text`),
          }))}
        />
      </Section>
      <CallToAction heading={t("cta.heading")} text={t("cta.text")} button={t("cta.button")} />
    </>
  );
}

export const Head = pageHead("about");

export const query = graphql`
  query AboutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "about"] } }) {
      ...LocaleFields
    }
  }
`;
