// The preview page's draft (islands/preview.ts loads this once the address names one): read from
// the API as the signed-in admin, rendered as the build renders it (@leca/shared/markdown), in the
// page's language with the site's English fallback, into the frame the site's own components
// rendered (pages/preview.tsx): text and addresses only, no markup of this file's making.
import type { GalleryItem, NewsItem } from "@leca/shared/contracts";
import { CROP_RATIOS, focusObjectPosition } from "@leca/shared/focus";
import { renderMarkdown } from "@leca/shared/markdown";
import { formatDate } from "../lib/dates";
import { langAttributes, pickText, type Picked } from "../lib/localized";
import { callApi } from "./forms/call-api";
import type { PreviewKind as Kind, PreviewMessages, Say } from "../contracts/preview";

/** A draft as the API answers it to its admin: any kind's item (contracts, from shared kinds/). */
type Picture = NonNullable<NewsItem["cover"]> &
  Partial<Pick<GalleryItem["images"][number], "caption">>;
type Draft = Pick<NewsItem, "title" | "publishedAt"> &
  Partial<
    Pick<NewsItem, "excerpt" | "body" | "cover"> & Pick<GalleryItem, "description" | "images">
  >;

/** Text and its language marks, as the templates set them (langAttributes). */
function setText(element: Element | null, picked: Picked, html = false) {
  if (!(element instanceof HTMLElement)) return;
  if (html) element.innerHTML = picked.text;
  else element.textContent = picked.text;
  const { lang, dir } = langAttributes(picked);
  if (lang && dir) {
    element.lang = lang;
    element.dir = dir;
  }
}

/** A copy of what a frame's template holds: the markup the site's own components rendered. */
function fromTemplate(template: Element | null): HTMLElement | null {
  if (!(template instanceof HTMLTemplateElement)) return null;
  const copy = template.content.firstElementChild?.cloneNode(true);
  return copy instanceof HTMLElement ? copy : null;
}

/**
 * Shows a draft's upload in components/ui/Picture's markup: the upload as it is (the build has
 * not processed it: no sources, no renditions), cut to `cropRatio` around its focal point.
 */
function showPicture(frame: Element | null, source: Picture, alt: string, cropRatio?: number) {
  if (!(frame instanceof HTMLElement)) return;
  for (const rendition of frame.querySelectorAll("source")) rendition.remove();
  frame.style.setProperty(
    "--picture-ratio",
    cropRatio ? String(cropRatio) : `${source.width} / ${source.height}`,
  );
  const img = frame.querySelector("img");
  if (!img) return;
  img.removeAttribute("srcset");
  img.removeAttribute("sizes");
  if (cropRatio)
    img.style.objectPosition = focusObjectPosition(
      source.width,
      source.height,
      cropRatio,
      source.focus ?? null,
    );
  img.src = source.url;
  img.alt = alt;
  img.width = source.width;
  img.height = source.height;
}

function fillNews(frame: HTMLElement, draft: Draft, language: string) {
  const slot = (name: string) => frame.querySelector(`[data-slot="${name}"]`);
  setText(slot("title"), pickText(draft.title, language));
  const date = slot("date");
  const when = draft.publishedAt ?? new Date().toISOString();
  if (date instanceof HTMLTimeElement) {
    date.dateTime = when;
    date.textContent = formatDate(when, language);
  }
  const body = pickText(draft.body, language);
  setText(slot("body"), { ...body, text: renderMarkdown(body.text) }, true);
  // Removed, not hidden: the date style's display would show a hidden note anyway.
  const note = slot("untranslated");
  if (note instanceof HTMLElement) {
    if (body.fallback) note.hidden = false;
    else note.remove();
  }
  const template = slot("cover");
  const cover = draft.cover ? fromTemplate(template) : null;
  if (cover && draft.cover) {
    showPicture(cover, draft.cover, pickText(draft.cover.alt, language).text);
    template?.replaceWith(cover);
  } else template?.remove();
}

function fillGallery(frame: HTMLElement, draft: Draft, language: string) {
  setText(frame.querySelector('[data-slot="title"]'), pickText(draft.title, language));
  setText(frame.querySelector('[data-slot="description"]'), pickText(draft.description, language));
  const list = frame.querySelector('[data-slot="pictures"]');
  const template = frame.querySelector('[data-slot="thumb"]');
  for (const image of draft.images ?? []) {
    const item = fromTemplate(template);
    if (!item) return;
    // Cut as the build cuts it: 4:3 around the focal point.
    showPicture(
      item.querySelector("picture"),
      image,
      pickText(image.alt, language).text,
      CROP_RATIOS.card,
    );
    const caption = item.querySelector("p");
    if (image.caption?.en) setText(caption, pickText(image.caption, language));
    else caption?.remove();
    list?.append(item);
  }
}

/** Whether the reader is a signed-in admin (the spec's check: only 200 means admin). */
async function isAdmin(): Promise<boolean> {
  const outcome = await callApi((api) => api.isAdmin());
  return outcome.ok && outcome.value;
}

/** How each kind's draft fills its frame (pages/preview.tsx renders one frame per kind). */
const FILL: Record<Kind, (frame: HTMLElement, draft: Draft, language: string) => void> = {
  news: fillNews,
  gallery: fillGallery,
};

/**
 * Reads the draft `kind`/`slug` and shows it in its frame, or says why not: a visitor (or an
 * admin whose session ended) is asked to sign in, an admin told the item is missing.
 */
export async function showDraft(
  root: HTMLElement,
  kind: Kind,
  slug: string,
  messages: PreviewMessages,
  say: Say,
): Promise<void> {
  const signIn = () => say(messages.signIn, { href: "/login/", text: messages.signInLink });
  const outcome = await callApi((api) => api[kind].get(slug) as Promise<Draft>);
  if (!outcome.ok) {
    const { status: code } = outcome.failure;
    if (code === 401 || code === 403) signIn();
    else if (code !== 404) say(messages.unreachable);
    // A visitor's read of a draft is a 404 like that of a missing item: only an admin is told
    // the item is missing, anyone else to sign in.
    else if (await isAdmin()) {
      say(messages.notFound);
    } else signIn();
    return;
  }
  const frame = root.querySelector<HTMLElement>(`[data-preview-kind="${kind}"]`);
  if (!frame) return;
  FILL[kind](frame, outcome.value, messages.language);
  frame.hidden = false;
  say(messages.banner);
}
