import { screen, waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { QuoteSummary } from "../../src/components/contact/QuoteSummary";
import { ContactForm } from "../../src/components/contact/ContactForm";
import { CONTACT_FORM_ID } from "../../src/contracts/contact-fields";
import { mount as mountContact } from "../../src/islands/contact-form";
import { loadIslands } from "../../src/islands/loader";
import { mount as mountSummary } from "../../src/islands/quote-summary";
import { quoteHref } from "../../src/lib/calculator/quote-link";
import { fakeApi } from "../support/fake-api";
import { serverMarkup } from "./server-markup";

const QUOTE = {
  product: "leca" as const,
  use: "roof-insulation",
  volumeM3: 19.8,
  allowancePercent: 10,
  packs: [
    { unit: "m3" as const, size: 3, count: 4 },
    { unit: "L" as const, size: 100, count: 3 },
  ],
  containerM3: 25,
};

/** The contact page's summary and form as built, at the URL a calculator's link opened. */
async function showContactPage(url: string, language = "en") {
  window.history.replaceState(null, "", url);
  document.documentElement.lang = language;
  const page = await serverMarkup(
    <>
      <QuoteSummary formId={CONTACT_FORM_ID} />
      <ContactForm id={CONTACT_FORM_ID} />
    </>,
    null,
    { language, originalPath: "/contact/" },
  );
  const summary = page.querySelector<HTMLElement>('[data-island="quote-summary"]')!;
  const form = page.querySelector<HTMLFormElement>("form")!;
  return { summary, form };
}

const hiddenValue = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement).value;

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.lang = "en";
});

describe("quote summary island", () => {
  it("is fetched only when the URL carries a request", async () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    await showContactPage("/contact/");
    loadIslands({ "quote-summary": load });
    expect(load).not.toHaveBeenCalled();
    await showContactPage(quoteHref("/contact/", QUOTE, "/calculator/"));
    loadIslands({ "quote-summary": load });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the request above the form in the page's language and hands it to the form", async () => {
    const { summary, form } = await showContactPage(
      quoteHref("/ar/contact/", QUOTE, "/ar/light-expanded-clay-aggregate/"),
      "ar",
    );
    mountSummary(summary);
    const region = screen.getByRole("region", { name: "طلب عرض السعر" });
    expect(
      within(region)
        .getAllByRole("definition")
        .map((item) => item.textContent),
    ).toEqual([
      "ركام ليكا (LECA)",
      "عزل الأسطح وتشكيل الميول",
      "19.8 م³، منها 10% للدمك والهدر",
      "كيس كبير (جامبو) سعة 3 م³ × 4؛ كيس سعة 100 لتر × 3",
      "25 م³",
    ]);
    expect(JSON.parse(hiddenValue(form, "quote"))).toEqual(QUOTE);
    expect(hiddenValue(form, "source")).toBe("/ar/light-expanded-clay-aggregate/");
  });

  it("shows nothing for a request the server would refuse", async () => {
    const { summary, form } = await showContactPage(
      `/contact/?quote=${encodeURIComponent(JSON.stringify({ ...QUOTE, volumeM3: -1 }))}`,
    );
    mountSummary(summary);
    expect(summary.querySelector("section")).not.toBeVisible();
    expect(hiddenValue(form, "quote")).toBe("");
  });

  it("takes the request off the form and out of the URL when the visitor removes it", async () => {
    const user = userEvent.setup();
    const { summary, form } = await showContactPage(quoteHref("/contact/", QUOTE, "/calculator/"));
    mountSummary(summary);
    await user.click(screen.getByRole("button", { name: "Remove this request" }));
    expect(summary.querySelector("section")).not.toBeVisible();
    expect(hiddenValue(form, "quote")).toBe("");
    expect(window.location.search).toBe("");
    expect(within(summary).getByRole("status")).toHaveTextContent(
      "The quote request was removed. Your message will be sent without it.",
    );
  });

  it("goes with the message: the form sends quote and source beside the spec's fields", async () => {
    const user = userEvent.setup();
    const api = fakeApi((request) =>
      request.method === "POST" ? { status: 201, body: { ok: true } } : undefined,
    );
    const { summary, form } = await showContactPage(quoteHref("/contact/", QUOTE, "/calculator/"));
    mountSummary(summary);
    mountContact(form);
    const field = (label: string) =>
      screen.getByLabelText(label, { selector: "input:not([type=radio]), select, textarea" });
    await user.type(field("First name"), "Layla");
    await user.type(field("Family name"), "Haddad");
    await user.selectOptions(field("Continent"), "AS");
    await waitFor(() => expect(field("Country")).toBeEnabled());
    await user.selectOptions(field("Country"), "AE");
    await user.type(field("Street address"), "12 Sheikh Zayed Road");
    await user.type(field("City"), "Dubai");
    await user.type(field("Postal code"), "12345");
    await user.type(field("Email"), "layla@example.com");
    await user.type(field("Phone"), "+971 50 123 4567");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("button", { name: "All done!" });
    const post = api.calls().find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({ name: "Layla", quote: QUOTE, source: "/calculator/" });
    // Sent: the summary and its hidden field are cleared with the form.
    expect(summary.querySelector("section")).not.toBeVisible();
    expect(hiddenValue(form, "quote")).toBe("");
  });
});
