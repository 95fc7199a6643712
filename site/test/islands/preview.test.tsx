import { screen, waitFor } from "@testing-library/dom";
import PreviewPage from "../../src/pages/preview";
import { mount } from "../../src/islands/preview";
import { error, fakeApi, type Handler } from "../support/fake-api";
import { serverMarkup } from "./server-markup";

// The preview page: the article's own empty frame, filled with a draft the admin's API returns.

async function showPreview(search: string, handler: Handler, language = "en") {
  window.history.replaceState(null, "", `/preview/${search}`);
  const api = fakeApi(handler);
  const root = await serverMarkup(<PreviewPage />, "preview", {
    language,
    originalPath: "/preview/",
  });
  mount(root);
  return { api, root };
}

const draft = {
  slug: "green-roofs",
  title: { en: "Green roofs on LECA", ru: "Зелёные кровли на керамзите" },
  excerpt: { en: "Light and cool." },
  body: { en: "## Why\n\nLight. <script>alert(1)</script>[More](https://example.com)" },
  publishedAt: null,
  cover: {
    mediaId: "m-1",
    url: "/api/media/m-1",
    width: 1600,
    height: 900,
    alt: { en: "A green roof", ru: "Зелёная кровля" },
  },
};

const answering =
  (path: string, reply: ReturnType<typeof error> | { status: number; body?: unknown }): Handler =>
  ({ method, url }) =>
    method === "GET" && url === path ? reply : undefined;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("preview page island", () => {
  it("fills the article's frame with a news draft, in the page's language with the English fallback", async () => {
    await showPreview(
      "?kind=news&slug=green-roofs",
      answering("/news/green-roofs", { status: 200, body: draft }),
      "ru",
    );
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "Зелёные кровли на керамзите",
    });
    expect(heading).not.toHaveAttribute("lang");
    expect(screen.getByRole("status")).toHaveTextContent(
      /^Предпросмотр: так страница будет выглядеть/,
    );
    // The body has no Russian: the English, marked as such, with the site's note.
    const body = document.querySelector('[data-slot="body"]') as HTMLElement;
    expect(body).toHaveAttribute("lang", "en");
    expect(body.querySelector("h2")).toHaveTextContent("Why");
    expect(body.querySelector("script")).toBeNull();
    expect(body.querySelector("a")).toHaveAttribute("rel", "noopener noreferrer");
    expect(document.querySelector('[data-slot="untranslated"]')).toBeVisible();
    const cover = screen.getByRole("img", { name: "Зелёная кровля" });
    expect(cover).toHaveAttribute("src", "/api/media/m-1");
    // The news template's own cover markup (components/ui/Picture), filled with the upload.
    expect(cover.parentElement?.tagName).toBe("PICTURE");
    expect(cover).toHaveAttribute("data-fit", "cover");
    expect(cover).toHaveAttribute("decoding", "async");
    expect(cover).toHaveAttribute("fetchpriority", "high");
    expect(document.querySelector('[data-slot="cover"]')).toBeNull();
  });

  it("leaves the untranslated note out where the body is in the page's language", async () => {
    const arabic = { ...draft, body: { ...draft.body, ar: "## لماذا\n\nخفيف." } };
    await showPreview(
      "?kind=news&slug=green-roofs",
      answering("/news/green-roofs", { status: 200, body: arabic }),
      "ar",
    );
    const body = document.querySelector('[data-slot="body"]') as HTMLElement;
    await waitFor(() => expect(body.querySelector("h2")).toHaveTextContent("لماذا"));
    expect(body).not.toHaveAttribute("lang");
    expect(document.querySelector('[data-slot="untranslated"]')).toBeNull();
  });

  it("shows a gallery draft's pictures with their captions", async () => {
    await showPreview(
      "?kind=gallery&slug=roofs",
      answering("/gallery/roofs", {
        status: 200,
        body: {
          title: { en: "Roof build-ups" },
          description: { en: "Layer by layer." },
          publishedAt: null,
          images: [
            {
              url: "/api/media/a",
              width: 800,
              height: 600,
              alt: { en: "Layers" },
              caption: { en: "Drainage layer" },
            },
            {
              url: "/api/media/b",
              width: 800,
              height: 600,
              alt: { en: "Finished roof" },
              caption: {},
            },
          ],
        },
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Roof build-ups" })).toBeVisible();
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual([
      "Layers",
      "Finished roof",
    ]);
    // The gallery page's own list items (GalleryThumb with Picture), without the lightbox.
    expect(screen.getByText("Drainage layer").tagName).toBe("P");
    const items = document.querySelectorAll('[data-slot="pictures"] > li');
    expect(
      [...items].map(
        (item) => item.querySelectorAll(":scope > div > picture > img[data-fit='cover']").length,
      ),
    ).toEqual([1, 1]);
    expect(items[1]?.querySelector("p")).toBeNull();
  });

  it("cuts the gallery thumbnails as the build does: 4:3, around each focal point", async () => {
    const image = (focus: { x: number; y: number } | null, width = 1600, height = 900) => ({
      url: "/api/media/a",
      width,
      height,
      alt: { en: `Picture ${JSON.stringify(focus)}` },
      caption: {},
      focus,
    });
    await showPreview(
      "?kind=gallery&slug=focus",
      answering("/gallery/focus", {
        status: 200,
        body: {
          title: { en: "Focus" },
          description: { en: "Where the crop centres." },
          publishedAt: null,
          // Wide pictures move across; the tall one down; the edges stop them.
          images: [
            image(null),
            image({ x: 0.55, y: 0.5 }),
            image({ x: 1, y: 0 }),
            image({ x: 0.5, y: 0.6 }, 900, 1600),
          ],
        },
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Focus" });
    const shown = screen.getAllByRole("img") as HTMLImageElement[];
    expect(shown.map((img) => img.style.objectPosition)).toEqual([
      "50% 50%",
      // The build's window for x = 0.55 starts 280 of the 400 spare columns in (focus-crop.test).
      "70% 50%",
      "100% 50%",
      "50% 67.4%",
    ]);
    for (const img of shown)
      expect(img.closest("picture")!.style.getPropertyValue("--picture-ratio")).toBe(String(4 / 3));
  });

  const gone = error(404, "NOT_FOUND", "We couldn't find that item.");
  it.each([
    ["an admin, a missing item", gone, true, /^There is nothing to preview/],
    ["a visitor, a draft (a 404 to them)", gone, false, /^Only the dashboard's admins/],
    ["an ended session", error(401, "UNAUTHORIZED", "Please log in."), true, /^Only the dash/],
  ])("says why there is nothing to show: %s", async (_case, reply, admin, message) => {
    await showPreview("?kind=news&slug=gone", ({ method, url }) => {
      if (url === "/is-admin") return admin ? { status: 200, body: { is_admin: true } } : undefined;
      // An ended session cannot be refreshed either.
      if (url === "/token/refresh/") return error(401, "UNAUTHORIZED", "Please log in.");
      return method === "GET" && url === "/news/gone" ? reply : undefined;
    });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(message));
    expect(document.querySelector('[data-preview-kind="news"]')).not.toBeVisible();
  });

  it("asks for nothing with an incomplete address", async () => {
    const { api } = await showPreview("?kind=projects&slug=x", () => undefined);
    expect(screen.getByRole("status")).toHaveTextContent(/^This preview address is incomplete/);
    expect(api.calls().filter((call) => !["/is-admin", "/csrf/"].includes(call.url))).toEqual([]);
  });
});
