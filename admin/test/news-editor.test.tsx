import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { error, ok, type Recorded } from "@leca/shared/testing";
import { media, MEDIA_1, MEDIA_3, newsItem } from "./fixtures";
import { renderApp } from "./render-app";
import { textContent } from "./text-content";

async function fillEnglish(user: UserEvent, title = "Green Roofs in Dubai!") {
  await user.type(await screen.findByLabelText("Title (English)"), title);
  await user.type(screen.getByLabelText("Excerpt (English)"), "Cool roofs.");
  await user.type(screen.getByLabelText("Body (English)"), "Roofs **matter**.");
}

const saveButton = () => screen.getByRole("button", { name: "Save" });

describe("the news editor", () => {
  it("shows the required-field errors and sends nothing", async () => {
    const { user, server } = renderApp("/dashboard/news/create");

    await user.click(await screen.findByRole("button", { name: "Save" }));

    expect(await screen.findByText("Give it an English title.")).toBeInTheDocument();
    expect(screen.getByText("Write a short English excerpt.")).toBeInTheDocument();
    expect(screen.getByText("Write the English text.")).toBeInTheDocument();
    expect(screen.getByLabelText("Title (English)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Title (Arabic)")).not.toHaveAttribute("aria-invalid");
    expect(server.count("POST /news/")).toBe(0);
  });

  it("shows each text's limit and a count before saving, announced only near the limit", async () => {
    const { user } = renderApp("/dashboard/news/create");
    const title = await screen.findByLabelText("Title (English)");
    // The kind config's 200 (shared/src/kinds/news.ts), read with the field.
    expect(title).toHaveAccessibleDescription("Characters: 0 / 200");
    expect(screen.getByLabelText("Excerpt (Arabic)")).toHaveAccessibleDescription(
      /Characters: 0 \/ 500/,
    );
    expect(screen.getByLabelText("Body (English)")).toHaveAccessibleDescription(
      /Characters: 0 \/ 50,000$/,
    );
    const live = () =>
      screen
        .getAllByText((_, element) => element?.getAttribute("aria-live") === "polite")
        .map((element) => element.textContent);

    await user.type(title, "Green roofs");
    expect(title).toHaveAccessibleDescription("Characters: 11 / 200");
    // Far from the limit: nothing is announced while typing.
    expect(live().every((text) => text === "")).toBe(true);

    fireEvent.input(title, { target: { value: "x".repeat(185) } });
    await waitFor(() => expect(live()).toContain("15 characters left"));
    fireEvent.input(title, { target: { value: "x".repeat(203) } });
    await waitFor(() => expect(live()).toContain("3 characters too many"));
    expect(title).toHaveAccessibleDescription("Characters: 203 / 200 · 3 characters too many");
  });

  it("says the upload size limit and the types before an upload", async () => {
    renderApp("/dashboard/news/create");
    const picker = await screen.findByLabelText("Upload a cover image");
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription("JPEG, PNG, WebP or AVIF. Up to 15 MB per image."),
    );
    expect(picker).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/avif");
  });

  it("makes the slug from the English title until the admin types one", async () => {
    const { user } = renderApp("/dashboard/news/create");
    const title = await screen.findByLabelText("Title (English)");
    const slug = screen.getByRole("textbox", { name: "Page address" });

    await user.type(title, "Green Roofs in Dubai!");
    expect(slug).toHaveValue("green-roofs-in-dubai");

    await user.clear(slug);
    await user.type(slug, "roofs-2026");
    await user.type(title, " Again");
    expect(slug).toHaveValue("roofs-2026");
    expect(slug).toHaveAccessibleDescription(/Set by you\. On the site: \/news\/roofs-2026/);

    await user.clear(slug);
    expect(slug).toHaveValue("green-roofs-in-dubai-again");
  });

  it("creates an item in three languages and goes back to the list", async () => {
    const created = newsItem({
      slug: "green-roofs-in-dubai",
      title: { en: "Green Roofs in Dubai!" },
    });
    const { user, server } = renderApp("/dashboard/news/create", {
      "POST /news/": { status: 201, body: created },
    });

    await fillEnglish(user);
    const arabic = screen.getByLabelText("Title (Arabic)");
    expect(arabic).toHaveAttribute("dir", "rtl");
    expect(arabic).toHaveAttribute("lang", "ar");
    expect(screen.getByLabelText("Title (Russian)")).toHaveAttribute("lang", "ru");
    await user.type(arabic, "أسطح خضراء");
    await user.type(screen.getByLabelText("Title (Russian)"), "Зелёные крыши");
    await user.click(saveButton());

    expect(await screen.findByRole("heading", { level: 1, name: "News" })).toBeInTheDocument();
    const [post] = server.requests.filter((r) => r.method === "POST" && r.url === "/news/");
    expect(post?.body).toEqual({
      slug: "green-roofs-in-dubai",
      title: { en: "Green Roofs in Dubai!", ar: "أسطح خضراء", ru: "Зелёные крыши" },
      excerpt: { en: "Cool roofs." },
      body: { en: "Roofs **matter**." },
      cover: null,
      status: "draft",
      publishedAt: null,
    });
    expect(
      await screen.findByText(textContent("Saved “Green Roofs in Dubai!”.")),
    ).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields, in the server's words", async () => {
    const reply = error(400, "VALIDATION_FAILED", "Some fields need another look.", {
      fieldErrors: {
        slug: {
          code: "item.slugTaken",
          message: "This page address is already used by another item.",
        },
        "excerpt.ar": { code: "validation.tooLong", message: "This is too long." },
        "cover.mediaId": { code: "item.mediaMissing", message: "This image no longer exists." },
        tags: { code: "validation.invalid", message: "Tags are not allowed here." },
      },
    });
    const { user } = renderApp("/dashboard/news/create", { "POST /news/": reply });

    await fillEnglish(user);
    await user.type(screen.getByLabelText("Excerpt (Arabic)"), "نص");
    await user.click(saveButton());

    const slug = screen.getByRole("textbox", { name: "Page address" });
    await waitFor(() => expect(slug).toHaveAttribute("aria-invalid", "true"));
    expect(slug).toHaveAccessibleDescription(/This page address is already used by another item\./);
    expect(screen.getByLabelText("Excerpt (Arabic)")).toHaveAccessibleDescription(
      "Characters: 2 / 500 This is too long.",
    );
    expect(screen.getByLabelText("Upload a cover image")).toHaveAccessibleDescription(
      /This image no longer exists\./,
    );
    const summary = screen.getByRole("alert", { name: "The item was not saved" });
    expect(within(summary).getByText("Some fields need another look.")).toBeInTheDocument();
    expect(within(summary).getByText("Tags are not allowed here.")).toBeInTheDocument();
  });

  it("says who saved first on a 409 and can load their version", async () => {
    let reads = 0;
    const theirs = newsItem({ title: { en: "Their title" }, version: 4, updatedBy: "mona" });
    const patches: Recorded[] = [];
    const { user } = renderApp("/dashboard/news/green-roofs/edit", {
      "GET /news/green-roofs": () => ok((reads += 1) === 1 ? newsItem() : theirs),
      "PATCH /news/green-roofs/": (request) => {
        patches.push(request);
        return patches.length === 1
          ? error(409, "STALE_WRITE", "Someone else saved this item after you opened it.", {
              details: {
                currentVersion: 4,
                updatedBy: "mona",
                updatedAt: "2026-01-12T10:00:00.000Z",
                changes: "/dashboard/news/green-roofs/history?from=3&to=4",
              },
            })
          : ok(theirs);
      },
    });

    const title = await screen.findByLabelText("Title (English)");
    expect(title).toHaveValue("Green roofs");
    await user.type(title, " (mine)");
    await user.click(saveButton());

    const stale = await screen.findByRole("alert", {
      name: "A newer version was saved after you opened this item",
    });
    expect(stale.parentElement).toHaveFocus();
    expect(screen.getByText(/mona saved a newer version/)).toBeInTheDocument();
    expect((patches[0]?.body as { version: number }).version).toBe(3);
    expect(
      within(stale).getByRole("link", { name: /See what changed since your version/ }),
    ).toHaveAttribute("href", "/dashboard/news/green-roofs/history?from=3&to=4");

    await user.click(screen.getByRole("button", { name: "Load it and discard my changes" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Title (English)")).toHaveValue("Their title"),
    );
    expect(
      screen.queryByText("A newer version was saved after you opened this item"),
    ).not.toBeInTheDocument();

    await user.click(saveButton());
    await waitFor(() => expect(patches).toHaveLength(2));
    expect((patches[1]?.body as { version: number }).version).toBe(4);
  });

  it("sends the admin to the site's home page when the item cannot be loaded", async () => {
    const { leave } = renderApp("/dashboard/news/gone/edit", {
      "GET /news/gone": error(404, "NOT_FOUND", "We couldn't find that item."),
    });

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/"));
    expect(screen.queryByLabelText("Title (English)")).not.toBeInTheDocument();
  });

  it("warns before leaving with unsaved changes", async () => {
    const { user } = renderApp("/dashboard/news/create");
    await user.type(await screen.findByLabelText("Title (English)"), "Draft");

    await user.click(screen.getByRole("link", { name: "News" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay on this page" }));
    expect(screen.getByLabelText("Title (English)")).toHaveValue("Draft");

    await user.click(screen.getByRole("link", { name: "News" }));
    await user.click(await screen.findByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByRole("heading", { level: 1, name: "News" })).toBeInTheDocument();
  });

  it("previews the Markdown body, sanitised", async () => {
    renderApp("/dashboard/news/create");
    const body = await screen.findByLabelText("Body (English)");

    fireEvent.change(body, {
      target: { value: "# Roofs\n\nRoofs **matter** <img src=x onerror=alert(1)>" },
    });

    const preview = await screen.findByRole("region", { name: "Body preview (English)" });
    expect(await within(preview).findByText("matter")).toContainHTML("<strong>matter</strong>");
    // What the site strips, the preview strips: no picture at all, not just no handler.
    expect(preview.querySelector("img")).toBeNull();
    // As on the site, the body's "#" heading is an h2 (the page's h1 is the title).
    expect(within(preview).getByRole("heading", { level: 2, name: "Roofs" })).toBeInTheDocument();
  });

  it("uploads a cover image with alt text, and says when an item is scheduled", async () => {
    const { user, server } = renderApp("/dashboard/news/create", {
      "POST /media/": { status: 201, body: media(MEDIA_1) },
      "POST /news/": { status: 201, body: newsItem() },
    });
    await fillEnglish(user);

    await user.upload(
      screen.getByLabelText("Upload a cover image"),
      new File(["png"], "roof.png", { type: "image/png" }),
    );
    await user.type(await screen.findByLabelText("Cover alt text (English)"), "A green roof");
    expect(screen.getByRole("img", { name: "A green roof" })).toHaveAttribute(
      "src",
      `/api/media/${MEDIA_1}`,
    );

    await user.click(screen.getByLabelText("Published"));
    fireEvent.change(screen.getByLabelText("Publication date"), {
      target: { value: "2099-05-01T10:00" },
    });
    expect(screen.getByText(/^Scheduled: it goes live on/)).toBeInTheDocument();

    await user.click(saveButton());
    await waitFor(() => expect(server.count("POST /news/")).toBe(1));
    const post = server.requests.find((r) => r.url === "/news/" && r.method === "POST");
    expect(post?.body).toMatchObject({
      cover: { mediaId: MEDIA_1, alt: { en: "A green roof" } },
      status: "published",
      publishedAt: new Date("2099-05-01T10:00").toISOString(),
    });
  });
});

describe("the news cover's focal point", () => {
  const withCover = (focus: { x: number; y: number } | null) =>
    newsItem({
      cover: {
        mediaId: MEDIA_1,
        url: `/api/media/${MEDIA_1}`,
        width: 800,
        height: 600,
        alt: { en: "A green roof" },
        focus,
      },
    });
  const editing = (item: ReturnType<typeof newsItem>) => {
    const patches: Recorded[] = [];
    const view = renderApp("/dashboard/news/green-roofs/edit", {
      "GET /news/green-roofs": ok(item),
      "PATCH /news/green-roofs/": (request) => {
        patches.push(request);
        return ok(item);
      },
    });
    return { ...view, patches };
  };
  const sentCover = (request: Recorded | undefined) =>
    (request?.body as { cover: { mediaId: string; focus: unknown } | null }).cover;

  it("sends a saved point back unchanged when something else is edited", async () => {
    const { user, patches } = editing(withCover({ x: 0.4, y: 0.2 }));

    await user.type(await screen.findByLabelText("Title (English)"), " again");
    expect(screen.getByLabelText("Focal point across (% from the left)")).toHaveValue("40");
    await user.click(saveButton());

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(sentCover(patches[0])).toMatchObject({ mediaId: MEDIA_1, focus: { x: 0.4, y: 0.2 } });
  });

  it("sets the point with the sliders, starting from the middle", async () => {
    const { user, patches } = editing(withCover(null));
    const group = await screen.findByRole("group", { name: "Focal point of the cover" });
    expect(within(group).getByText(/No focal point chosen/)).toBeInTheDocument();
    expect(within(group).getByRole("img", { name: "A green roof" })).toBeInTheDocument();

    fireEvent.change(within(group).getByLabelText("Focal point across (% from the left)"), {
      target: { value: "30" },
    });
    fireEvent.change(within(group).getByLabelText("Focal point down (% from the top)"), {
      target: { value: "70" },
    });
    await user.click(saveButton());

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(sentCover(patches[0])).toMatchObject({ mediaId: MEDIA_1, focus: { x: 0.3, y: 0.7 } });
  });

  it("resets the point to none chosen", async () => {
    const { user, patches } = editing(withCover({ x: 0.4, y: 0.2 }));
    const reset = await screen.findByRole("button", { name: "Reset focal point" });

    await user.click(reset);
    expect(reset).toBeDisabled();
    await user.click(saveButton());
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(sentCover(patches[0])).toMatchObject({ focus: null });
  });

  it("keeps the point when the picture is replaced", async () => {
    const item = withCover({ x: 0.4, y: 0.2 });
    const patches: Recorded[] = [];
    const { user } = renderApp("/dashboard/news/green-roofs/edit", {
      "GET /news/green-roofs": ok(item),
      "POST /media/": { status: 201, body: media(MEDIA_3) },
      "PATCH /news/green-roofs/": (request) => {
        patches.push(request);
        return ok(item);
      },
    });

    await user.upload(
      await screen.findByLabelText("Replace the cover image"),
      new File(["png"], "roof-2.png", { type: "image/png" }),
    );
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "A green roof" })).toHaveAttribute(
        "src",
        `/api/media/${MEDIA_3}`,
      ),
    );
    await user.click(saveButton());

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(sentCover(patches[0])).toMatchObject({ mediaId: MEDIA_3, focus: { x: 0.4, y: 0.2 } });
  });
});
