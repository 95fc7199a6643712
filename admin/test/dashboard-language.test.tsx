import { screen, waitFor, within } from "@testing-library/react";
import { error, ok } from "@leca/shared/testing";
import { renderApp } from "./render-app";

const profile = (language: "en" | "ar" | "ru" | null) =>
  ok({ username: "admin", role: "admin", language });

describe("the dashboard in the admin's language", () => {
  it("switches to Arabic from the sidebar: mirrored, remembered here and saved for the account", async () => {
    const { user, server } = renderApp("/dashboard", {
      "GET /session/": profile(null),
      "PUT /session/language/": ok({ ok: true }),
    });
    const nav = await screen.findByRole("navigation", { name: "Dashboard" });
    await user.selectOptions(within(nav).getByLabelText("Dashboard language"), "ar");

    const arabicNav = await screen.findByRole("navigation", { name: "لوحة التحكم" });
    expect(within(arabicNav).getByRole("link", { name: "نظرة عامة" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(within(arabicNav).getByRole("button", { name: "تسجيل الخروج" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(window.localStorage.getItem("leca.dashboard.language")).toBe("ar");
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === "/session/language/")).toEqual([
        expect.objectContaining({ method: "PUT", body: { language: "ar" } }),
      ]),
    );
    // The API is asked in the same language, so its messages come back in Arabic.
    const lastRequest = server.requests.at(-1)!;
    expect(lastRequest.headers["Accept-Language"] ?? lastRequest.headers["accept-language"]).toBe(
      "ar",
    );
  });

  it("follows the language the admin chose on another device, once signed in", async () => {
    renderApp("/dashboard", { "GET /session/": profile("ru") });
    const nav = await screen.findByRole("navigation", { name: "Панель управления" });
    expect(within(nav).getByRole("link", { name: "Рабочий стол" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(document.title).toMatch(/Панель управления$/);
  });

  it("keeps the choice in this browser when the account cannot save it, and says so", async () => {
    const { user } = renderApp("/dashboard", {
      "GET /session/": profile(null),
      "PUT /session/language/": error(503, "SERVICE_UNAVAILABLE", "Busy"),
    });
    const nav = await screen.findByRole("navigation", { name: "Dashboard" });
    await user.selectOptions(within(nav).getByLabelText("Dashboard language"), "ru");
    expect(
      await screen.findByText(
        "Не удалось сохранить язык в вашей учётной записи; этот браузер его запомнил.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Панель управления" })).toBeInTheDocument();
    expect(window.localStorage.getItem("leca.dashboard.language")).toBe("ru");
  });
});
