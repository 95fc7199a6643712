import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Picture } from "../components/ui/Picture";
import * as styles from "../components/gallery/Gallery.module.css";
import { GalleryArticle, GalleryThumb } from "../components/gallery/GalleryArticle";
import { Lightbox, type LightboxPicture } from "../components/gallery/Lightbox";
import type { NodePicture, Selected, SharpFile } from "../components/items/item-node";
import { Seo } from "../components/seo/Seo";
import { linkPreviewSrc, type LinkPreview } from "../components/seo/link-preview";
import { headTranslator, type LocaleNodes } from "../lib/locale-data";
import { langAttributes, pickText, type LocalizedText } from "../lib/localized";
import type { I18nPageContext } from "../lib/page-context";

/** A picture as this page selects it: cut to 4:3 for its thumbnail, and whole for the viewer. */
interface GalleryPicture {
  alt: LocalizedText;
  caption: LocalizedText | null;
  thumb: SharpFile;
  full: SharpFile;
}

interface Data {
  locales: LocaleNodes;
  item: Selected<
    "gallery",
    "slug" | "title" | "description",
    { images: GalleryPicture[]; cover: NodePicture<LinkPreview> | null }
  >;
}

/** A gallery: title, description and its pictures; any picture opens the viewer. */
export default function GalleryItemPage({ data, pageContext }: PageProps<Data, I18nPageContext>) {
  const { t } = useTranslation("gallery");
  const { language } = pageContext;
  const title = pickText(data.item.title, language);
  const description = pickText(data.item.description, language);
  const pictures = data.item.images.flatMap(
    (picture): (LightboxPicture & { thumb: IGatsbyImageData })[] => {
      const full = getImage(picture.full?.childImageSharp ?? null);
      const thumb = getImage(picture.thumb?.childImageSharp ?? null);
      if (!full || !thumb) return [];
      const caption = picture.caption?.en ? pickText(picture.caption, language) : null;
      return [
        {
          image: full,
          thumb,
          alt: pickText(picture.alt, language).text,
          ...(caption ? { caption: { text: caption.text, ...langAttributes(caption) } } : {}),
        },
      ];
    },
  );

  return (
    <GalleryArticle title={title} description={description}>
      {/* The lightbox island (src/islands/lightbox.ts) loads at the first touch, pointer or focus
          on the pictures: most visits look without opening one. */}
      <div data-island="lightbox" data-island-load="interaction">
        <ul className={styles.thumbs}>
          {pictures.map((picture, index) => (
            <GalleryThumb
              key={index}
              opens={{
                index,
                label: t("open", { current: index + 1, total: pictures.length, alt: picture.alt }),
              }}
              // The first picture is on a phone's first screen, under the heading.
              picture={
                <Picture image={picture.thumb} alt="" loading={index === 0 ? "eager" : "lazy"} />
              }
              caption={picture.caption ?? null}
            />
          ))}
        </ul>
        <Lightbox pictures={pictures} />
      </div>
    </GalleryArticle>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, I18nPageContext>) {
  const t = headTranslator(data.locales);
  const { language } = pageContext;
  const { cover } = data.item;
  return (
    <Seo
      language={language}
      originalPath={`/gallery/${data.item.slug}/`}
      title={`${pickText(data.item.title, language).text} | ${t("gallery:meta.title")}`}
      description={pickText(data.item.description, language).text.slice(0, 300)}
      image={linkPreviewSrc(cover?.image?.childImageSharp)}
      imageAlt={cover ? pickText(cover.alt, language).text : undefined}
    />
  );
}

export const query = graphql`
  query GalleryItemPage($id: String!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "gallery"] } }) {
      ...LocaleFields
    }
    item: galleryItem(id: { eq: $id }) {
      slug
      title {
        ...LocalizedFields
      }
      description {
        ...LocalizedFields
      }
      images {
        alt {
          ...LocalizedFields
        }
        caption {
          ...LocalizedOptionalFields
        }
        # Cut to 4:3 around the admin's focal point (gatsby/focus-crop.ts); full: the whole picture.
        thumb: card {
          childImageSharp {
            gatsbyImageData(width: 480, aspectRatio: 1.333, placeholder: DOMINANT_COLOR)
          }
        }
        full: image {
          childImageSharp {
            gatsbyImageData(width: 1600, placeholder: NONE)
          }
        }
      }
      cover {
        alt {
          ...LocalizedFields
        }
        image {
          childImageSharp {
            ...LinkPreview
          }
        }
      }
    }
  }
`;
