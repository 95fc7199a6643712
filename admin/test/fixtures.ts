import type { Build, ContactMessage, GalleryItem, NewsItem } from "@leca/shared/contracts";

export const MEDIA_1 = "11111111-1111-4111-8111-111111111111";
export const MEDIA_2 = "22222222-2222-4222-8222-222222222222";
export const MEDIA_3 = "33333333-3333-4333-8333-333333333333";

const stamps = {
  createdAt: "2026-01-10T09:00:00.000Z",
  updatedAt: "2026-01-11T09:00:00.000Z",
  updatedBy: "admin",
  version: 3,
  outdated: { ar: [], ru: [] },
};

export function newsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: "n-1",
    slug: "green-roofs",
    title: { en: "Green roofs", ar: "أسطح خضراء", ru: "Зелёные крыши" },
    excerpt: { en: "Light and cool.", ar: "خفيفة", ru: "Лёгкие" },
    body: { en: "Body text.", ar: "نص", ru: "Текст" },
    cover: null,
    status: "published",
    publishedAt: "2026-01-10T09:00:00.000Z",
    ...stamps,
    ...overrides,
  };
}

export function galleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  const image = (mediaId: string, en: string) => ({
    mediaId,
    url: `/api/media/${mediaId}`,
    width: 800,
    height: 600,
    alt: { en },
    caption: {},
    focus: null,
  });
  return {
    id: "g-1",
    slug: "dunes",
    title: { en: "Dunes", ar: "كثبان", ru: "Дюны" },
    description: { en: "Sand.", ar: "رمل", ru: "Песок" },
    images: [image(MEDIA_1, "First dune"), image(MEDIA_2, "Second dune")],
    status: "draft",
    publishedAt: null,
    ...stamps,
    ...overrides,
  };
}

export const page = <T>(items: T[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: 10,
  nextCursor: null,
});

export const media = (id: string) => ({
  id,
  url: `/api/media/${id}`,
  type: "image/webp",
  width: 800,
  height: 600,
  bytes: 1000,
  createdAt: "2026-01-10T09:00:00.000Z",
});

export const session = {
  user: { username: "admin", role: "admin" },
  accessExpiresAt: "2030-01-01T00:00:00.000Z",
};

export function message(id: string, name: string, read: boolean): ContactMessage {
  return {
    id,
    name,
    family: "Haddad",
    continent: "AS",
    country: "AE",
    city: "Dubai",
    address: "1 Creek Road",
    "postal-code": "00000",
    "how-to-contact": "email",
    email: `${name.toLowerCase()}@example.com`,
    phone: "+971 50 123 4567",
    message: `Hello from ${name}`,
    createdAt: "2026-01-10T09:00:00.000Z",
    read,
    mail: { status: "sent", attempts: 1, sentAt: "2026-01-10T09:01:00.000Z" },
    status: "new",
    statusChangedAt: null,
    statusChangedBy: null,
    archivedAt: null,
    source: null,
    quote: null,
    notes: [],
  };
}

export function build(status: Build["status"], overrides: Partial<Build> = {}): Build {
  return {
    id: "b-1",
    status,
    builder: "local",
    reason: "news published: green-roofs",
    requestedAt: "2026-01-10T09:00:00.000Z",
    startedAt: "2026-01-10T09:00:03.000Z",
    finishedAt: status === "succeeded" ? "2026-01-10T09:00:45.000Z" : null,
    durationMs: status === "succeeded" ? 42_000 : null,
    logTail: "success Building production JavaScript",
    ...overrides,
  };
}
