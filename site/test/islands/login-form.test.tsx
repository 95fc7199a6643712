import { screen, waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "../../src/components/login/LoginForm";
import { mount } from "../../src/islands/login-form";
import { error, fakeApi, type Handler } from "../support/fake-api";
import { recordNavigations } from "../support/location";
import { serverMarkup } from "./server-markup";

const assign = recordNavigations("/login/");

/** The login form as the build writes it (no React in the page), its island mounted. */
async function showLogin(handler: Handler = () => undefined, language = "en") {
  const api = fakeApi(handler);
  const root = await serverMarkup(<LoginForm />, "login-form", {
    language,
    originalPath: "/login/",
  });
  withClassNames(root);
  mount(root);
  return { api, form: root };
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

const loginReply =
  (reply: ReturnType<typeof error> | { status: number; body?: unknown }): Handler =>
  ({ method, url }) =>
    method === "POST" && url === "/login/" ? reply : undefined;

async function logIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(screen.getByLabelText("Username"), username);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log me in" }));
}

const GENERAL = "We looked everywhere but couldn't find that account.";

const fieldError = (field: "username" | "password", message: string) =>
  error(401, "LOGIN_FAILED", GENERAL, {
    fieldErrors: { [field]: { code: `login.${field}`, message } },
  });

/** The toasts' region, outside the form. */
const toasts = (name = "Notifications") => screen.getByRole("region", { name });

afterEach(() => {
  document.body.innerHTML = "";
});

describe("login form island", () => {
  it("asks for both fields before calling the API, and focuses the first", async () => {
    const user = userEvent.setup();
    const { api, form } = await showLogin();
    expect(form).toHaveAttribute("data-island-load", "interaction");
    await user.click(screen.getByRole("button", { name: "Log me in" }));
    const username = screen.getByLabelText("Username");
    const password = screen.getByLabelText("Password");
    expect(username).toHaveAccessibleDescription("Who are you again?");
    expect(password).toHaveAccessibleDescription("Don't forget your password!");
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveClass("invalid");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute("autocomplete", "username");
    expect(password).toHaveAttribute("autocomplete", "current-password");
    expect(api.calls()).toEqual([]);
  });

  it("takes spaces for no username, and clears a prompt as the field is filled in", async () => {
    const user = userEvent.setup();
    const { api } = await showLogin();
    await user.type(screen.getByLabelText("Username"), "   ");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Log me in" }));
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Who are you again?");
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
    await user.type(screen.getByLabelText("Username"), "admin");
    expect(screen.getByLabelText("Username")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Username")).not.toHaveAccessibleDescription();
    expect(api.calls()).toEqual([]);
  });

  it("says so under the username when the server does not know the name, with the general error above the form", async () => {
    const user = userEvent.setup();
    const { form } = await showLogin(
      loginReply(fieldError("username", "Nope, don't know that name")),
    );
    await logIn(user, "nobody", "correct horse battery staple");
    const username = screen.getByLabelText("Username");
    await waitFor(() => expect(username).toHaveAccessibleDescription("Nope, don't know that name"));
    expect(username).toHaveFocus();
    const alert = within(form).getByRole("alert");
    expect(alert).toHaveTextContent(GENERAL);
    // FormAlert's markup: the first thing in the form, in the alert style.
    expect(form.firstElementChild).toBe(alert);
    expect(alert).toHaveClass("alert");
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Log me in" })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the general error in an alert above the form", async () => {
    const user = userEvent.setup();
    const { form } = await showLogin(loginReply(error(401, "LOGIN_FAILED", GENERAL)));
    await logIn(user, "admin", "correct horse battery staple");
    expect(await within(form).findByRole("alert")).toHaveTextContent(GENERAL);
  });

  it("says so under the password when it is wrong", async () => {
    const user = userEvent.setup();
    await showLogin(loginReply(fieldError("password", "Password's playing hard to get.")));
    await logIn(user, "admin", "not the password");
    await waitFor(() =>
      expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
        "Password's playing hard to get.",
      ),
    );
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(screen.getByRole("button", { name: "Log me in" })).toBeEnabled();
  });

  it("shows a locked account in the alert, and passing trouble in a toast", async () => {
    const user = userEvent.setup();
    const locked = "Too many tries. This account is locked for 15 minutes.";
    const { form } = await showLogin(loginReply(error(429, "ACCOUNT_LOCKED", locked)));
    await logIn(user, "admin", "correct horse battery staple");
    expect(await within(form).findByRole("alert")).toHaveTextContent(locked);

    fakeApi(loginReply({ status: 0 }));
    await user.click(screen.getByRole("button", { name: "Log me in" }));
    expect(await within(toasts()).findByRole("alert")).toHaveTextContent(
      "We couldn't reach our server. Check your connection and try again.",
    );
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();

    const busy = "Too many requests. Please try again in 60 seconds.";
    fakeApi(loginReply(error(429, "RATE_LIMITED", busy)));
    await user.click(screen.getByRole("button", { name: "Log me in" }));
    expect(await within(toasts()).findByText(busy)).toBeInTheDocument();
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says Logging you in... while it waits, then goes to the dashboard, still loading", async () => {
    const user = userEvent.setup();
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { api } = await showLogin(({ method, url }) =>
      method === "POST" && url === "/login/"
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    await logIn(user, "admin", "correct horse battery staple");
    const button = await screen.findByRole("button", { name: "Logging you in..." });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button.querySelector(".spinner")).toHaveAttribute("aria-hidden", "true");
    await waitFor(() => expect(api.calls()).toHaveLength(1));
    answer({
      status: 200,
      body: {
        user: { username: "admin", role: "admin" },
        accessExpiresAt: "2025-06-01T12:00:00.000Z",
      },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/dashboard/"));
    expect(api.calls()[0]?.body).toEqual({
      username: "admin",
      password: "correct horse battery staple",
    });
    expect(screen.getByRole("button", { name: "Logging you in..." })).toBeDisabled();
  });

  const signedIn = {
    status: 200,
    body: {
      user: { username: "admin", role: "admin" },
      accessExpiresAt: "2025-06-01T12:00:00.000Z",
    },
  };

  it("lands on the dashboard page the admin had asked for", async () => {
    window.history.replaceState(null, "", "/login/?next=%2Fdashboard%2Finbox%3Fstatus%3Dnew");
    const user = userEvent.setup();
    await showLogin(loginReply(signedIn));
    await logIn(user, "admin", "correct horse battery staple");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/dashboard/inbox?status=new"));
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "https://evil.com/dashboard/",
    "javascript:alert(1)",
    "/login/",
  ])("lands on the Desk when the page to return to is %s", async (next) => {
    window.history.replaceState(null, "", `/login/?next=${encodeURIComponent(next)}`);
    const user = userEvent.setup();
    await showLogin(loginReply(signedIn));
    await logIn(user, "admin", "correct horse battery staple");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/dashboard/"));
  });

  it("speaks Arabic on the Arabic page, its toasts at the bottom left", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/ar/login/");
    await showLogin(loginReply({ status: 0 }), "ar");
    const logInAr = "سجّل دخولي";
    await user.click(screen.getByRole("button", { name: logInAr }));
    expect(screen.getByLabelText("اسم المستخدم")).toHaveAccessibleDescription("عذرًا، من أنت؟");
    expect(screen.getByLabelText("كلمة المرور")).toHaveAccessibleDescription("لا تنسَ كلمة المرور!");
    await user.type(screen.getByLabelText("اسم المستخدم"), "admin");
    await user.type(screen.getByLabelText("كلمة المرور"), "secret");
    await user.click(screen.getByRole("button", { name: logInAr }));
    const region = toasts("الإشعارات");
    expect(await within(region).findByRole("alert")).toHaveTextContent(
      "تعذّر الوصول إلى خادمنا. تحقّق من اتصالك وحاول مرة أخرى.",
    );
    expect(region).toHaveAttribute("data-position", "bottom-left");
  });
});

describe("login form island, two-factor sign-in", () => {
  const codeRequired = error(401, "TWO_FACTOR_REQUIRED", "Enter the six-digit code.");

  it("asks for the authenticator's code after the password, and signs in with it", async () => {
    const user = userEvent.setup();
    const { api } = await showLogin(({ method, url, body }) => {
      if (method === "POST" && url === "/login/") return codeRequired;
      if (method === "POST" && url === "/login/2fa/") {
        return (body as { code: string }).code === "123456"
          ? { status: 200, body: { user: { username: "admin", role: "admin" } } }
          : error(401, "LOGIN_FAILED", "That code didn't work.", {
              fieldErrors: { code: { code: "login.codeWrong", message: "That code didn't work." } },
            });
      }
      return undefined;
    });
    const code = screen.getByLabelText("Code from your authenticator app");
    expect(code).not.toBeVisible();
    await logIn(user, "admin", "secret");

    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toBeVisible();
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAccessibleDescription("Six digits, or one of your recovery codes.");
    expect(screen.getByLabelText("Password")).not.toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    // Empty: the prompt, and no call.
    await user.click(screen.getByRole("button", { name: "Check the code" }));
    expect(code).toHaveAccessibleDescription(
      /Enter the six-digit code from your authenticator app/,
    );
    // Wrong: the server's words on the field.
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Check the code" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code didn't work\./));
    await user.clear(code);
    await user.type(code, " 123456 ");
    await user.click(screen.getByRole("button", { name: "Check the code" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/dashboard/"));
    expect(
      api
        .calls()
        .filter((call) => call.url === "/login/2fa/")
        .map((call) => call.body),
    ).toEqual([{ code: "000000" }, { code: "123456" }]);
  });

  it("goes back to the password when the code step timed out", async () => {
    const user = userEvent.setup();
    await showLogin(({ method, url }) => {
      if (method === "POST" && url === "/login/") return codeRequired;
      if (url === "/login/2fa/") {
        return error(
          401,
          "UNAUTHORIZED",
          "Too much time passed before the code was entered. Log in with your password again.",
        );
      }
      return undefined;
    });
    await logIn(user, "admin", "secret");
    const code = await screen.findByLabelText("Code from your authenticator app");
    await waitFor(() => expect(code).toBeVisible());
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Check the code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /Too much time passed before the code was entered/,
    );
    expect(screen.getByLabelText("Username")).toHaveFocus();
    expect(screen.getByRole("button", { name: "Log me in" })).toBeInTheDocument();
  });
});
