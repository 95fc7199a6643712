import { Agent } from "../helpers/agent";
import { makeApp } from "../helpers/app";

const busy = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

describe("overload", () => {
  it("sheds requests with a clean 503 while the event loop is stalled, then recovers", async () => {
    const t = await makeApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "50" });
    const agent = new Agent(t.app);
    busy(600);
    // under-pressure samples the delay on a (now overdue) timer; one tick lets it notice.
    await new Promise((resolve) => setTimeout(resolve, 30));
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
});
