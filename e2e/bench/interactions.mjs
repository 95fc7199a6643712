// How fast each public control answers a tap or a key on the low-tier phone (issue 47): the
// browser's Event Timing API, the measure behind INP (input delay + processing + the next
// paint), in Chromium with the CPU slowed to this machine's benchmarkIndex / 264 and the network
// at Lighthouse's Slow 4G. Each run is a fresh page load; a control's figure is the median of
// `runs`, with its worst run beside it. Targets, printed: an absolute time on a shared machine
// cannot be a gate (budgets.mjs).
/* global window, performance, PerformanceObserver, requestAnimationFrame, setTimeout */
import { chromium } from "@playwright/test";
import { median } from "./phones.mjs";
import { progress } from "./util.mjs";

/** The phone the timings are for (phones.mjs names it the same way). */
export const INTERACTION_PHONE = { name: "low-tier", benchmarkIndex: 264 };

/** The targets: the median run and the worst run of each control. */
export const INTERACTION_TARGETS = { medianMs: 100, worstMs: 200 };

/**
 * Lighthouse's Slow 4G as DevTools applies it (Lighthouse's throttling constants: 150 ms RTT,
 * 1.6 Mbps down, 750 Kbps up, with DevTools' 3.75x latency and 0.9x throughput factors).
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (675 * 0.9 * 1024) / 8,
};

/** The smallest duration Event Timing reports; a faster interaction counts as this. */
export const EVENT_THRESHOLD_MS = 16;

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const LANGUAGE_PREFIXES = { en: "", ar: "/ar", ru: "/ru" };

/**
 * Each page's controls, in the order a visitor meets them on one load. `act` does the tap or key
 * that is timed; `ready` (untimed) waits for what must be there first.
 */
export const SCENARIOS = [
  {
    page: "/",
    device: DESKTOP,
    controls: [
      {
        name: "Products dropdown (chevron)",
        act: (page) => page.click("[data-nav-group]:has(a) > button"),
        after: (page) => page.keyboard.press("Escape"),
      },
      {
        name: "Language switch (open)",
        act: (page) => page.click("[data-language-switcher] > button"),
        after: (page) => page.keyboard.press("Escape"),
      },
      {
        name: "Home carousel: pause",
        ready: async (page) => {
          await page.locator("[data-carousel-toggle]").scrollIntoViewIfNeeded();
          await page.waitForSelector(".swiper-initialized", { timeout: 30_000 });
        },
        act: (page) => page.click("[data-carousel-toggle]"),
      },
    ],
  },
  {
    page: "/",
    device: PHONE,
    controls: [
      {
        name: "Mobile menu button (open sidebar)",
        act: (page) => page.tap('button[aria-controls="site-sidebar"]'),
      },
      {
        name: "Sidebar accordion group",
        act: (page) => page.tap("[data-sidebar-group] > button"),
      },
      {
        name: "Mobile menu button (close)",
        act: (page) => page.tap('button[aria-controls="site-sidebar"]'),
      },
    ],
  },
  {
    page: "/faq/",
    device: PHONE,
    controls: [
      {
        name: "FAQ accordion item",
        act: (page) => page.tap('[data-island="accordion"] button'),
      },
    ],
  },
  {
    page: "/contact/",
    device: PHONE,
    controls: [
      {
        name: "Contact form: first focus",
        act: (page) => page.tap('input[name="name"]'),
      },
      {
        name: "Contact form: typing",
        act: (page) => page.keyboard.press("L"),
      },
      {
        // The other fields are still empty: every prompt but the first name's is shown.
        name: "Contact form: Send with empty fields",
        ready: (page) =>
          page.waitForFunction(
            () =>
              performance
                .getEntriesByType("resource")
                .some((entry) => /contact-validation/.test(entry.name) && entry.responseEnd > 0),
            undefined,
            { timeout: 30_000 },
          ),
        act: (page) => page.tap('form[data-island="contact-form"] button[type="submit"]'),
      },
      {
        name: "Contact form: typing after Send (re-check)",
        act: async (page) => {
          await page.focus('input[name="family"]');
          await page.keyboard.press("H");
        },
      },
    ],
  },
  {
    page: "/calculator/",
    device: PHONE,
    controls: [
      {
        name: "Calculator: first touch",
        act: (page) => page.tap("form[data-island] input:not([type=hidden])"),
      },
      { name: "Calculator: typing", act: (page) => page.keyboard.press("5") },
    ],
  },
  {
    page: "/login/",
    device: PHONE,
    controls: [
      { name: "Login form: first focus", act: (page) => page.tap('input[name="username"]') },
      { name: "Login form: typing", act: (page) => page.keyboard.press("a") },
      {
        name: "Login form: submit with errors",
        act: (page) => page.tap('form[data-island="login-form"] button[type="submit"]'),
      },
    ],
  },
];

/**
 * Installed before the page's own scripts: every event-timing entry, the first input's too
 * (that one is reported whatever its duration).
 */
function recordEventTiming() {
  window.__eventTimings = [];
  const keep = (list) =>
    window.__eventTimings.push(
      ...list.getEntries().map((entry) => ({
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        name: entry.name,
      })),
    );
  new PerformanceObserver(keep).observe({ type: "event", durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: "first-input", buffered: true });
}

/**
 * The interaction's duration from the entries since `since`: the longest of the interaction
 * (pointerdown, pointerup and click, or keydown and keyup, share one interactionId), as INP
 * counts it; the threshold when the browser reported none (it answered faster than that).
 */
export function interactionMs(entries, since) {
  const durations = entries
    .filter((entry) => entry.interactionId > 0 && entry.startTime >= since)
    .map((entry) => entry.duration);
  return durations.length > 0 ? Math.max(...durations) : EVENT_THRESHOLD_MS;
}

/** Waits for two frames and a quiet moment, so the entries of the last interaction are in. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500))),
      ),
  );

async function runScenario(browser, baseUrl, scenario, language, slowdown) {
  const context = await browser.newContext({ ...scenario.device });
  await context.addInitScript(recordEventTiming);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.goto(new URL(`${LANGUAGE_PREFIXES[language]}${scenario.page}`, baseUrl).toString(), {
      waitUntil: "load",
      timeout: 120_000,
    });
    // A visitor taps a page that is there: the shell's work waits for the first paint
    // (after-paint.ts) and the long pages fetch it after their picture, over Slow 4G.
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    await settle(page);
    const figures = {};
    for (const control of scenario.controls) {
      await control.ready?.(page);
      await settle(page);
      const since = await page.evaluate(() => performance.now());
      await control.act(page);
      await settle(page);
      figures[control.name] = interactionMs(
        await page.evaluate(() => window.__eventTimings),
        since,
      );
      await control.after?.(page);
    }
    return figures;
  } finally {
    await context.close();
  }
}

/**
 * @returns {Promise<{ benchmarkIndex: number, slowdown: number, runs: number, rows: object[] }>}
 *   a row per control and language: its median and worst run in ms, and every run
 */
export async function runInteractions(
  baseUrl,
  { benchmarkIndex, runs = 5, languages = ["en", "ar", "ru"] },
) {
  const slowdown = Math.max(
    1,
    Number((benchmarkIndex / INTERACTION_PHONE.benchmarkIndex).toFixed(2)),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const rows = [];
  try {
    const jobs = SCENARIOS.flatMap((scenario) => languages.map((language) => [scenario, language]));
    for (const [index, [scenario, language]] of jobs.entries()) {
      progress(
        "interactions",
        index,
        jobs.length,
        `${LANGUAGE_PREFIXES[language]}${scenario.page}`,
      );
      const timings = Object.fromEntries(scenario.controls.map((control) => [control.name, []]));
      for (let run = 0; run < runs; run += 1) {
        const figures = await runScenario(browser, baseUrl, scenario, language, slowdown);
        for (const [name, ms] of Object.entries(figures)) timings[name].push(ms);
      }
      for (const [control, values] of Object.entries(timings)) {
        rows.push({
          control,
          page: `${LANGUAGE_PREFIXES[language]}${scenario.page}`,
          language,
          medianMs: median(values),
          worstMs: Math.max(...values),
          runs: values,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return { benchmarkIndex, slowdown, runs, network: "Slow 4G", rows };
}

/** The target (not a gate): every control within 100 ms median and 200 ms in its worst run. */
export function checkInteractionTargets(interactions) {
  const { medianMs, worstMs } = INTERACTION_TARGETS;
  return {
    budget: `low-tier phone, Slow 4G: every control answers within ${medianMs} ms (median) and ${worstMs} ms (worst run)`,
    gate: false,
    measured: interactions !== undefined,
    broken: (interactions?.rows ?? [])
      .filter((row) => row.medianMs > medianMs || row.worstMs > worstMs)
      .map((row) => `${row.page} ${row.control} ${row.medianMs}/${row.worstMs} ms`),
  };
}
