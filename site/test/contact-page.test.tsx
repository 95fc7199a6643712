import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PageProps } from "gatsby";
import ContactPage from "../src/pages/contact";
import type { PageData } from "../src/components/seo/PageHead";
import { loadToasts } from "../src/lib/toasts";
import { error, fakeApi, type Handler } from "./support/fake-api";
import { renderPage } from "./support/render";

const pageProps = { location: { state: null } } as unknown as PageProps<PageData>;

function renderContact(handler: Handler = () => undefined, language = "en") {
  window.history.replaceState(null, "", language === "en" ? "/contact/" : `/${language}/contact/`);
  const api = fakeApi(handler);
  renderPage(<ContactPage {...pageProps} />, { language, originalPath: "/contact/" });
  return api;
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

async function expectPrompts(prompts: Record<string, string>) {
  for (const [label, prompt] of Object.entries(prompts)) {
    await waitFor(() =>
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(prompt)),
    );
    expect(field(label)).toHaveAttribute("aria-invalid", "true");
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

const contactPost: Handler = ({ method, url }) =>
  method === "POST" && url === "/contact/" ? { status: 201, body: { ok: true } } : undefined;

afterEach(async () => {
  jest.useRealTimers();
  // Sonner keeps its toasts between renders: each test starts without any.
  (await loadToasts()).toast.dismiss();
});

describe("Contact page", () => {
  it("shows the spec's prompts under their fields on an empty submit, and sends nothing", async () => {
    const user = userEvent.setup();
    const api = renderContact();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expectPrompts(ENGLISH_PROMPTS);
    expect(field("First name")).toHaveFocus();
    expect(api.calls()).toEqual([]);
  });

  it("gives browsers the right autofill hints and hides the bot trap from people", () => {
    renderContact();
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

  it("shows the Arabic prompts on an Arabic page", async () => {
    const user = userEvent.setup();
    renderContact(undefined, "ar");
    await user.click(screen.getByRole("button", { name: "إرسال" }));
    await expectPrompts(ARABIC_PROMPTS);
  });

  it("enables the country list once a continent is chosen, in the page's language and order", async () => {
    const user = userEvent.setup();
    renderContact(undefined, "ar");
    const country = field("الدولة");
    expect(country).toBeDisabled();
    await user.selectOptions(field("القارة"), "آسيا");
    await waitFor(() => expect(country).toBeEnabled());
    const names = within(country)
      .getAllByRole("option")
      .slice(1)
      .map((option) => option.textContent ?? "");
    expect(names).toContain("الإمارات العربية المتحدة");
    expect(names).toContain("المملكة العربية السعودية");
    expect(names).not.toContain("United Arab Emirates");
    expect(names).toEqual([...names].sort(new Intl.Collator("ar").compare));
    await user.selectOptions(country, "الإمارات العربية المتحدة");
    expect(country).toHaveValue("AE");
    // Another continent clears a country that is not on it.
    await user.selectOptions(field("القارة"), "أوروبا");
    expect(country).toHaveValue("");
  });

  it("posts the exact body, resets the form and says All done!, then offers Send again", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = renderContact(contactPost);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("button", { name: "All done!" });
    expect(api.calls()).toEqual([expect.objectContaining({ method: "POST", url: "/contact/" })]);
    expect(api.calls()[0]?.body).toEqual(VALID_BODY);
    expect(api.calls()[0]?.headers["Accept-Language"]).toBe("en");
    expect(field("First name")).toHaveValue("");
    expect(field("Continent")).toHaveValue("");
    expect(field("Country")).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Email" })).toBeChecked();
    expect(
      await screen.findByText("Thank you! We have your message and will get back to you soon."),
    ).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("puts the server's field errors on their fields and offers to try again", async () => {
    const user = userEvent.setup();
    renderContact(({ method, url }) =>
      method === "POST" && url === "/contact/"
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
    expect(field("Postal code")).toHaveFocus();
    expect(field("Email")).toHaveAccessibleDescription("This mailbox does not accept mail.");
    expect(field("City")).not.toHaveAttribute("aria-invalid");
    // What the visitor typed stays, ready to be corrected.
    expect(field("First name")).toHaveValue("Layla");
    expect(await screen.findByText("Some fields need another look.")).toBeInTheDocument();
  });

  it("shows Try again? and the server's message when it refuses (rate limit)", async () => {
    const user = userEvent.setup();
    const message = "Too many requests. Please try again in 600 seconds.";
    renderContact(({ method }) =>
      method === "POST" ? error(429, "RATE_LIMITED", message) : undefined,
    );
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("button", { name: "Try again?" })).toBeEnabled();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("apologises in Arabic when the server cannot be reached", async () => {
    const user = userEvent.setup();
    const api = renderContact(
      ({ method }) => (method === "POST" ? { status: 0 } : undefined),
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
    expect(
      await screen.findByText("تعذّر الوصول إلى خادمنا. تحقّق من اتصالك وحاول مرة أخرى."),
    ).toBeInTheDocument();
    const post = api.calls().find((request) => request.method === "POST");
    expect(post?.headers["Accept-Language"]).toBe("ar");
    // A local number is read in the chosen country's plan, as on the server.
    expect(post?.body).toMatchObject({ phone: "050 123 4567", country: "AE" });
    expect(field("الاسم الأول")).toHaveValue("ليلى");
  });
});
