import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { error, ok, type Recorded } from "@leca/shared/testing";
import { galleryItem, media, MEDIA_1, MEDIA_2, MEDIA_3 } from "./fixtures";
import { renderApp } from "./render-app";

/**
 * jsdom has no layout, and dnd-kit's keyboard sensor moves by measured positions: each image
 * card is given a 100px-high box in list order, as a browser would lay them out.
 */
function layOutImageCards() {
  return jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (
    this: Element,
  ) {
    const card = this.closest(".image-card");
    const index = card ? [...card.parentElement!.children].indexOf(card) : 0;
    const top = index * 100;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: 90,
      right: 600,
      bottom: top + 90,
      toJSON: () => ({}),
    };
  });
}

const imageIds = (request: Recorded | undefined) =>
  (request?.body as { images: { mediaId: string }[] }).images.map((image) => image.mediaId);

describe("the gallery editor", () => {
  it("reorders images with the keyboard and announces the move", async () => {
    const layout = layOutImageCards();
    const patches: Recorded[] = [];
    const { user } = renderApp("/dashboard/gallery/dunes/edit", {
      "GET /gallery/dunes": ok(galleryItem()),
      "PATCH /gallery/dunes/": (request) => {
        patches.push(request);
        return ok(galleryItem());
      },
    });

    const handle = await screen.findByRole("button", { name: "Reorder image 1 of 2" });
    handle.focus();
    await user.keyboard("[Space]");
    expect(await screen.findByText("Image 1 is over position 1 of 2.")).toBeInTheDocument();
    await user.keyboard("[ArrowDown]");
    expect(await screen.findByText("Image 1 is over position 2 of 2.")).toBeInTheDocument();
    await user.keyboard("[Space]");

    expect(await screen.findByText("Image 1 dropped at position 2 of 2.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText("Alt text (English), image 1 of 2")).toHaveValue("Second dune"),
    );
    expect(screen.getByLabelText("Alt text (English), image 2 of 2")).toHaveValue("First dune");

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(imageIds(patches[0])).toEqual([MEDIA_2, MEDIA_1]);
    layout.mockRestore();
  });

  it("uploads several files with an error in words for the one that fails", async () => {
    const { user } = renderApp("/dashboard/gallery/create", {
      "POST /media/": (request) => {
        const file = (request.body as FormData).get("file") as File;
        if (file.name === "notes.png") {
          return error(
            415,
            "UNSUPPORTED_MEDIA_TYPE",
            "Only JPEG, PNG, WebP or AVIF images can be uploaded.",
          );
        }
        request.config.onUploadProgress?.({
          loaded: 5,
          total: 10,
          progress: 0.5,
          bytes: 5,
          lengthComputable: true,
        });
        return { status: 201, body: media(MEDIA_3) };
      },
    });

    await user.upload(await screen.findByLabelText("Upload images"), [
      new File(["a"], "dune.png", { type: "image/png" }),
      new File(["b"], "notes.png", { type: "image/png" }),
    ]);

    const uploads = await screen.findByRole("list", { name: "Uploads" });
    const failed = await within(uploads).findByRole("alert");
    expect(failed).toHaveTextContent("Only JPEG, PNG, WebP or AVIF images can be uploaded.");
    expect(failed.closest("li")).toHaveTextContent("notes.png");
    expect(within(uploads).queryByText("dune.png")).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Reorder image 1 of 1" })).toBeInTheDocument();
  });

  it("replaces an image where it stands, keeping the texts written for it", async () => {
    const patches: Recorded[] = [];
    const { user } = renderApp("/dashboard/gallery/dunes/edit", {
      "GET /gallery/dunes": ok(galleryItem()),
      "POST /media/": () => ({ status: 201, body: media(MEDIA_3) }),
      "PATCH /gallery/dunes/": (request) => {
        patches.push(request);
        return ok(galleryItem());
      },
    });

    await user.upload(
      await screen.findByLabelText("Replace image 1 of 2"),
      new File(["c"], "sharper-dune.png", { type: "image/png" }),
    );
    await waitFor(() =>
      expect(screen.getByAltText("Preview of image 1 of 2")).toHaveAttribute(
        "src",
        `/api/media/${MEDIA_3}`,
      ),
    );
    expect(screen.getByLabelText("Alt text (English), image 1 of 2")).toHaveValue("First dune");

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(imageIds(patches[0])).toEqual([MEDIA_3, MEDIA_2]);
    const [first] = (patches[0]!.body as { images: { alt: { en: string } }[] }).images;
    expect(first!.alt.en).toBe("First dune");
  });

  it("removes an image, and will not publish without one", async () => {
    const { user, server } = renderApp("/dashboard/gallery/dunes/edit", {
      "GET /gallery/dunes": ok(galleryItem({ images: galleryItem().images.slice(0, 1) })),
    });

    await user.click(await screen.findByRole("button", { name: "Remove image 1 of 1" }));
    expect(screen.getByText("No images yet.")).toBeInTheDocument();
    await user.click(screen.getByLabelText("Published"));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(
      await screen.findByText("Add at least one image before publishing."),
    ).toBeInTheDocument();
    expect(server.count("PATCH /gallery/dunes/")).toBe(0);
  });

  it("puts a server error about an image's alt text on that image", async () => {
    const reply = error(400, "VALIDATION_FAILED", "Some fields need another look.", {
      fieldErrors: {
        "images.1.alt.ar": { code: "validation.tooLong", message: "This is too long." },
      },
    });
    const { user } = renderApp("/dashboard/gallery/dunes/edit", {
      "GET /gallery/dunes": ok(galleryItem()),
      "PATCH /gallery/dunes/": reply,
    });

    await user.click(await screen.findByRole("button", { name: "Save" }));

    const alt = screen.getByLabelText("Alt text (Arabic), image 2 of 2");
    // The error after the field's count (the count is read first, as under every limited field).
    await waitFor(() =>
      expect(alt).toHaveAccessibleDescription("Characters: 0 / 200 This is too long."),
    );
    expect(screen.getByLabelText("Alt text (Arabic), image 1 of 2")).not.toHaveAttribute(
      "aria-invalid",
    );
  });
});

describe("the gallery editor's focal points", () => {
  const focused = () => {
    const [first, second] = galleryItem().images;
    return galleryItem({
      images: [
        { ...first!, focus: { x: 0.25, y: 0.8 } },
        { ...second!, focus: null },
      ],
    });
  };
  type Sent = { images: { mediaId: string; focus: unknown }[] };
  const sentFocus = (request: Recorded | undefined) =>
    (request?.body as Sent).images.map((image) => image.focus);
  const editing = () => {
    const patches: Recorded[] = [];
    const view = renderApp("/dashboard/gallery/dunes/edit", {
      "GET /gallery/dunes": ok(focused()),
      "PATCH /gallery/dunes/": (request) => {
        patches.push(request);
        return ok(focused());
      },
    });
    return { ...view, patches };
  };
  const across = (place: string) =>
    screen.getByLabelText(`Focal point across (% from the left), image ${place}`);
  const down = (place: string) =>
    screen.getByLabelText(`Focal point down (% from the top), image ${place}`);

  it("sends a saved point back unchanged when something else is edited", async () => {
    const { user, patches } = editing();

    await user.type(await screen.findByLabelText("Caption (English), image 2 of 2"), "At dusk");
    expect(across("1 of 2")).toHaveValue("25");
    expect(down("1 of 2")).toHaveValue("80");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(sentFocus(patches[0])).toEqual([{ x: 0.25, y: 0.8 }, null]);
  });

  it("sets a point with the sliders, starting from the middle, as an unsaved change", async () => {
    const { user, patches } = editing();
    const group = await screen.findByRole("group", { name: "Focal point, image 2 of 2" });
    expect(
      within(group).getByText("No focal point chosen: the site chooses the crop itself."),
    ).toBeInTheDocument();
    expect(within(group).queryByText("Card (4:3)")).not.toBeInTheDocument();
    expect(group.querySelector(".focal-point__marker")).toBeNull();
    // The picture is not mirrored in Arabic, so neither is the slider that moves across it.
    expect(across("2 of 2")).toHaveAttribute("dir", "ltr");

    fireEvent.change(across("2 of 2"), { target: { value: "30" } });
    expect(down("2 of 2")).toHaveValue("50");
    fireEvent.change(down("2 of 2"), { target: { value: "70" } });
    expect(within(group).queryByText(/No focal point chosen/)).not.toBeInTheDocument();
    expect(group.querySelector(".focal-point__marker")).toHaveStyle({ left: "30%", top: "70%" });
    // The site's two cuts, placed as the build places them once the picture's size is known
    // (800x600: the whole of it is the 4:3 card; the 3:2 thumbnail loses rows, and the point
    // low in the picture takes the bottom ones).
    const picture = within(group).getByRole("img", { name: "Preview of image 2 of 2" });
    Object.defineProperty(picture, "naturalWidth", { value: 800 });
    Object.defineProperty(picture, "naturalHeight", { value: 600 });
    fireEvent.load(picture);
    const cut = (name: string) =>
      within(group).getByText(name).closest("figure")!.querySelector("img");
    expect(cut("Card (4:3)")).toHaveStyle({ objectPosition: "50% 50%" });
    expect(cut("Thumbnail (3:2)")).toHaveStyle({ objectPosition: "50% 100%" });

    await user.click(screen.getByRole("link", { name: "Gallery" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay on this page" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(sentFocus(patches[0])).toEqual([
      { x: 0.25, y: 0.8 },
      { x: 0.3, y: 0.7 },
    ]);
  });

  it("puts the point where the picture is clicked, on the picture and to three decimals", async () => {
    const { user, patches } = editing();
    const picture = await screen.findByAltText("Preview of image 2 of 2");
    // jsdom lays nothing out: the picture as a browser would draw it, 300 by 200 at (100, 50).
    jest.spyOn(picture, "getBoundingClientRect").mockReturnValue({
      x: 100,
      y: 50,
      left: 100,
      top: 50,
      width: 300,
      height: 200,
      right: 400,
      bottom: 250,
      toJSON: () => ({}),
    });

    fireEvent.click(picture, { clientX: 200, clientY: 400 });
    expect(across("2 of 2")).toHaveValue("33");
    expect(down("2 of 2")).toHaveValue("100");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(sentFocus(patches[0])![1]).toEqual({ x: 0.333, y: 1 });
  });

  it("resets a point to none chosen", async () => {
    const { user, patches } = editing();
    expect(
      await screen.findByRole("button", { name: "Reset focal point, image 2 of 2" }),
    ).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Reset focal point, image 1 of 2" }));
    expect(
      within(screen.getByRole("group", { name: "Focal point, image 1 of 2" })).getByText(
        /No focal point chosen/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(sentFocus(patches[0])).toEqual([null, null]);
  });

  it("keeps each point with its picture when the images are reordered", async () => {
    const layout = layOutImageCards();
    const { user, patches } = editing();

    const handle = await screen.findByRole("button", { name: "Reorder image 1 of 2" });
    handle.focus();
    await user.keyboard("[Space]");
    await user.keyboard("[ArrowDown]");
    await user.keyboard("[Space]");
    await waitFor(() => expect(across("2 of 2")).toHaveValue("25"));
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(imageIds(patches[0])).toEqual([MEDIA_2, MEDIA_1]);
    expect(sentFocus(patches[0])).toEqual([null, { x: 0.25, y: 0.8 }]);
    layout.mockRestore();
  });

  it("puts the server's refusal of a point on that picture's control", async () => {
    const reply = error(400, "VALIDATION_FAILED", "Some fields need another look.", {
      fieldErrors: {
        "images.0.focus.x": {
          code: "item.focusInvalid",
          message: "The focal point must lie on the image: choose it again.",
        },
      },
    });
    const { user } = renderApp("/dashboard/gallery/dunes/edit", {
      "GET /gallery/dunes": ok(focused()),
      "PATCH /gallery/dunes/": reply,
    });

    await user.click(await screen.findByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(across("1 of 2")).toHaveAccessibleDescription(/The focal point must lie on the image/),
    );
    expect(across("1 of 2")).toHaveAttribute("aria-invalid", "true");
    expect(across("2 of 2")).not.toHaveAttribute("aria-invalid");
  });
});
