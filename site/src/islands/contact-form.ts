// The contact form (spec section 5) on the server-rendered markup of
// components/contact/ContactForm.tsx: continent then country, the API's own validation, the
// four-state button and the toasts. Loaded at the first touch of the form (data-island-load
// "interaction"); a form sent before then is held by the loader and sent again once this runs.
import type { ContactBody, ContinentCode, CountryCode, QuoteRequest } from "@leca/shared/contracts";
import type { ContactMessages, SendState } from "../contracts/contact";
import { CONTACT_FIELDS, HONEYPOT_FIELD } from "../contracts/contact-fields";
import { countryOptions } from "./forms/country-options";
import { isQuoteRequest } from "../lib/calculator/quote-link";
import { callApi, type ApiFailure } from "./forms/call-api";
import {
  fieldOf,
  focusFirst,
  pageOrder,
  showServerErrors,
  submitButton,
  valueOf,
} from "./forms/fields";
import type { Field } from "./forms/fields";
import { readMessages } from "./messages";
import { shapeText } from "./shell/prelayout";
import { prepareToasts, toast } from "./toasts";

type Validation = typeof import("./forms/contact-validation");

/** How long "All done!" stays before the button offers "Send" again. */
export const DONE_MS = 4000;

const FIELDS = CONTACT_FIELDS;
type FieldName = (typeof FIELDS)[number];

let pending: Promise<Validation> | undefined;

/**
 * zod and the continents' countries weigh more than the rest of the page together, so they
 * arrive in a chunk of their own once the visitor starts on the form.
 */
export function loadValidation(): Promise<Validation> {
  pending ??= import("./forms/contact-validation").catch((error: unknown) => {
    // Forget the failure so the next attempt (back online) loads it again.
    pending = undefined;
    throw error;
  });
  return pending;
}

const mounted = new WeakSet<HTMLElement>();

export function mount(root: HTMLElement): void {
  if (mounted.has(root) || !(root instanceof HTMLFormElement)) return;
  mounted.add(root);
  const form = root;
  const messages = readMessages<ContactMessages>(form);
  prepareToasts(messages.notifications);
  const fields = Object.fromEntries(
    FIELDS.map((name) => [name, fieldOf(form, name, messages.classes)]),
  ) as Record<FieldName, Field>;
  const setButton = submitButton(form, messages.classes);
  const continent = form.querySelector<HTMLSelectElement>('select[name="continent"]');
  const country = form.querySelector<HTMLSelectElement>('select[name="country"]');
  if (!continent || !country) throw new Error("the contact form has no continent or country");

  // Client messages are keys into errors.json (the API's schemas and the forms share them); an
  // unknown key falls back to a general "not valid" rather than showing the key.
  const errorText = (key: string) =>
    messages.errors[key] ?? messages.errors["validation.invalid"] ?? key;

  // --- Continent, then the countries on it (in the page's language); country waits for one.
  let geo: Validation | null = null;

  const renderCountries = () => {
    const chosen = continent.value as ContinentCode | "";
    const codes: readonly CountryCode[] = geo && chosen ? geo.countriesOf(chosen) : [];
    const keep = country.value;
    const placeholder = new Option(
      chosen ? messages.countryPlaceholder : messages.countryWaiting,
      "",
    );
    country.replaceChildren(
      placeholder,
      ...countryOptions(codes, pageLanguage()).map(({ value, label }) => new Option(label, value)),
    );
    country.disabled = codes.length === 0;
    country.value = codes.some((code) => code === keep) ? keep : "";
  };

  const loadCountries = () => {
    if (geo || !continent.value) return;
    loadValidation().then(
      (loaded) => {
        geo = loaded;
        renderCountries();
      },
      // Offline: the list stays closed; sending then says the server cannot be reached.
      () => undefined,
    );
  };

  continent.addEventListener("change", () => {
    const next = continent.value as ContinentCode | "";
    // A transcontinental country (Russia, Egypt...) stays chosen; any other is cleared.
    if (!(geo && next && geo.countriesOf(next).some((code) => code === country.value))) {
      country.value = "";
    }
    renderCountries();
    loadCountries();
  });

  // --- Validation, with the API's own schema.
  const valuesOf = () =>
    Object.fromEntries([...FIELDS, HONEYPOT_FIELD].map((name) => [name, valueOf(form, name)]));

  /** The schema's verdict: the body to send, or the first message key of each failing field. */
  const check = (validation: Validation): { body?: ContactBody; errors: Map<string, string> } => {
    const result = validation.contactFormSchema.safeParse(valuesOf());
    if (result.success) return { body: result.data, errors: new Map() };
    const errors = new Map<string, string>();
    for (const issue of result.error.issues) {
      const path = issue.path.join(".");
      if (path && !errors.has(path)) errors.set(path, issue.message);
    }
    return { errors };
  };

  const showErrors = (errors: Map<string, string>) => {
    FIELDS.forEach((name) => {
      const key = errors.get(name);
      fields[name].setError(key === undefined ? undefined : errorText(key));
    });
  };

  // As react-hook-form's onSubmit mode: nothing is checked while the visitor fills the form in;
  // once it has been sent, each change re-checks the field changed (until a successful send).
  let submitted = false;
  const recheck = (event: Event) => {
    const name = (event.target as HTMLInputElement).name as FieldName;
    if (!submitted || !FIELDS.includes(name)) return;
    loadValidation().then(
      (validation) => {
        const key = check(validation).errors.get(name);
        fields[name].setError(key === undefined ? undefined : errorText(key));
      },
      () => undefined,
    );
  };
  form.addEventListener("input", recheck);
  form.addEventListener("change", recheck);

  // The schema starts loading as soon as the visitor is in the form, and checks the form once
  // in the background: zod builds its parsers on their first run over such values, and the
  // prompts that check finds are laid out once, invisibly; the first Send would otherwise pay for
  // both before its prompts show (docs/benchmarks/2026-12-02-prelayout.md).
  const prepare = () => {
    loadValidation().then(
      (validation) =>
        setTimeout(() => {
          const { errors } = check(validation);
          shapeText(form, messages.classes.error, new Set([...errors.values()].map(errorText)));
        }),
      () => undefined,
    );
  };
  if (form.contains(form.ownerDocument.activeElement)) prepare();
  else form.addEventListener("focusin", prepare, { once: true });
  // A continent the browser kept (back to the page) opens its countries.
  loadCountries();

  // --- Sending: the four-state button, the server's messages, the toasts.
  let state: SendState = "idle";
  let doneTimer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;

  const setState = (next: SendState) => {
    state = next;
    clearTimeout(doneTimer);
    setButton(messages.submit[next], next === "sending");
    if (next === "done") doneTimer = setTimeout(() => setState("idle"), DONE_MS);
  };

  const send = async (body: ContactBody) => {
    setState("sending");
    const extra = requestContext(form);
    const outcome = await callApi((api) => api.contact.send({ ...body, ...extra }));
    if (outcome.ok) {
      form.reset();
      showErrors(new Map());
      submitted = false;
      renderCountries();
      setState("done");
      toast.success(messages.toast.sent);
      return;
    }
    const { failure } = outcome;
    showServerErrors(fields, FIELDS, failure.fieldErrors);
    // The phone's full check is the server's alone (contactFormSchema): its verdict shows as the
    // browser's own prompts do, the button back to Send and no toast.
    if (onlyPhoneRefused(failure)) {
      setState("idle");
      return;
    }
    setState("failed");
    toast.error(failure.status === 0 ? messages.toast.unreachable : failure.message);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy || state === "sending") return;
    busy = true;
    void submit().finally(() => {
      busy = false;
    });
  });

  const submit = async () => {
    let validation: Validation;
    try {
      validation = await loadValidation();
    } catch {
      // No schema (offline): the form says so as a failed send does.
      submitted = true;
      showErrors(new Map());
      setState("failed");
      toast.error(messages.toast.unreachable);
      return;
    }
    submitted = true;
    const { body, errors } = check(validation);
    showErrors(errors);
    if (body) await send(body);
    else focusFirst(fields, pageOrder(form, errors.keys()));
  };
}

const onlyPhoneRefused = ({ status, fieldErrors }: ApiFailure) =>
  status === 400 && Object.keys(fieldErrors).join() === "phone";

const pageLanguage = () => document.documentElement.lang || "en";

const SITE_PATH = /^\/[A-Za-z0-9/_-]{0,199}$/;

/**
 * What the form sends beside the spec's fields (issue 21): the calculator's request the quote
 * summary put in the hidden `quote` field, and `source`, the site page the visitor came from: the
 * one the summary names, else the page that linked here (the contact page itself, reloaded, is
 * not a source).
 */
export function requestContext(form: HTMLFormElement): { quote?: QuoteRequest; source?: string } {
  const context: { quote?: QuoteRequest; source?: string } = {};
  const hidden = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
  if (hidden("quote")) {
    try {
      const quote: unknown = JSON.parse(hidden("quote"));
      if (isQuoteRequest(quote)) context.quote = quote;
    } catch {
      // Not a request (the field was tampered with): the message goes without one.
    }
  }
  let source = hidden("source");
  if (!source && document.referrer) {
    const from = new URL(document.referrer);
    if (from.origin === window.location.origin && from.pathname !== window.location.pathname) {
      source = from.pathname;
    }
  }
  if (SITE_PATH.test(source)) context.source = source;
  return context;
}
