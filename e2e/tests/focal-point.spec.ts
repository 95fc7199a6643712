import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  apiAs,
  REBUILD_TIMEOUT,
  removeItem,
  signIn,
  uniqueSuffix,
  waitUntilServed,
} from "../support/dashboard";

// A focal point is used by the site's crops (issue 20, item 7): a picture whose left half is red
// and right half blue, its point on the right, is shown on the published gallery page's 4:3
// thumbnail as blue (a crop of the middle would be half red).
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

/** 1200x400: red on the left, blue on the right; a 4:3 crop of it takes 533 of its 1200 columns. */
async function twoHalves(): Promise<Buffer> {
  const half = (r: number, b: number) =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1200, height: 400, channels: 3, background: "#000" } })
    .composite([
      { input: await half(255, 0), left: 0, top: 0 },
      { input: await half(0, 255), left: 600, top: 0 },
    ])
    .png()
    .toBuffer();
}

/** The mean red and blue of the page's first thumbnail as the browser shows it. */
async function thumbnailColour(page: Page): Promise<{ red: number; blue: number }> {
  const thumb = page.locator("[data-lightbox-open] img").first();
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  return thumb.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let red = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += 4) {
      red += data[i]!;
      blue += data[i + 2]!;
    }
    const pixels = data.length / 4;
    return { red: red / pixels, blue: blue / pixels };
  });
}

test("the site cuts a gallery thumbnail around the focal point the admin chose", async ({
  page,
}) => {
  test.setTimeout(REBUILD_TIMEOUT + 120_000);
  await signIn(page);
  const api = await apiAs(page);
  const suffix = uniqueSuffix();
  const headers = (await page.context().cookies()).find((c) => c.name === "csrftoken")?.value;
  const upload = await page.request.post("/api/media/", {
    multipart: {
      file: { name: "two-halves.png", mimeType: "image/png", buffer: await twoHalves() },
    },
    headers: { "x-csrftoken": headers ?? "", origin: new URL(page.url()).origin },
  });
  expect(upload.status()).toBe(201);
  const mediaId = ((await upload.json()) as { id: string }).id;
  // The same picture twice, its point on the right and on the left: whatever a crop without the
  // point would keep, it cannot be both halves. One publish each, built together.
  const items = [
    { slug: `focal-right-${suffix}`, focus: { x: 0.95, y: 0.5 }, shows: "blue" },
    { slug: `focal-left-${suffix}`, focus: { x: 0.05, y: 0.5 }, shows: "red" },
  ] as const;
  try {
    const since = Date.now();
    for (const { slug, focus } of items) {
      const created = await api.post("/api/gallery/", {
        slug,
        title: {
          en: `Focal point ${slug}`,
          ar: `نقطة التركيز ${slug}`,
          ru: `Точка фокуса ${slug}`,
        },
        description: { en: "Red on the left, blue on the right." },
        images: [
          {
            mediaId,
            alt: {
              en: "Red and blue halves",
              ar: "نصفان أحمر وأزرق",
              ru: "Красная и синяя половины",
            },
            focus,
          },
        ],
        status: "published",
      });
      expect(created.status()).toBe(201);
    }
    for (const { slug, shows } of items) {
      await waitUntilServed(page.request, `/gallery/${slug}/`, `Focal point ${slug}`, since);
      await page.goto(`/gallery/${slug}/`);
      const { red, blue } = await thumbnailColour(page);
      // One half only (WebP keeps the colours within a few levels).
      expect({ slug, red: red > 240, blue: blue > 240 }).toEqual({
        slug,
        red: shows === "red",
        blue: shows === "blue",
      });
      expect(Math.min(red, blue)).toBeLessThan(15);
    }
  } finally {
    // The picture goes with the last item that uses it.
    for (const [index, { slug }] of items.entries())
      await removeItem(page, "gallery", slug, index === items.length - 1 ? [mediaId] : []);
  }
});
