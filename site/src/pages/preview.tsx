import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import * as galleryStyles from "../components/gallery/Gallery.module.css";
import { NewsArticle } from "../components/news/NewsArticle";
import * as newsStyles from "../components/news/News.module.css";
import { pageHead } from "../components/seo/PageHead";
import { IslandMessages } from "../components/ui/IslandMessages";
import * as pictureStyles from "../components/ui/Picture.module.css";
import type { PreviewMessages } from "../islands/preview";

const EMPTY = { text: "", lang: "en", fallback: false };

/**
 * A draft as visitors will see it, before it is published and without a rebuild: the site's own
 * frame (header, footer, styles) and the article's own markup (NewsArticle), left empty here and
 * filled in the browser by the preview island from the API (?kind=news|gallery&slug=...). Only
 * admins get a draft from the API; the page is kept out of search results and the sitemap.
 */
export default function PreviewPage() {
  const { t, i18n } = useTranslation("preview");
  const messages: PreviewMessages = {
    language: i18n.language,
    banner: t("banner"),
    notFound: t("notFound"),
    signIn: t("signIn"),
    signInLink: t("signInLink"),
    missing: t("missing"),
    unreachable: t("unreachable"),
    classes: {
      picture: pictureStyles.picture ?? "",
      image: pictureStyles.image ?? "",
      cover: newsStyles.cover ?? "",
      thumb: galleryStyles.thumb ?? "",
      thumbCaption: galleryStyles.thumbCaption ?? "",
    },
  };
  return (
    <div data-island="preview" data-island-load="now">
      <p className="container" role="status" data-slot="status">
        {t("loading")}
      </p>
      <div data-preview-kind="news" hidden>
        <NewsArticle
          slots
          title={EMPTY}
          publishedAt=""
          date=""
          untranslated={t("common:untranslated")}
          cover={null}
          body={EMPTY}
        />
      </div>
      <div className={`container ${galleryStyles.page}`} data-preview-kind="gallery" hidden>
        <h1 data-slot="title" />
        <p data-slot="description" />
        <ul className={galleryStyles.thumbs} data-slot="pictures" />
      </div>
      <IslandMessages messages={messages} />
    </div>
  );
}

export const Head = pageHead("preview", { noindex: true });

export const query = graphql`
  query PreviewPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "preview"] } }) {
      ...LocaleFields
    }
  }
`;
