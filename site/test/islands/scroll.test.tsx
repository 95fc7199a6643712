import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { Layout } from "../../src/components/layout/Layout";
import { smoothHashLinks } from "../../src/islands/scroll";
import { serverMarkup } from "./server-markup";

// The browser's scrolling and media queries (jsdom has neither): recorded, and answered as told.
const scrolls: { target: Element; options: ScrollIntoViewOptions | boolean | undefined }[] = [];
let reducedMotion = false;
beforeAll(() => {
  Element.prototype.scrollIntoView = function (options) {
    scrolls.push({ target: this, options });
  };
  window.matchMedia = ((query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" && reducedMotion,
  })) as typeof window.matchMedia;
  smoothHashLinks(document);
});
beforeEach(() => {
  scrolls.length = 0;
  reducedMotion = false;
  window.history.replaceState(null, "", "/about/");
});

async function showPage() {
  await serverMarkup(
    <Layout>
      <p>
        <a href="#uses">Where it is used</a> <a href="/about/#uses">The same place, in full</a>{" "}
        <a href="/faq/#storage">Storage, in the FAQ</a> <a href="#nowhere">A lost anchor</a>{" "}
        <a href="#uses" target="_blank">
          In a new tab
        </a>
      </p>
      <h2 id="uses">Uses</h2>
      <button type="button">After the heading</button>
    </Layout>,
    null,
    { originalPath: "/about/" },
  );
}

/**
 * Clicks a link as a visitor would and tells whether the page took the click over; the browser's
 * own navigation, which jsdom cannot do beyond hashes, is then cancelled either way.
 */
function click(name: string, init: MouseEventInit = {}): boolean {
  let taken = false;
  const settle = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", settle, { once: true });
  screen
    .getByRole("link", { name })
    .dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }),
    );
  return taken;
}

describe("smoothHashLinks", () => {
  it("glides to a heading on the same page, adds the hash as a history entry, and Tab goes on from there", async () => {
    await showPage();
    const entries = window.history.length;
    expect(click("Where it is used")).toBe(true);
    const heading = screen.getByRole("heading", { name: "Uses" });
    expect(scrolls).toEqual([{ target: heading, options: { behavior: "smooth", block: "start" } }]);
    expect(window.location.pathname + window.location.hash).toBe("/about/#uses");
    expect(window.history.length).toBe(entries + 1);
    expect(heading).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "After the heading" })).toHaveFocus();
    expect(heading).not.toHaveAttribute("tabindex");
  });

  it("moves at once for a visitor who asked for reduced motion", async () => {
    await showPage();
    reducedMotion = true;
    expect(click("The same place, in full")).toBe(true);
    expect(scrolls).toEqual([
      {
        target: screen.getByRole("heading", { name: "Uses" }),
        options: expect.objectContaining({ behavior: "instant" }),
      },
    ]);
  });

  it("takes the skip link to the main content and focuses it", async () => {
    await showPage();
    const main = screen.getByRole("main");
    expect(click("Skip to main content")).toBe(true);
    expect(scrolls.map(({ target }) => target)).toEqual([main]);
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute("tabindex", "-1");
    expect(window.location.hash).toBe("#main");
  });

  it("adds no second history entry for the hash already in the address", async () => {
    await showPage();
    click("Where it is used");
    const entries = window.history.length;
    expect(click("Where it is used")).toBe(true);
    expect(window.history.length).toBe(entries);
    expect(scrolls).toHaveLength(2);
  });

  it("leaves other pages, missing targets, new tabs and modified clicks to the browser", async () => {
    await showPage();
    expect(click("Storage, in the FAQ")).toBe(false);
    expect(click("A lost anchor")).toBe(false);
    expect(click("In a new tab")).toBe(false);
    expect(click("Where it is used", { ctrlKey: true })).toBe(false);
    expect(click("Where it is used", { button: 1 })).toBe(false);
    expect(scrolls).toEqual([]);
    expect(window.location.hash).toBe("");
  });
});
