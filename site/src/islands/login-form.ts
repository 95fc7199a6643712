// The login form (spec section 6) on the server-rendered markup of components/login/LoginForm.tsx:
// both fields required, the server's messages on their fields or above the form, and on success
// a full page load of the dashboard (of the page asked for, when the dashboard sent the admin
// here with one). Loaded at the first touch of the form ("interaction").
import { dashboardReturnPath, RETURN_PARAM } from "@leca/shared/return-path";
import { callApi } from "./forms/call-api";
import { fieldOf, focusFirst, showServerErrors, submitButton, valueOf } from "./forms/fields";
import type { Field } from "./forms/fields";
import type { LoginMessages } from "../contracts/login";
import { readMessages } from "./messages";
import { prepareToasts, toast } from "./toasts";

/** The dashboard is a separate app: a full page load. */
export const DASHBOARD_URL = "/dashboard/";

/**
 * Where a sign-in lands: the dashboard page the admin had asked for when the dashboard sent them
 * here (`?next=/dashboard/inbox?status=new`), if it is one of this site's dashboard pages, or else
 * the Desk (shared/src/return-path.ts: no open redirect).
 */
export function landingAfterSignIn(): string {
  const next = new URLSearchParams(window.location.search).get(RETURN_PARAM);
  return dashboardReturnPath(next, window.location.origin) ?? DASHBOARD_URL;
}

// Answers about the account itself (the spec's general error, a lockout) go in the alert above
// the form, next to any field message; anything else (network, rate limit, server trouble) is
// a passing problem and goes in a toast.
const ACCOUNT_CODES = new Set(["LOGIN_FAILED", "ACCOUNT_LOCKED"]);

const FIELDS = ["username", "password", "code"] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * The two steps: the password, then (for an account with two-factor sign-in, when the API
 * answers TWO_FACTOR_REQUIRED) the authenticator's code, which POST /api/login/2fa/ checks
 * against the password step's short-lived challenge cookie.
 */
type Step = "password" | "code";
const STEP_FIELDS: Record<Step, FieldName[]> = {
  password: ["username", "password"],
  code: ["code"],
};

const mounted = new WeakSet<HTMLElement>();

export function mount(root: HTMLElement): void {
  if (mounted.has(root) || !(root instanceof HTMLFormElement)) return;
  mounted.add(root);
  const form = root;
  const messages = readMessages<LoginMessages>(form);
  prepareToasts(messages.notifications);
  const fields = Object.fromEntries(
    FIELDS.map((name) => [name, fieldOf(form, name, messages.classes)]),
  ) as Record<FieldName, Field>;
  const setButton = submitButton(form, messages.classes);

  const check = (name: FieldName): string | undefined => {
    const value = valueOf(form, name);
    if (name === "username") {
      return value.trim() === "" ? messages.errors["login.usernameRequired"] : undefined;
    }
    if (name === "code") {
      return value.trim() === "" ? messages.errors["login.codeRequired"] : undefined;
    }
    return value === "" ? messages.errors["login.passwordRequired"] : undefined;
  };

  let step: Step = "password";
  const label = () => (step === "code" ? messages.codeSubmit : messages.submit);
  const showStep = (next: Step) => {
    step = next;
    for (const section of form.querySelectorAll<HTMLElement>("[data-login-step]")) {
      section.hidden = section.dataset.loginStep !== next;
    }
    setButton(label().idle, false);
    const first = STEP_FIELDS[next][0];
    if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  // As react-hook-form's onSubmit mode: fields are checked on sending; after that, each change
  // re-checks the field changed.
  let submitted = false;
  const recheck = (event: Event) => {
    const name = (event.target as HTMLInputElement).name as FieldName;
    if (submitted && STEP_FIELDS[step].includes(name)) fields[name].setError(check(name));
  };
  form.addEventListener("input", recheck);
  form.addEventListener("change", recheck);

  /** FormAlert.tsx: a form-wide error above the fields, announced as soon as it appears. */
  let alert: HTMLElement | null = null;
  const setAlert = (message: string | null) => {
    alert?.remove();
    alert = null;
    if (message === null) return;
    alert = form.ownerDocument.createElement("div");
    alert.setAttribute("role", "alert");
    alert.className = messages.classes.alert;
    alert.textContent = message;
    form.prepend(alert);
  };

  // Busy while sending, and after success too: the button keeps saying "Logging you in..."
  // while the dashboard loads.
  let busy = false;
  const setBusy = (next: boolean) => {
    busy = next;
    setButton(next ? label().sending : label().idle, next);
  };

  const send = async () => {
    setAlert(null);
    const outcome = await callApi((api) =>
      step === "code"
        ? api.loginCode(valueOf(form, "code").trim())
        : api.login({ username: valueOf(form, "username"), password: valueOf(form, "password") }),
    );
    if (outcome.ok) {
      window.location.assign(landingAfterSignIn());
      return;
    }
    setBusy(false);
    const { failure } = outcome;
    if (failure.code === "TWO_FACTOR_REQUIRED") {
      // The password was right: the code comes next. Focus moves to its field, whose label and
      // hint say what to enter (an error-styled alert would read as a failure).
      showStep("code");
      return;
    }
    if (step === "code" && failure.code === "UNAUTHORIZED") {
      // The code step timed out: back to the password, with the server's words for why.
      showStep("password");
      setAlert(failure.message);
      return;
    }
    showServerErrors(fields, STEP_FIELDS[step], failure.fieldErrors);
    if (ACCOUNT_CODES.has(failure.code)) setAlert(failure.message);
    else toast.error(failure.status === 0 ? messages.unreachable : failure.message);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    submitted = true;
    const errors = STEP_FIELDS[step].map((name) => [name, check(name)] as const);
    errors.forEach(([name, error]) => fields[name].setError(error));
    const invalid = errors.filter(([, error]) => error !== undefined).map(([name]) => name);
    if (invalid.length > 0) {
      focusFirst(fields, invalid);
      return;
    }
    setBusy(true);
    void send();
  });
}
