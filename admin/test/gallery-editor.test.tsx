import { screen, waitFor, within } from "@testing-library/react";
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
    await waitFor(() => expect(alt).toHaveAccessibleDescription("This is too long."));
    expect(screen.getByLabelText("Alt text (Arabic), image 1 of 2")).not.toHaveAttribute(
      "aria-invalid",
    );
  });
});
