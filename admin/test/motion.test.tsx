import { useContext } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import { MotionConfigContext, MotionGlobalConfig } from "framer-motion";
import { DashboardMotion } from "@/lib/motion";
import { ok, type Recorded } from "@leca/shared/testing";
import { galleryItem } from "./fixtures";
import { renderApp } from "./render-app";

// The rest of the suite skips motion (setup.ts); here it runs as in a browser.
beforeEach(() => {
  MotionGlobalConfig.skipAnimations = false;
});
afterEach(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const prefersReducedMotion = (reduce: boolean) => {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
};

describe("dashboard motion", () => {
  it("lets the logout dialog fade out before it leaves the page", async () => {
    const { user } = renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    const dialog = await screen.findByRole("dialog", { name: "Leaving So Soon?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));

    // Still there while it fades (AnimatePresence keeps it), then gone.
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("fades the sidebar's labels before it hides them, and keeps them as the links' names", async () => {
    const { user } = renderApp("/dashboard");
    const nav = await screen.findByRole("navigation", { name: "Dashboard" });
    await user.click(within(nav).getByRole("button", { name: "Collapse sidebar" }));

    expect(nav).not.toHaveClass("sidebar--collapsed");
    await waitFor(() => expect(nav).toHaveClass("sidebar--collapsed"));
    expect(within(nav).getByRole("link", { name: "News" })).toBeInTheDocument();
  });

  it("fades a removed picture where it is, then takes it out of the form once", async () => {
    const patches: Recorded[] = [];
    const { user } = renderApp("/dashboard/gallery/dunes/edit", {
      "GET /gallery/dunes": ok(galleryItem()),
      "PATCH /gallery/dunes/": (request) => {
        patches.push(request);
        return ok(galleryItem());
      },
    });
    await user.click(await screen.findByRole("button", { name: "Remove image 1 of 2" }));

    // Still in the list while it fades, out of reach; the other picture keeps its number.
    const list = screen.getByRole("list", { name: /images/i });
    expect(list.querySelectorAll(".image-card")).toHaveLength(2);
    expect(list.querySelector(".image-card--leaving")).toHaveAttribute("aria-hidden", "true");
    await waitFor(() => expect(list.querySelectorAll(".image-card")).toHaveLength(1));
    expect(screen.getByLabelText("Alt text (English), image 1 of 1")).toHaveValue("Second dune");

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    const { images } = patches[0]!.body as { images: { alt: { en: string } }[] };
    expect(images.map((image) => image.alt.en)).toEqual(["Second dune"]);
  });

  it.each([
    [true, 0],
    [false, 0.18],
  ])("reduce motion %s: every animation takes %s s", (reduce, duration) => {
    const restore = prefersReducedMotion(reduce);
    function Probe() {
      const { transition } = useContext(MotionConfigContext);
      return <output>{String(transition?.duration)}</output>;
    }
    try {
      render(
        <DashboardMotion>
          <Probe />
        </DashboardMotion>,
      );
      expect(screen.getByRole("status")).toHaveTextContent(String(duration));
    } finally {
      restore();
    }
  });
});
