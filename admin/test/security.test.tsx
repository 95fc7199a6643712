import { screen, waitFor, within } from "@testing-library/react";
import { error, ok, type Recorded } from "@leca/shared/testing";
import { renderApp } from "./render-app";

const off = { enabled: false, required: false, recoveryCodesLeft: 0 };
const on = { enabled: true, required: false, recoveryCodesLeft: 10 };
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}k`);
const setup = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  uri: "otpauth://totp/LECA%20Gulf%20dashboard:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

describe("the Security screen", () => {
  it("sets up two-factor authentication: a QR code, the first code, then the recovery codes once", async () => {
    let status = off;
    const enables: Recorded[] = [];
    const { user } = renderApp("/dashboard/security", {
      "GET /auth/2fa/": () => ok(status),
      "POST /auth/2fa/setup/": ok(setup),
      "POST /auth/2fa/enable/": (request) => {
        enables.push(request);
        if ((request.body as { code: string }).code !== "123456") {
          return error(401, "LOGIN_FAILED", "That code didn't work.", {
            fieldErrors: { code: { code: "login.codeWrong", message: "That code didn't work." } },
          });
        }
        status = on;
        return ok({ recoveryCodes: CODES });
      },
    });
    await user.click(
      await screen.findByRole("button", { name: "Set up two-factor authentication" }),
    );
    const qr = await screen.findByRole("img", { name: "QR code for your authenticator app" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();

    const code = screen.getByLabelText("Code from your authenticator app");
    const password = screen.getByLabelText("Your password");
    const turnOn = screen.getByRole("button", { name: "Turn on two-factor authentication" });
    await user.click(turnOn);
    expect(code).toHaveAccessibleDescription(
      "Enter the six-digit code from your authenticator app.",
    );
    // The password is asked for again (issue 46): a stolen session alone changes nothing.
    expect(password).toHaveAccessibleDescription(
      "Asked again before any change to how you log in. Enter your password.",
    );
    expect(enables).toHaveLength(0);
    await user.type(password, "correct horse battery staple");
    await user.type(code, "000000");
    await user.click(turnOn);
    await waitFor(() => expect(code).toHaveAccessibleDescription("That code didn't work."));
    await user.clear(code);
    await user.type(code, "123456");
    // The password stays while only the code was wrong.
    await user.click(turnOn);
    await waitFor(() =>
      expect(enables.at(-1)?.body).toEqual({
        code: "123456",
        password: "correct horse battery staple",
      }),
    );

    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(screen.getByRole("link", { name: "Download as a text file" })).toHaveAttribute(
      "download",
      "leca-recovery-codes.txt",
    );
    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(screen.queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument();
    expect(await screen.findByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
  });

  it("turns it off with a code and the password, unless the site requires it", async () => {
    const disables: Recorded[] = [];
    const { user } = renderApp("/dashboard/security", {
      "GET /auth/2fa/": ok(on),
      "POST /auth/2fa/disable/": (request) => {
        disables.push(request);
        return ok({ ok: true });
      },
    });
    const section = (await screen.findByRole("heading", { name: "Turn it off" })).parentElement!;
    await user.type(within(section).getByLabelText("Code from your authenticator app"), "654321");
    await user.type(
      within(section).getByLabelText("Your password"),
      "correct horse battery staple",
    );
    await user.click(
      within(section).getByRole("button", { name: "Turn off two-factor authentication" }),
    );
    await waitFor(() =>
      expect(disables[0]?.body).toEqual({
        code: "654321",
        password: "correct horse battery staple",
      }),
    );
  });

  it("sends an admin without an authenticator there when the site requires one", async () => {
    renderApp("/dashboard/news", {
      "GET /auth/2fa/": ok({ ...off, required: true }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Security" })).toBeInTheDocument();
    expect(screen.getByText(/This site asks every admin to use it/)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Turn it off" })).not.toBeInTheDocument();
  });
});
