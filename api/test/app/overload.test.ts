import { Agent } from "../helpers/agent";
import { makeApp } from "../helpers/app";
import { makeHostingApp } from "../hosting/fixtures";

const busy = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

/**
 * Stalls the event loop past the threshold, then lets under-pressure's (overdue) sample run.
 * The sample is the mean delay since the last one (every 200 ms, at a 10 ms resolution), so one
 * stall shares it with up to 20 ordinary ticks: 600 ms came out as a mean of 28 ms against the
 * threshold of 50 when it fell late in a window (a CI run). 1500 ms is over 70 ms wherever it falls.
 */
async function stall() {
  busy(1500);
  await new Promise((resolve) => setTimeout(resolve, 30));
}

describe("overload", () => {
  it("sheds requests with a clean 503 while the event loop is stalled, then recovers", async () => {
    const t = await makeApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "50" });
    const agent = new Agent(t.app);
    await stall();
    const shed = await agent.get("/api/news/", { headers: { "accept-language": "ar" } });
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({
      statusCode: 503,
      code: "SERVICE_UNAVAILABLE",
      message: "نحن مشغولون قليلًا الآن. حاول مرة أخرى بعد لحظات.",
    });
    expect(shed.headers["retry-after"]).toBe("10");
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await agent.get("/api/news/")).statusCode).toBe(200);
    await t.close();
  });

  it("keeps serving the site and the dashboard's files while it sheds the API", async () => {
    const t = await makeHostingApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "50" });
    try {
      await t.publish("r1", "first");
      await stall();
      const get = (url: string) => t.app.inject({ method: "GET", url });

      // First, so the stall's sample is surely still the current one.
      const api = await get("/api/news/");
      expect([api.statusCode, api.headers["retry-after"]]).toEqual([503, "10"]);
      expect((await get("/api/no-such-route")).statusCode).toBe(503);

      const script = await get("/dashboard/assets/a.js");
      expect([script.statusCode, script.body]).toEqual([200, "console.log('dashboard');"]);
      const shell = await get("/dashboard/news");
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('<div id="root">');
      const page = await get("/about/");
      expect([page.statusCode, page.body]).toEqual([200, "<p>first about</p>"]);
      expect((await get("/about")).statusCode).toBe(301);

      // Still overloaded: the API kept shedding while the files went out.
      expect((await get("/api/news/")).statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
