import { screen, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import GalleryItemPage from "../../src/templates/gallery-item";
import { mount } from "../../src/islands/lightbox";
import { serverMarkup } from "./server-markup";

const rendition = (name: string, width: number) => ({
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width,
      height: (width * 3) / 4,
      backgroundColor: "#e9d8b4",
      images: {
        fallback: {
          src: `/static/${name}-${width}.jpg`,
          srcSet: `/static/${name}-${width / 2}.jpg ${width / 2}w,\n/static/${name}-${width}.jpg ${width}w`,
          sizes: `(min-width: ${width}px) ${width}px, 100vw`,
        },
        sources: [
          {
            type: "image/webp",
            srcSet: `/static/${name}-${width}.webp ${width}w`,
            sizes: `(min-width: ${width}px) ${width}px, 100vw`,
          },
        ],
      },
    },
  },
});

const PICTURES = [
  { name: "roof", alt: "A roof garden", caption: { en: "Dubai Marina", ar: "دبي مارينا" } },
  { name: "blocks", alt: "A block wall", caption: null },
  { name: "screed", alt: "A screed", caption: { en: "Abu Dhabi, 2024" } },
];

const data = {
  locales: { edges: [] },
  item: {
    slug: "projects",
    title: { en: "Projects" },
    description: { en: "Our products on site." },
    cover: null,
    images: PICTURES.map(({ name, alt, caption }) => ({
      alt: { en: alt, ar: `${alt} (ar)` },
      caption,
      thumb: rendition(name, 480),
      full: rendition(name, 1600),
    })),
  },
};

// The browser's modal <dialog> (jsdom has none): showModal opens it and focuses its autofocus
// element, Escape cancels it, close() closes it and fires "close". Focus is deliberately NOT put
// back on close here (Safari never focused a tapped button): the island must do that itself.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>("[autofocus]")?.focus();
  });
  proto.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  document.addEventListener("keydown", (event) => {
    const open = document.querySelector<HTMLDialogElement>("dialog[open]");
    if (event.key !== "Escape" || !open) return;
    if (open.dispatchEvent(new Event("cancel", { cancelable: true }))) open.close();
  });
});

async function showGallery(language = "en") {
  const props = {
    data,
    location: { state: null },
    pageContext: { language },
  } as unknown as ComponentProps<typeof GalleryItemPage>;
  const root = await serverMarkup(<GalleryItemPage {...props} />, "lightbox", {
    language,
    originalPath: "/gallery/projects/",
  });
  mount(root);
  return root;
}

const viewer = () => screen.getByRole("dialog", { hidden: true });
const shownPicture = () => within(viewer()).getByRole("img");
const position = () => within(viewer()).getByText(/^(Picture \d of|الصورة \d من) \d$/);

/** A finger (or pen, or dragged mouse) moving across the shown picture. */
function swipe(dx: number, dy = 0) {
  const stage = shownPicture().closest("figure")!;
  // jsdom has no PointerEvent; the island reads only what MouseEvent carries too.
  const at = (type: string, x: number, y: number) =>
    stage.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y }));
  at("pointerdown", 300, 200);
  at("pointerup", 300 + dx, 200 + dy);
}

describe("lightbox island", () => {
  it("is served closed, with the thumbnails and no large picture in the page", async () => {
    const root = await showGallery();
    expect(root).toHaveAttribute("data-island-load", "interaction");
    expect(viewer()).not.toHaveAttribute("open");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(
      screen.getByRole("button", { name: "Open picture 2 of 3: A block wall" }),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src*="1600"], source[srcset*="1600"]')).toBeNull();
  });

  it("opens a thumbnail's large picture in a modal viewer, the close button focused", async () => {
    await showGallery();
    await userEvent.click(
      screen.getByRole("button", { name: "Open picture 1 of 3: A roof garden" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Picture viewer" });
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAccessibleDescription(
      "Use the arrow keys or swipe to move between pictures; Escape closes the viewer.",
    );
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    const img = within(dialog).getByRole("img", { name: "A roof garden" });
    expect(img).toHaveAttribute("src", "/static/roof-1600.jpg");
    expect(img).toHaveAttribute("srcset", expect.stringContaining("/static/roof-1600.jpg 1600w"));
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1200");
    expect(img).toHaveAttribute("data-fit", "contain");
    expect(img.closest("picture")?.querySelector("source")).toHaveAttribute(
      "srcset",
      "/static/roof-1600.webp 1600w",
    );
    expect(within(dialog).getByText("Picture 1 of 3")).toHaveAttribute("aria-live", "polite");
    expect(within(dialog).getByText("Dubai Marina")).toBeInTheDocument();
  });

  it("moves with Next and Previous, around the ends, and with the arrow keys", async () => {
    await showGallery();
    await userEvent.click(screen.getByRole("button", { name: "Open picture 3 of 3: A screed" }));
    expect(position()).toHaveTextContent("Picture 3 of 3");
    await userEvent.click(screen.getByRole("button", { name: "Next picture" }));
    expect(shownPicture()).toHaveAccessibleName("A roof garden");
    expect(position()).toHaveTextContent("Picture 1 of 3");
    await userEvent.click(screen.getByRole("button", { name: "Next picture" }));
    expect(shownPicture()).toHaveAccessibleName("A block wall");
    expect(within(viewer()).queryByText("Dubai Marina")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Previous picture" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous picture" }));
    expect(shownPicture()).toHaveAccessibleName("A screed");
    expect(within(viewer()).getByText("Abu Dhabi, 2024")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    expect(shownPicture()).toHaveAccessibleName("A roof garden");
    await userEvent.keyboard("{ArrowLeft}");
    expect(shownPicture()).toHaveAccessibleName("A screed");
  });

  it("moves on with a swipe to the left, back with one to the right; not on short or vertical moves", async () => {
    await showGallery();
    await userEvent.click(
      screen.getByRole("button", { name: "Open picture 1 of 3: A roof garden" }),
    );
    swipe(-100, 10);
    expect(shownPicture()).toHaveAccessibleName("A block wall");
    // Too short, or more down than across: a scroll, not a swipe.
    swipe(-30);
    swipe(-60, 80);
    expect(shownPicture()).toHaveAccessibleName("A block wall");
    swipe(100);
    expect(shownPicture()).toHaveAccessibleName("A roof garden");
  });

  it("reads right to left in Arabic: ArrowLeft and a swipe to the right go to the next", async () => {
    await showGallery("ar");
    await userEvent.click(
      screen.getByRole("button", { name: "افتح الصورة 1 من 3: A roof garden (ar)" }),
    );
    expect(position()).toHaveTextContent("الصورة 1 من 3");
    expect(within(viewer()).getByText("دبي مارينا")).not.toHaveAttribute("lang");
    await userEvent.keyboard("{ArrowLeft}");
    expect(shownPicture()).toHaveAccessibleName("A block wall (ar)");
    await userEvent.keyboard("{ArrowRight}");
    expect(shownPicture()).toHaveAccessibleName("A roof garden (ar)");
    swipe(100);
    expect(shownPicture()).toHaveAccessibleName("A block wall (ar)");
    await userEvent.click(within(viewer()).getByRole("button", { name: "الصورة التالية" }));
    // The third picture's caption has no Arabic: the English one, marked as English.
    expect(within(viewer()).getByText("Abu Dhabi, 2024")).toHaveAttribute("lang", "en");
    expect(within(viewer()).getByText("Abu Dhabi, 2024")).toHaveAttribute("dir", "ltr");
  });

  it("closes with the close button and puts focus back on the thumbnail", async () => {
    await showGallery();
    const thumb = screen.getByRole("button", { name: "Open picture 2 of 3: A block wall" });
    await userEvent.click(thumb);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(viewer().querySelector("figure")).toBeNull();
    expect(thumb).toHaveFocus();
  });

  it("closes on Escape and puts focus back; it opens again where asked", async () => {
    await showGallery();
    const thumb = screen.getByRole("button", { name: "Open picture 3 of 3: A screed" });
    thumb.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(thumb).toHaveFocus();
    await userEvent.click(
      screen.getByRole("button", { name: "Open picture 1 of 3: A roof garden" }),
    );
    expect(shownPicture()).toHaveAccessibleName("A roof garden");
    expect(position()).toHaveTextContent("Picture 1 of 3");
  });

  it("mounts once: a second mount does not step twice", async () => {
    const root = await showGallery();
    mount(root);
    await userEvent.click(
      screen.getByRole("button", { name: "Open picture 1 of 3: A roof garden" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Next picture" }));
    expect(position()).toHaveTextContent("Picture 2 of 3");
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1);
  });
});
