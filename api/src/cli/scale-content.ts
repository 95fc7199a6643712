import { byLanguage } from "@leca/shared/languages";
import { slugFromTitle } from "../services/items/slugs";
import {
  CLOSINGS,
  DELIVERIES,
  FORMATS,
  GALLERY_STAGES,
  HEADINGS,
  OPENINGS,
  PLACES,
  TOPICS,
  type Text,
  type Topic,
} from "./scale-vocabulary";

/** A picture already stored as media, with what it shows in the three languages. */
export interface PoolImage {
  mediaId: string;
  alt: Text;
  caption?: Text;
}

/** A small seeded generator (mulberry32): the same arguments give the same content every run. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}
type Random = ReturnType<typeof randomSource>;

/** The same template in every language, each with its own words for the placeholders. */
function compose(build: (lang: keyof Text) => string): Text {
  return byLanguage(build);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const fill = (text: string, place: Text, lang: keyof Text) => text.replace("{in}", place[lang]);

/** A unique slug: the English title, shortened, and the item's number. */
const slugOf = (title: string, n: number) =>
  `${slugFromTitle(title).slice(0, 72).replace(/-+$/, "")}-${n}`;

/** Publication dates spread evenly at random over the last `years` years, to the minute. */
function pastDate(random: Random, now: Date, years: number): string {
  const back = Math.floor(random.next() * years * 365 * 24 * 60) * 60_000;
  return new Date(now.getTime() - back).toISOString();
}

/** What the seeder makes its items from: the generator, the picture pool, today and how far back. */
export interface Seeding {
  random: Random;
  images: PoolImage[];
  now: Date;
  years: number;
}

/**
 * The n-th item of a kind: a project and a place drawn for it, then its own fields from them
 * (the title first); published, on a date drawn in the last `years` years, at the English
 * title's slug.
 */
function seededItem<C extends { title: Text }>(
  n: number,
  { random, now, years }: Seeding,
  fields: (topic: Topic, place: Text) => C,
) {
  const content = fields(random.pick(TOPICS), random.pick(PLACES));
  return {
    slug: slugOf(content.title.en, n),
    ...content,
    status: "published" as const,
    publishedAt: pastDate(random, now, years),
  };
}

/** The n-th news item (an API input: title, excerpt, markdown body, cover, published). */
export const newsInput = (n: number, seeding: Seeding) =>
  seededItem(n, seeding, (topic, place) => {
    const { random, images } = seeding;
    const format = random.pick(FORMATS);
    const [opening, delivery, closing] = [
      random.pick(OPENINGS),
      random.pick(DELIVERIES),
      random.pick(CLOSINGS),
    ];
    const cover = random.pick(images);
    const title = compose((l) => `${format[l]}: ${topic.title[l]} ${place[l]}`);
    return {
      title,
      excerpt: topic.lead,
      body: compose((l) =>
        [
          fill(opening[l], place, l),
          `## ${HEADINGS.specified[l]}`,
          topic.specified[l],
          `## ${HEADINGS.delivery[l]}`,
          delivery[l],
          closing[l],
        ].join("\n\n"),
      ),
      cover: { mediaId: cover.mediaId, alt: cover.alt },
    };
  });

/** The n-th gallery: a project's stage, two to four pictures from the pool, published. */
export const galleryInput = (n: number, seeding: Seeding) =>
  seededItem(n, seeding, (topic, place) => {
    const { random, images } = seeding;
    const stage = random.pick(GALLERY_STAGES);
    const delivery = random.pick(DELIVERIES);
    const count = 2 + Math.floor(random.next() * 3);
    const start = Math.floor(random.next() * images.length);
    const chosen = Array.from({ length: count }, (_, i) => images[(start + i) % images.length]!);
    const title = compose((l) => `${capitalised(topic.title[l])} ${place[l]}: ${stage[l]}`);
    return {
      title,
      description: compose((l) => `${topic.lead[l]} ${delivery[l]}`),
      images: chosen.map((image) => ({
        mediaId: image.mediaId,
        alt: image.alt,
        caption: image.caption ?? {},
      })),
    };
  });
