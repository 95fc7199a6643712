import { screen, waitFor, within } from "@testing-library/react";
import { ok } from "@leca/shared/testing";
import type { BackupStatus } from "@leca/shared/contracts";
import { renderApp } from "./render-app";

const DAY = 86_400_000;
const profile = (language: "en" | "ar" | "ru") =>
  ok({ username: "admin", role: "admin", language });

const status = (over: Partial<BackupStatus>): BackupStatus => ({
  scheduled: true,
  everyMs: DAY,
  keep: 14,
  last: {
    at: "2026-11-30T03:00:00.000Z",
    ok: true,
    file: "leca-backup-20261130-030000Z.tar.gz",
    bytes: 5 * 1024 * 1024,
    error: null,
  },
  lastSuccessAt: "2026-11-30T03:00:00.000Z",
  warning: null,
  ...over,
});

async function backupCard(answer: BackupStatus, language: "en" | "ar" | "ru" = "en") {
  renderApp("/dashboard", {
    "GET /backups/status": ok(answer),
    "GET /session/": profile(language),
  });
  const title = { en: "Backups", ar: "النسخ الاحتياطية", ru: "Резервные копии" }[language];
  return screen.findByRole("region", { name: title });
}

/** The card's warning, once loaded: an alert (an error) or a polite status (a warning). */
async function warningIn(card: HTMLElement, role: "status" | "alert" = "status") {
  await waitFor(() => expect(within(card).queryByText("Loading…")).not.toBeInTheDocument());
  return within(card).getByRole(role);
}

// The desk's backup card (issue 52): when the last scheduled backup was made, and a warning
// when it failed, is older than two intervals, none was made yet, or none are scheduled.
describe("the desk's backup card", () => {
  it("says when the last backup was made, how big, and how often, without a warning", async () => {
    const card = await backupCard(status({}));
    expect(
      await within(card).findByText(/^Last backup: 30 Nov 2026, .* \(5 MB\)\.$/),
    ).toBeVisible();
    expect(within(card).getByText("Every 1 day; the newest 14 are kept.")).toBeVisible();
    expect(within(card).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(card).queryByRole("status")).not.toBeInTheDocument();
  });

  it("warns when the last good backup is older than two intervals", async () => {
    const card = await backupCard(status({ warning: "stale" }));
    expect(await warningIn(card)).toHaveTextContent(
      /^The last backup \(30 Nov 2026, .*\) is older than two backup intervals\. Check the server's log\.$/,
    );
  });

  it("shows a failed backup as an error, with its reason and the last good one", async () => {
    const card = await backupCard(
      status({
        warning: "failed",
        last: {
          at: "2026-12-01T03:00:00.000Z",
          ok: false,
          file: null,
          bytes: null,
          error: "Error: ENOSPC: no space left on device",
        },
      }),
    );
    expect(await warningIn(card, "alert")).toHaveTextContent(
      /^The last backup failed on 1 Dec 2026, .*: Error: ENOSPC: no space left on device$/,
    );
    expect(
      within(card).getByText(/^The last successful backup was made on 30 Nov 2026/),
    ).toBeVisible();
  });

  it("says when scheduled backups are off", async () => {
    const card = await backupCard(
      status({ scheduled: false, last: null, lastSuccessAt: null, warning: "off" }),
    );
    expect(await warningIn(card)).toHaveTextContent(
      "Scheduled backups are off: set BACKUP_DIR on the server.",
    );
  });

  it("speaks Arabic", async () => {
    const ar = await backupCard(status({ warning: "stale" }), "ar");
    expect(await warningIn(ar)).toHaveTextContent(
      /^آخر نسخة احتياطية \(.+\) أقدم من ضعف الفاصل الزمني/,
    );
    expect(
      within(ar).getByText(/^الفاصل الزمني: يوم، وعدد النسخ المحتفظ بها: 14\.$/),
    ).toBeVisible();
  });

  it("speaks Russian", async () => {
    const ru = await backupCard(status({ everyMs: 6 * 3_600_000 }), "ru");
    expect(await within(ru).findByText(/^Последняя резервная копия: /)).toBeVisible();
    expect(within(ru).getByText("Интервал: 6 часов; хранится последних копий: 14.")).toBeVisible();
  });
});
