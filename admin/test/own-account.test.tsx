import { screen, waitFor, within } from "@testing-library/react";
import { error, ok, type Recorded } from "@leca/shared/testing";
import { renderApp } from "./render-app";

// Issue 46, finding 4: on the Security screen an admin changes their own password and sees and
// ends their own sessions, in every dashboard language.

const on = { enabled: true, required: false, recoveryCodesLeft: 10 };
const SESSIONS = [
  {
    id: "this-one",
    createdAt: "2026-11-30T08:00:00.000Z",
    lastUsedAt: "2026-12-01T09:30:00.000Z",
    browser: "Firefox",
    os: "Linux",
    address: "203.0.113.0/24",
    current: true,
  },
  {
    id: "the-phone",
    createdAt: "2026-11-28T18:00:00.000Z",
    lastUsedAt: "2026-11-29T07:15:00.000Z",
    browser: "Safari",
    os: "iOS",
    address: "198.51.100.0/24",
    current: false,
  },
];

describe("the admin's own account on the Security screen", () => {
  it("lists the sessions, this device marked, and ends one or all the others", async () => {
    const writes: Recorded[] = [];
    let sessions = SESSIONS;
    const { user } = renderApp("/dashboard/security", {
      "GET /auth/2fa/": ok(on),
      "GET /session/sessions/": () => ok({ sessions }),
      "DELETE /session/sessions/the-phone/": (request) => {
        writes.push(request);
        sessions = SESSIONS.slice(0, 1);
        return ok({ ok: true });
      },
      "POST /session/sessions/end-others/": (request) => {
        writes.push(request);
        return ok({ ended: 0 });
      },
    });
    const list = await screen.findByRole("list", { name: "Your sessions" });
    const [mine, phone] = within(list).getAllByRole("listitem");
    expect(mine).toHaveTextContent("Firefox on Linux");
    expect(within(mine!).getByText("This device")).toBeInTheDocument();
    expect(mine).toHaveTextContent("203.0.113.0/24");
    expect(within(mine!).queryByRole("button")).not.toBeInTheDocument();
    expect(phone).toHaveTextContent("Safari on iOS");
    await user.click(within(phone!).getByRole("button", { name: "Log out Safari on iOS" }));
    await waitFor(() => expect(writes[0]).toMatchObject({ method: "DELETE" }));
    expect(await screen.findByText("You are logged in on this device only.")).toBeInTheDocument();
  });

  it("signs out everywhere else", async () => {
    const writes: Recorded[] = [];
    const { user } = renderApp("/dashboard/security", {
      "GET /auth/2fa/": ok(on),
      "GET /session/sessions/": ok({ sessions: SESSIONS }),
      "POST /session/sessions/end-others/": (request) => {
        writes.push(request);
        return ok({ ended: 1 });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Log out everywhere else" }));
    expect(await screen.findByText("Logged out of 1 other session.")).toBeInTheDocument();
    expect(writes).toHaveLength(1);
  });

  it("changes the password: the current one, the rule, the same new one twice", async () => {
    const changes: Recorded[] = [];
    const { user } = renderApp("/dashboard/security", {
      "GET /auth/2fa/": ok(on),
      "POST /session/password/": (request) => {
        changes.push(request);
        if ((request.body as { currentPassword: string }).currentPassword !== "the old one!") {
          return error(401, "LOGIN_FAILED", "Password's playing hard to get.", {
            fieldErrors: {
              currentPassword: {
                code: "login.passwordWrong",
                message: "Password's playing hard to get.",
              },
            },
          });
        }
        return ok({ ok: true });
      },
    });
    const current = await screen.findByLabelText("Current password");
    const next = screen.getByLabelText("New password");
    const repeat = screen.getByLabelText("New password again");
    const submit = screen.getByRole("button", { name: "Change the password" });
    await user.type(next, "short");
    await user.type(repeat, "other");
    await user.click(submit);
    expect(current).toHaveAccessibleDescription("Enter your current password.");
    expect(next).toHaveAccessibleDescription(
      "12 to 256 characters. The new password must be 12 to 256 characters long.",
    );
    expect(repeat).toHaveAccessibleDescription("The two new passwords are not the same.");
    expect(changes).toHaveLength(0);

    await user.clear(next);
    await user.clear(repeat);
    await user.type(current, "a wrong guess");
    await user.type(next, "a brand new passphrase");
    await user.type(repeat, "a brand new passphrase");
    await user.click(submit);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription("Password's playing hard to get."),
    );
    await user.clear(current);
    await user.type(current, "the old one!");
    await user.click(submit);
    expect(
      await screen.findByText("Password changed. You have been logged out on your other devices."),
    ).toBeInTheDocument();
    expect(changes.at(-1)?.body).toEqual({
      currentPassword: "the old one!",
      newPassword: "a brand new passphrase",
    });
  });

  it("speaks Arabic, right to left, and Russian", async () => {
    for (const [language, device, label] of [
      ["ar", "Safari على iOS", "كلمة المرور الحالية"],
      ["ru", "Safari на iOS", "Текущий пароль"],
    ] as const) {
      const view = renderApp("/dashboard/security", {
        "GET /auth/2fa/": ok(on),
        "GET /session/": ok({ username: "admin", role: "admin", language }),
        "GET /session/sessions/": ok({ sessions: SESSIONS }),
      });
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
      expect(await screen.findByText(device)).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      view.unmount();
    }
  });
});
