import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  E2E_ADMIN,
  E2E_BACKUP_DIR,
  E2E_DATA_DIR,
  E2E_PORT,
  FAIL_NEXT_BUILD,
} from "./support/product";

// The product under test is the real one: `npm start` (API + built site + dashboard) on a fresh
// data folder. Its first start builds the site, which is what the web server wait covers.
const baseURL = `http://localhost:${E2E_PORT}`;
const dataDir = E2E_DATA_DIR;

export default defineConfig({
  testDir: "./tests",
  // Separate runs (e.g. two suites at once on one machine) must not share an output folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "./test-results",
  fullyParallel: false,
  // One product instance with one database: tests share it, two workers fit a 2-core machine.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /pipeline\.spec\.ts$/,
    },
    // Failing a build on purpose and waiting for a scheduled date would upset the other suites'
    // publishes, so the pipeline suite runs on its own, after them.
    {
      name: "pipeline",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /pipeline\.spec\.ts$/,
      dependencies: ["chromium"],
    },
  ],
  webServer: {
    // A fresh data folder each run, so first-start seeding and the first build are exercised.
    command: `rm -rf ${JSON.stringify(dataDir)} && npm start`,
    cwd: path.resolve(__dirname, ".."),
    // 503 while the first site build runs; ready once the home page is served.
    url: `${baseURL}/`,
    timeout: 10 * 60_000,
    // Locally a product already running on the port is reused (faster iterations); CI starts fresh.
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Scheduled backups on (daily): the leader makes one at start, which the desk then shows.
      BACKUP_DIR: E2E_BACKUP_DIR,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SITE_URL: baseURL,
      // Every spec's visitor posts from 127.0.0.1: the suite sends more contact messages in ten
      // minutes than the limit lets one visitor send (the API's own tests hold the limit).
      CONTACT_RATE_LIMIT: "50",
      LOG_LEVEL: "warn",
      GATSBY_TELEMETRY_DISABLED: "1",
      // The real build, which a test can ask to fail once (support/site-build.mjs).
      SITE_BUILD_COMMAND: "node e2e/support/site-build.mjs",
      E2E_FAIL_NEXT_BUILD: FAIL_NEXT_BUILD,
      // The site build gets only an allow-list of variables; these are what site-build.mjs reads.
      SITE_BUILD_ENV: "E2E_FAIL_NEXT_BUILD,E2E_REAL_BUILD_COMMAND",
      // Lets a developer serialise builds with other work in site/ (e.g. a shared lock).
      ...(process.env.E2E_SITE_BUILD_COMMAND
        ? { E2E_REAL_BUILD_COMMAND: process.env.E2E_SITE_BUILD_COMMAND }
        : {}),
    },
  },
});
