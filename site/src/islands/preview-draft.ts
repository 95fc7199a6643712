// The preview page's draft (islands/preview.ts loads this once the address names one): read from
// the API as the signed-in admin, rendered as the build renders it (@leca/shared/markdown), in the
// page's language with the site's English fallback, into the article's empty frame.
import { CROP_RATIOS, focusObjectPosition, type FocusPoint } from "@leca/shared/focus";
import { renderMarkdown } from "@leca/shared/markdown";
import { formatDate } from "../lib/dates";
import { langAttributes, pickText, type LocalizedText, type Picked } from "../lib/localized";
import { callApi } from "./forms/call-api";
import type { Kind, PreviewMessages, Say } from "./preview";

interface Picture {
  url: string;
  width: number;
  height: number;
  alt: LocalizedText;
  caption?: LocalizedText;
  focus?: FocusPoint | null;
}
interface Draft {
  title: LocalizedText;
  publishedAt: string | null;
  excerpt?: LocalizedText;
  body?: LocalizedText;
  cover?: Picture | null;
  description?: LocalizedText;
  images?: Picture[];
}

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

/** components/ui/Picture's markup, for a picture the build has not processed yet. */
function picture(
  doc: Document,
  source: Picture,
  alt: string,
  classes: PreviewMessages["classes"],
  extra = "",
  cropRatio?: number,
) {
  const frame = doc.createElement("picture");
  frame.className = [classes.picture, extra].filter(Boolean).join(" ");
  frame.style.setProperty(
    "--picture-ratio",
    cropRatio ? String(cropRatio) : `${source.width} / ${source.height}`,
  );
  const img = doc.createElement("img");
  if (cropRatio)
    img.style.objectPosition = focusObjectPosition(
      source.width,
      source.height,
      cropRatio,
      source.focus ?? null,
    );
  img.className = classes.image;
  img.src = source.url;
  img.alt = alt;
  img.width = source.width;
  img.height = source.height;
  frame.append(img);
  return frame;
}

function fillNews(frame: HTMLElement, draft: Draft, messages: PreviewMessages) {
  const { language, classes } = messages;
  const slot = (name: string) => frame.querySelector(`[data-slot="${name}"]`);
  const doc = frame.ownerDocument;
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
  const cover = slot("cover");
  if (cover && draft.cover) {
    cover.replaceWith(
      picture(doc, draft.cover, pickText(draft.cover.alt, language).text, classes, classes.cover),
    );
  }
}

function fillGallery(frame: HTMLElement, draft: Draft, messages: PreviewMessages) {
  const { language, classes } = messages;
  const doc = frame.ownerDocument;
  setText(frame.querySelector('[data-slot="title"]'), pickText(draft.title, language));
  setText(frame.querySelector('[data-slot="description"]'), pickText(draft.description, language));
  const list = frame.querySelector('[data-slot="pictures"]');
  for (const image of draft.images ?? []) {
    const item = doc.createElement("li");
    const thumb = doc.createElement("div");
    thumb.className = classes.thumb;
    // Cut as the build cuts it: 4:3 around the focal point.
    const alt = pickText(image.alt, language).text;
    thumb.append(picture(doc, image, alt, classes, "", CROP_RATIOS.card));
    item.append(thumb);
    if (image.caption?.en) {
      const caption = doc.createElement("p");
      caption.className = classes.thumbCaption;
      setText(caption, pickText(image.caption, language));
      item.append(caption);
    }
    list?.append(item);
  }
}

/** Whether the reader is a signed-in admin (the spec's check: only 200 means admin). */
async function isAdmin(): Promise<boolean> {
  const outcome = await callApi((api) => api.isAdmin());
  return outcome.ok && outcome.value;
}

/** How each kind's draft fills its frame (pages/preview.tsx renders one frame per kind). */
const FILL: Record<Kind, (frame: HTMLElement, draft: Draft, messages: PreviewMessages) => void> = {
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
  FILL[kind](frame, outcome.value, messages);
  frame.hidden = false;
  say(messages.banner);
}
