import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PageProps } from "gatsby";
import LoginPage from "../src/pages/login";
import type { PageData } from "../src/components/seo/PageHead";
import { loadToasts } from "../src/lib/toasts";
import { error, fakeApi, type Handler } from "./support/fake-api";
import { recordNavigations } from "./support/location";
import { renderPage } from "./support/render";

const pageProps = { location: { state: null } } as unknown as PageProps<PageData>;

const assign = recordNavigations("/login/");

afterEach(async () => {
  // Sonner keeps its toasts between renders: each test starts without any.
  (await loadToasts()).toast.dismiss();
});

function renderLogin(handler: Handler = () => undefined, language = "en") {
  const api = fakeApi(handler);
  renderPage(<LoginPage {...pageProps} />, { language, originalPath: "/login/" });
  return api;
}

const loginReply =
  (reply: ReturnType<typeof error> | { status: number; body: unknown }): Handler =>
  ({ method, url }) =>
    method === "POST" && url === "/login/" ? reply : undefined;

async function logIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(screen.getByLabelText("Username"), username);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log me in" }));
}

const fieldError = (field: "username" | "password", message: string) =>
  error(401, "LOGIN_FAILED", "We looked everywhere but couldn't find that account.", {
    fieldErrors: { [field]: { code: `login.${field}`, message } },
  });

describe("Login page", () => {
  it("asks for both fields before calling the API", async () => {
    const user = userEvent.setup();
    const api = renderLogin();
    await user.click(screen.getByRole("button", { name: "Log me in" }));
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Who are you again?");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "Don't forget your password!",
    );
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Username")).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
    expect(api.calls()).toEqual([]);
  });

  it("says so under the username when the server does not know the name, with the general error", async () => {
    const user = userEvent.setup();
    renderLogin(loginReply(fieldError("username", "Nope, don't know that name")));
    await logIn(user, "nobody", "correct horse battery staple");
    const username = screen.getByLabelText("Username");
    await waitFor(() => expect(username).toHaveAccessibleDescription("Nope, don't know that name"));
    expect(username).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "We looked everywhere but couldn't find that account.",
    );
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
    expect(assign).not.toHaveBeenCalled();
  });

  it("says so under the password when it is wrong", async () => {
    const user = userEvent.setup();
    renderLogin(loginReply(fieldError("password", "Password's playing hard to get.")));
    await logIn(user, "admin", "not the password");
    await waitFor(() =>
      expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
        "Password's playing hard to get.",
      ),
    );
    expect(screen.getByRole("button", { name: "Log me in" })).toBeEnabled();
  });

  it("shows the general error in an alert above the form", async () => {
    const user = userEvent.setup();
    renderLogin(
      loginReply(
        error(401, "LOGIN_FAILED", "We looked everywhere but couldn't find that account."),
      ),
    );
    await logIn(user, "admin", "correct horse battery staple");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We looked everywhere but couldn't find that account.",
    );
  });

  it("shows a locked account in the alert, and passing trouble in a toast", async () => {
    const user = userEvent.setup();
    const locked = "Too many tries. This account is locked for 15 minutes.";
    renderLogin(loginReply(error(429, "ACCOUNT_LOCKED", locked)));
    await logIn(user, "admin", "correct horse battery staple");
    expect(await screen.findByRole("alert")).toHaveTextContent(locked);

    fakeApi(loginReply({ status: 0, body: undefined }));
    await user.click(screen.getByRole("button", { name: "Log me in" }));
    expect(
      await screen.findByText("We couldn't reach our server. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says Logging you in... while it waits, then goes to the dashboard", async () => {
    const user = userEvent.setup();
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const api = renderLogin(({ method, url }) =>
      method === "POST" && url === "/login/"
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    await logIn(user, "admin", "correct horse battery staple");
    const button = await screen.findByRole("button", { name: "Logging you in..." });
    expect(button).toBeDisabled();
    answer({
      status: 200,
      body: {
        user: { username: "admin", role: "admin" },
        accessExpiresAt: "2025-06-01T12:00:00.000Z",
      },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/dashboard/"));
    expect(api.calls().find((request) => request.url === "/login/")?.body).toEqual({
      username: "admin",
      password: "correct horse battery staple",
    });
    expect(screen.getByRole("button", { name: "Logging you in..." })).toBeDisabled();
  });

  it("speaks Arabic on the Arabic page", async () => {
    const user = userEvent.setup();
    renderLogin(undefined, "ar");
    await user.click(screen.getByRole("button", { name: "سجّل دخولي" }));
    expect(screen.getByLabelText("اسم المستخدم")).toHaveAccessibleDescription("عذرًا، من أنت؟");
    expect(screen.getByLabelText("كلمة المرور")).toHaveAccessibleDescription("لا تنسَ كلمة المرور!");
  });
});
