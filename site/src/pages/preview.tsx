import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as galleryStyles from "../components/gallery/Gallery.module.css";
import { GalleryArticle, GalleryThumb } from "../components/gallery/GalleryArticle";
import { NewsArticle } from "../components/news/NewsArticle";
import * as newsStyles from "../components/news/News.module.css";
import { pageHead } from "../components/seo/PageHead";
import { IslandMessages } from "../components/ui/IslandMessages";
import { Picture } from "../components/ui/Picture";
import type { PreviewMessages } from "../contracts/preview";

const EMPTY = { text: "", lang: "en", fallback: false };
/** Nothing yet: the island gives each picture a draft's upload (its address, size and alt). */
const DRAFT_PICTURE: IGatsbyImageData = { layout: "fullWidth", width: 1, height: 1, images: {} };

/**
 * A draft as visitors will see it, before it is published and without a rebuild: the site's own
 * frame (header, footer, styles) and the templates' own components (NewsArticle, GalleryArticle
 * and GalleryThumb, Picture), left empty here and filled in the browser by the preview island from
 * the API (?kind=news|gallery&slug=...): it writes text and addresses into their markup and
 * never makes markup of its own. Only
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
          cover={
            <Picture image={DRAFT_PICTURE} alt="" className={newsStyles.cover} loading="eager" />
          }
          body={EMPTY}
        />
      </div>
      <div data-preview-kind="gallery" hidden>
        <GalleryArticle slots title={EMPTY} description={EMPTY}>
          <ul className={galleryStyles.thumbs} data-slot="pictures" />
          {/* One picture of the list, which the island copies for each of the draft's. */}
          <template data-slot="thumb">
            <GalleryThumb picture={<Picture image={DRAFT_PICTURE} alt="" />} caption={EMPTY} />
          </template>
        </GalleryArticle>
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
