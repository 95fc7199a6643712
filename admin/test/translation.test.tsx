import { screen, waitFor, within } from "@testing-library/react";
import { ok, type Recorded } from "@leca/shared/testing";
import { galleryItem, MEDIA_2, newsItem } from "./fixtures";
import { renderApp } from "./render-app";

// Translating beside the source: each Arabic and Russian field shows its English, and a field
// whose English changed after it was translated is flagged until it is rewritten or confirmed.
describe("translating in the editor", () => {
  const outdatedNews = () =>
    newsItem({
      excerpt: { en: "Light, cool and cheap.", ar: "خفيفة", ru: "Лёгкие" },
      outdated: { ar: ["excerpt", "title"], ru: ["body"] },
    });

  /** The editor of an item with flags, and the PATCH bodies it sends. */
  const editFlagged = () => {
    const patches: Recorded[] = [];
    const { user } = renderApp("/dashboard/news/green-roofs/edit", {
      "GET /news/green-roofs": ok(outdatedNews()),
      "PATCH /news/green-roofs/": (request) => {
        patches.push(request);
        return ok(newsItem());
      },
    });
    return { user, patches };
  };

  it("shows the English source beside each translated field, live as the English changes", async () => {
    const { user } = renderApp("/dashboard/news/green-roofs/edit", {
      "GET /news/green-roofs": ok(outdatedNews()),
    });
    const arabic = await screen.findByLabelText("Excerpt (Arabic)");
    expect(arabic).toHaveAttribute("lang", "ar");
    expect(arabic).toHaveAttribute("dir", "rtl");
    const row = arabic.closest(".translated") as HTMLElement;
    const source = within(row).getByText("Light, cool and cheap.");
    expect(source.closest("[lang]")).toHaveAttribute("lang", "en");
    expect(within(row).getByText("English excerpt")).toBeInTheDocument();

    const english = screen.getByLabelText("Excerpt (English)");
    expect(english.closest(".translated")).toBeNull();
    await user.clear(english);
    await user.type(english, "Lighter than ever.");
    expect(within(row).getByText("Lighter than ever.")).toBeInTheDocument();
  });

  it("flags out-of-date fields, lists them above the texts, and sends confirmations with the save", async () => {
    const { user, patches } = editFlagged();
    const summary = await screen.findByRole("note", { name: "Translations out of date" });
    expect(summary).toHaveTextContent("Arabic: excerpt, title");
    expect(summary).toHaveTextContent("Russian: body");

    const arabicExcerpt = screen.getByLabelText("Excerpt (Arabic)");
    expect(arabicExcerpt).toHaveAccessibleDescription(/Out of date: the English changed/);
    expect(screen.getByLabelText("Excerpt (Russian)")).not.toHaveAccessibleDescription(
      /Out of date/,
    );
    expect(screen.getByLabelText("Excerpt (English)")).not.toHaveAccessibleDescription(
      /Out of date/,
    );

    // The Arabic excerpt is confirmed; the Arabic title is rewritten; the Russian body is left.
    const excerptNote = arabicExcerpt.closest(".field") as HTMLElement;
    await user.click(within(excerptNote).getByRole("checkbox", { name: "Still correct" }));
    expect(arabicExcerpt).toHaveAccessibleDescription(/Confirmed: the out-of-date flag clears/);
    const arabicTitle = screen.getByLabelText("Title (Arabic)");
    await user.type(arabicTitle, " جديدة");
    expect(arabicTitle).toHaveAccessibleDescription(/Updated: the out-of-date flag clears/);

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toMatchObject({
      version: 3,
      confirmTranslations: { ar: ["excerpt"] },
    });
  });

  it("sends no confirmations when none was ticked, and un-ticking takes one back", async () => {
    const { user, patches } = editFlagged();
    const body = await screen.findByLabelText("Body (Russian)");
    const still = within(body.closest(".field") as HTMLElement).getByRole("checkbox", {
      name: "Still correct",
    });
    await user.click(still);
    await user.click(still);
    await user.type(screen.getByLabelText("Title (English)"), "!");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).not.toHaveProperty("confirmTranslations");
  });

  it("flags a picture's alt text by the picture, wherever it now sits", async () => {
    renderApp("/dashboard/gallery/dunes/edit", {
      "GET /gallery/dunes": ok(
        galleryItem({ outdated: { ar: [`images.${MEDIA_2}.alt`], ru: [] } }),
      ),
    });
    const summary = await screen.findByRole("note", { name: "Translations out of date" });
    expect(summary).toHaveTextContent("Arabic: alt text of image 2");
    expect(screen.getByLabelText("Alt text (Arabic), image 2 of 2")).toHaveAccessibleDescription(
      /Out of date/,
    );
    expect(
      screen.getByLabelText("Alt text (Arabic), image 1 of 2"),
    ).not.toHaveAccessibleDescription(/Out of date/);
  });
});
