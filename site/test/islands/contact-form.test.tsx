import { screen, waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "../../src/components/contact/ContactForm";
import { DONE_MS, mount } from "../../src/islands/contact-form";
import { TOAST_MS } from "../../src/islands/toasts";
import { error, fakeApi, type Handler } from "../support/fake-api";
import { serverMarkup } from "./server-markup";

/** The contact form as the build writes it (no React in the page), its island mounted. */
async function showContact(handler: Handler = () => undefined, language = "en") {
  window.history.replaceState(null, "", language === "en" ? "/contact/" : `/${language}/contact/`);
  const api = fakeApi(handler);
  const root = await serverMarkup(<ContactForm />, "contact-form", {
    language,
    originalPath: "/contact/",
  });
  withClassNames(root);
  mount(root);
  return { api, root };
}

/**
 * The build hands the island the CSS-module class names of the React fields (hashed); jest's
 * stand-in for CSS modules has none, so the test names them as the stylesheets do.
 */
function withClassNames(root: HTMLElement) {
  const script = root.querySelector("script[data-island-messages]");
  const messages = JSON.parse(script?.textContent ?? "{}") as Record<string, unknown>;
  messages.classes = { invalid: "invalid", error: "error", spinner: "spinner", alert: "alert" };
  script!.textContent = JSON.stringify(messages);
}

// The spec's prompts, word for word (section 5), by the label of the field they belong to.
const ENGLISH_PROMPTS: Record<string, string> = {
  "First name": "Forgot to tell me your name, didn't you?",
  "Family name": "Don't be shy, what's your family name?",
  Continent: "A continent would really help here!",
  Country: "Which country are you in?",
  "Street address": "Hmm... where do you call home?",
  City: "Tell me your city, please.",
  "Postal code": "Knock knock... mind sharing your postal code?",
  Email: "This email seems off — check for typos?",
  Phone: "That doesn't look like a real phone number… try again?",
};

const ARABIC_PROMPTS: Record<string, string> = {
  "الاسم الأول": "نسيت أن تخبرنا باسمك، أليس كذلك؟",
  "اسم العائلة": "لا تتردد، ما اسم عائلتك؟",
  القارة: "اختيار القارة سيساعدنا كثيرًا!",
  الدولة: "في أي بلد أنت؟",
  "عنوان الشارع": "همم... أين تسكن؟",
  المدينة: "أخبرنا بمدينتك من فضلك.",
  "الرمز البريدي": "هل تمانع في مشاركة الرمز البريدي أو رقم صندوق البريد؟",
  "البريد الإلكتروني": "يبدو أن في البريد الإلكتروني خطأ — هل تتحقق منه؟",
  الهاتف: "لا يبدو هذا رقم هاتف صحيحًا… هل تحاول مرة أخرى؟",
};

/** The form control a label names (not the radio of the same name, e.g. "Email"). */
const field = (label: string) =>
  screen.getByLabelText(label, { selector: "input:not([type=radio]), select, textarea" });

/** The toasts' region: outside the form, as the last thing in the page. */
const toasts = () => screen.getByRole("region", { name: "Notifications" });

async function expectPrompts(prompts: Record<string, string>) {
  for (const [label, prompt] of Object.entries(prompts)) {
    await waitFor(() =>
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(prompt)),
    );
    expect(field(label)).toHaveAttribute("aria-invalid", "true");
    // The spec's 2 px coral border: the class the React fields use (Forms.module.css .invalid).
    expect(field(label)).toHaveClass("invalid");
  }
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("First name"), "Layla");
  await user.type(field("Family name"), "Haddad");
  await user.selectOptions(field("Continent"), "AS");
  await waitFor(() => expect(field("Country")).toBeEnabled());
  await user.selectOptions(field("Country"), "AE");
  await user.type(field("Street address"), "12 Sheikh Zayed Road");
  await user.type(field("City"), "Dubai");
  await user.type(field("Postal code"), "12345");
  await user.click(screen.getByRole("radio", { name: "WhatsApp" }));
  await user.type(field("Email"), "layla@example.com");
  await user.type(field("Phone"), "+971 50 123 4567");
  await user.type(field("Message (optional)"), "Do you deliver to Abu Dhabi?");
}

const VALID_BODY = {
  name: "Layla",
  family: "Haddad",
  continent: "AS",
  country: "AE",
  city: "Dubai",
  address: "12 Sheikh Zayed Road",
  "postal-code": "12345",
  "how-to-contact": "whatsapp",
  email: "layla@example.com",
  phone: "+971 50 123 4567",
  message: "Do you deliver to Abu Dhabi?",
  website: "",
};

const isPost = ({ method, url }: { method: string; url: string }) =>
  method === "POST" && url === "/contact/";

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = "";
});

describe("contact form island", () => {
  it("ships no React: the markup carries the island, its trigger and its translated strings", async () => {
    const { root } = await showContact();
    expect(root.tagName).toBe("FORM");
    expect(root).toHaveAttribute("data-island-load", "interaction");
    const script = root.querySelector("script[data-island-messages]");
    const messages = JSON.parse(script?.textContent ?? "{}") as {
      errors: Record<string, string>;
    };
    expect(messages.errors["contact.name"]).toBe(ENGLISH_PROMPTS["First name"]);
    expect(messages.errors["validation.invalid"]).toBe("This value is not valid.");
    // The default way to answer is chosen as served (and again after a reset).
    expect(screen.getByRole("radio", { name: "Email" })).toBeChecked();
  });

  it("gives browsers the right autofill hints and hides the bot trap from people", async () => {
    await showContact();
    const hints: Record<string, string> = {
      "First name": "given-name",
      "Family name": "family-name",
      Country: "country",
      "Street address": "address-line1",
      City: "address-level2",
      "Postal code": "postal-code",
      Email: "email",
      Phone: "tel",
    };
    for (const [label, hint] of Object.entries(hints)) {
      expect(field(label)).toHaveAttribute("autocomplete", hint);
    }
    expect(field("Phone")).toHaveAttribute("type", "tel");
    const trap = screen.getByLabelText("Website");
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden=true]")).toHaveClass("visually-hidden");
    expect(screen.queryByRole("textbox", { name: "Website" })).not.toBeInTheDocument();
  });

  it("shows the spec's prompts under their fields on an empty submit, focuses the first, sends nothing", async () => {
    const user = userEvent.setup();
    const { api } = await showContact();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expectPrompts(ENGLISH_PROMPTS);
    expect(field("First name")).toHaveFocus();
    expect(field("Message (optional)")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
    expect(api.calls()).toEqual([]);
  });

  it("keeps the hint with the prompt, and re-checks a field as it is corrected", async () => {
    const user = userEvent.setup();
    await showContact();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expectPrompts({ Phone: ENGLISH_PROMPTS.Phone ?? "" });
    expect(field("Phone")).toHaveAccessibleDescription(
      `With the country code, e.g. +971 50 123 4567 ${ENGLISH_PROMPTS.Phone}`,
    );
    await user.type(field("First name"), "Layla");
    await waitFor(() => expect(field("First name")).not.toHaveAttribute("aria-invalid"));
    expect(field("First name")).not.toHaveClass("invalid");
    expect(field("First name")).not.toHaveAccessibleDescription();
    expect(field("Family name")).toHaveAttribute("aria-invalid", "true");
    await user.clear(field("First name"));
    await waitFor(() =>
      expect(field("First name")).toHaveAccessibleDescription(ENGLISH_PROMPTS["First name"]),
    );
  });

  it("asks how to answer when no way is chosen", async () => {
    const user = userEvent.setup();
    await showContact();
    for (const radio of screen.getAllByRole("radio")) (radio as HTMLInputElement).checked = false;
    await user.click(screen.getByRole("button", { name: "Send" }));
    const group = screen.getByRole("radiogroup", { name: "Preferred way to reach you" });
    await waitFor(() => expect(group).toHaveAttribute("aria-invalid", "true"));
    expect(group).toHaveAccessibleDescription("How should we get back to you?");
  });

  it.each([
    ["ar", "إرسال", ARABIC_PROMPTS],
    ["en", "Send", ENGLISH_PROMPTS],
  ])("shows the %s prompts on a %s page", async (language, send, prompts) => {
    const user = userEvent.setup();
    await showContact(undefined, language);
    await user.click(screen.getByRole("button", { name: send }));
    await expectPrompts(prompts);
  });

  it("enables the country list once a continent is chosen, in the page's language and order", async () => {
    const user = userEvent.setup();
    await showContact(undefined, "ar");
    const country = field("الدولة");
    expect(country).toBeDisabled();
    expect(within(country).getByRole("option")).toHaveTextContent("اختر القارة أولًا");
    await user.selectOptions(field("القارة"), "آسيا");
    await waitFor(() => expect(country).toBeEnabled());
    const options = within(country).getAllByRole("option");
    expect(options[0]).toHaveTextContent("اختر الدولة");
    const names = options.slice(1).map((option) => option.textContent ?? "");
    expect(names).toContain("الإمارات العربية المتحدة");
    expect(names).toContain("المملكة العربية السعودية");
    expect(names).not.toContain("United Arab Emirates");
    expect(names).not.toContain("فرنسا");
    expect(names).toEqual([...names].sort(new Intl.Collator("ar").compare));
    await user.selectOptions(country, "الإمارات العربية المتحدة");
    expect(country).toHaveValue("AE");
    // Another continent clears a country that is not on it.
    await user.selectOptions(field("القارة"), "أوروبا");
    expect(country).toHaveValue("");
    expect(
      within(country)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toContain("فرنسا");
  });

  it("keeps a transcontinental country when the continent changes", async () => {
    const user = userEvent.setup();
    await showContact();
    await user.selectOptions(field("Continent"), "Europe");
    await waitFor(() => expect(field("Country")).toBeEnabled());
    await user.selectOptions(field("Country"), "Russia");
    await user.selectOptions(field("Continent"), "Asia");
    expect(field("Country")).toHaveValue("RU");
    expect(field("Country")).toBeEnabled();
    await user.selectOptions(field("Continent"), "Africa");
    expect(field("Country")).toHaveValue("");
    await user.selectOptions(field("Continent"), "Choose a continent");
    expect(field("Country")).toBeDisabled();
    expect(within(field("Country")).getByRole("option")).toHaveTextContent(
      "Choose a continent first",
    );
  });

  it("says Sending... while it waits, posts the exact body, resets the form and says All done!, then Send after 4 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let answer: () => void = () => undefined;
    const { api } = await showContact((request) =>
      isPost(request)
        ? new Promise((resolve) => {
            answer = () => resolve({ status: 201, body: { ok: true } });
          })
        : undefined,
    );
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    expect(sending).toHaveAttribute("aria-busy", "true");
    expect(sending.querySelector(".spinner")).toHaveAttribute("aria-hidden", "true");
    // The post reaches the server (after the CSRF cookie) before it answers.
    await waitFor(() => expect(api.calls()).toHaveLength(1));
    answer();
    const done = await screen.findByRole("button", { name: "All done!" });
    expect(done).toBeEnabled();
    expect(done).not.toHaveAttribute("aria-busy");
    expect(done.querySelector(".spinner")).toBeNull();
    expect(api.calls()).toEqual([expect.objectContaining({ method: "POST", url: "/contact/" })]);
    expect(api.calls()[0]?.body).toEqual(VALID_BODY);
    expect(api.calls()[0]?.headers["Accept-Language"]).toBe("en");
    expect(field("First name")).toHaveValue("");
    expect(field("Continent")).toHaveValue("");
    expect(field("Country")).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Email" })).toBeChecked();
    expect(within(toasts()).getByRole("status")).toHaveTextContent(
      "Thank you! We have your message and will get back to you soon.",
    );
    jest.advanceTimersByTime(DONE_MS - 1);
    expect(screen.getByRole("button", { name: "All done!" })).toBeEnabled();
    jest.advanceTimersByTime(1);
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
    // The toast stays its 5 s, then leaves.
    jest.advanceTimersByTime(TOAST_MS);
    expect(within(toasts()).queryByRole("status")).not.toBeInTheDocument();
  });

  it("puts the server's field errors on their fields, focuses the first, and offers to try again", async () => {
    const user = userEvent.setup();
    await showContact((request) =>
      isPost(request)
        ? error(400, "VALIDATION_FAILED", "Some fields need another look.", {
            fieldErrors: {
              "postal-code": { code: "contact.postalCode", message: "We don't deliver there yet." },
              email: { code: "contact.email", message: "This mailbox does not accept mail." },
            },
          })
        : undefined,
    );
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("button", { name: "Try again?" })).toBeEnabled();
    expect(field("Postal code")).toHaveAccessibleDescription("We don't deliver there yet.");
    expect(field("Postal code")).toHaveAttribute("aria-invalid", "true");
    expect(field("Postal code")).toHaveClass("invalid");
    expect(field("Postal code")).toHaveFocus();
    expect(field("Email")).toHaveAccessibleDescription("This mailbox does not accept mail.");
    expect(field("City")).not.toHaveAttribute("aria-invalid");
    // What the visitor typed stays, ready to be corrected.
    expect(field("First name")).toHaveValue("Layla");
    expect(within(toasts()).getByRole("alert")).toHaveTextContent("Some fields need another look.");
  });

  it("shows the server's verdict on a phone number as its own prompt: Send again, no toast", async () => {
    const user = userEvent.setup();
    const { api } = await showContact((request) =>
      isPost(request)
        ? error(400, "VALIDATION_FAILED", "Some fields need another look.", {
            fieldErrors: { phone: { code: "contact.phone", message: ENGLISH_PROMPTS.Phone ?? "" } },
          })
        : undefined,
    );
    await fillValidForm(user);
    await user.clear(field("Phone"));
    // Digits enough for the browser's light check; no number in the UAE's plan.
    await user.type(field("Phone"), "+971 12 345");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expectPrompts({ Phone: ENGLISH_PROMPTS.Phone ?? "" });
    expect(field("Phone")).toHaveFocus();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
    expect(within(toasts()).queryByRole("alert")).not.toBeInTheDocument();
    expect(api.calls().filter(isPost)).toHaveLength(1);
  });

  it("shows Try again? and the server's message when it refuses (rate limit)", async () => {
    const user = userEvent.setup();
    const message = "Too many requests. Please try again in 600 seconds.";
    await showContact((request) =>
      isPost(request) ? error(429, "RATE_LIMITED", message) : undefined,
    );
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("button", { name: "Try again?" })).toBeEnabled();
    expect(within(toasts()).getByRole("alert")).toHaveTextContent(message);
  });

  it("apologises in Arabic when the server cannot be reached, in a toast at the bottom left", async () => {
    const user = userEvent.setup();
    const { api } = await showContact(
      (request) => (isPost(request) ? { status: 0 } : undefined),
      "ar",
    );
    await user.type(field("الاسم الأول"), "ليلى");
    await user.type(field("اسم العائلة"), "حداد");
    await user.selectOptions(field("القارة"), "AS");
    await waitFor(() => expect(field("الدولة")).toBeEnabled());
    await user.selectOptions(field("الدولة"), "AE");
    await user.type(field("عنوان الشارع"), "شارع الشيخ زايد 12");
    await user.type(field("المدينة"), "دبي");
    await user.type(field("الرمز البريدي"), "12345");
    await user.type(field("البريد الإلكتروني"), "layla@example.com");
    await user.type(field("الهاتف"), "050 123 4567");
    await user.click(screen.getByRole("button", { name: "إرسال" }));
    expect(await screen.findByRole("button", { name: "عذرًا، هل تحاول مرة أخرى؟" })).toBeEnabled();
    const region = screen.getByRole("region", { name: "الإشعارات" });
    expect(within(region).getByRole("alert")).toHaveTextContent(
      "تعذّر الوصول إلى خادمنا. تحقّق من اتصالك وحاول مرة أخرى.",
    );
    // The reading end of an Arabic page is its left.
    expect(region).toHaveAttribute("data-position", "bottom-left");
    expect(region).toHaveAttribute("dir", "rtl");
    const post = api.calls().find((request) => request.method === "POST");
    expect(post?.headers["Accept-Language"]).toBe("ar");
    // A local number is read in the chosen country's plan, as on the server.
    expect(post?.body).toMatchObject({ phone: "050 123 4567", country: "AE" });
    expect(field("الاسم الأول")).toHaveValue("ليلى");
  });

  it("puts English toasts at the bottom right", async () => {
    await showContact();
    expect(toasts()).toHaveAttribute("data-position", "bottom-right");
    expect(toasts()).toHaveAttribute("dir", "ltr");
  });

  it("says the server is unreachable when the validation cannot load (offline)", async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    const root = await serverMarkup(<ContactForm />, "contact-form", { originalPath: "/contact/" });
    withClassNames(root);
    await jest.isolateModulesAsync(async () => {
      // A fresh island whose validation chunk cannot be fetched.
      jest.doMock("../../src/islands/forms/contact-validation", () => {
        throw new TypeError("Failed to fetch dynamically imported module");
      });
      (await import("../../src/islands/contact-form")).mount(root);
    });
    await user.selectOptions(field("Continent"), "AS");
    // Without the country table the list stays closed.
    expect(field("Country")).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("button", { name: "Try again?" })).toBeEnabled();
    expect(
      within(screen.getByRole("region", { name: "Notifications" })).getByRole("alert"),
    ).toHaveTextContent("We couldn't reach our server. Check your connection and try again.");
    expect(api.calls()).toEqual([]);
  });

  it("mounts once however often it is asked", async () => {
    const user = userEvent.setup();
    const { root, api } = await showContact();
    mount(root);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expectPrompts({ "First name": ENGLISH_PROMPTS["First name"] ?? "" });
    expect(root.querySelectorAll(".error")).toHaveLength(9);
    expect(api.calls()).toEqual([]);
  });
});
