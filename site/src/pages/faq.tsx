import { graphql } from "gatsby";
import { Accordion } from "../components/content/Accordion";
import { CallToAction } from "../components/content/CallToAction";
import { PageIntro } from "../components/content/PageIntro";
import { Block } from "../components/content/Section";
import { useFactT } from "../components/content/useFactT";
import { pageHead } from "../components/seo/PageHead";

const ENTRIES = [
  "whatIsLeca",
  "howIsItMade",
  "advantages",
  "isItSafe",
  "insulation",
  "floats",
  "concrete",
  "storage",
  "ordering",
  "reuse",
  "fire",
] as const;

/** The advantages entry answers with a list of lines instead of one paragraph. */
const ADVANTAGE_LINES = ["first", "second", "third", "forth"] as const;

/** Frequently asked questions, one open at a time. */
export default function FaqPage() {
  const t = useFactT("faq");
  return (
    <>
      <PageIntro heading={t("heading")} />
      <Block>
        <Accordion
          headingLevel={2}
          items={ENTRIES.map((key) => ({
            id: key,
            header: t(`entries.${key}.title`),
            content:
              key === "advantages" ? (
                <ul>
                  {ADVANTAGE_LINES.map((line) => (
                    <li key={line}>{t(`entries.advantages.${line}`)}</li>
                  ))}
                </ul>
              ) : (
                <p>{t(`entries.${key}.desc`)}</p>
              ),
          }))}
        />
      </Block>
      <CallToAction heading={t("cta.heading")} text={t("cta.text")} button={t("cta.button")} />
    </>
  );
}

export const Head = pageHead("faq");

export const query = graphql`
  query FaqPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "faq"] } }) {
      ...LocaleFields
    }
  }
`;
