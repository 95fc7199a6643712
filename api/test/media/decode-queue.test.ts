// Issue 46, finding 6: concurrent large uploads each decode up to ~200 MB of pixels. The decodes
// in flight are capped, a few more wait for a turn, and beyond that an upload is answered 503
// with Retry-After at once. Slots are taken by hand here, so no timing decides the outcome.
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { jpeg } from "./images";
import { filePart } from "./multipart";

describe("image decodes in flight", () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await makeApp({ MEDIA_MAX_DECODES: "1" });
    admin = new Agent(t.app);
    await admin.login();
  });
  afterAll(() => t.close());

  const upload = async () => {
    const body = filePart(await jpeg(64, 48));
    return admin.post("/api/media/", body.payload, { headers: body.headers });
  };

  it("answers 503 with Retry-After once the decodes and the queue are full", async () => {
    const { decodes } = t.app.media;
    const running = await decodes.acquire();
    // Two may wait for a turn (twice MEDIA_MAX_DECODES): held here too.
    const waiting = [decodes.acquire(), decodes.acquire()];
    const refused = await upload();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("10");
    expect(refused.json().code).toBe("SERVICE_UNAVAILABLE");
    // A file that is not an image is refused on its header, without waiting for a slot.
    const junk = filePart(Buffer.from("not an image"), "x.jpg", "image/jpeg");
    expect(
      (await admin.post("/api/media/", junk.payload, { headers: junk.headers })).statusCode,
    ).toBe(415);
    // Each release hands the slot to the next in the queue.
    running();
    for (const turn of waiting) (await turn)();
    expect((await upload()).statusCode).toBe(201);
  });

  it("lets an upload wait for its turn in the queue, then decodes it", async () => {
    const { decodes } = t.app.media;
    const running = await decodes.acquire();
    const queued = upload();
    let settled = false;
    void queued.then(() => (settled = true));
    // Let the upload reach the queue; it cannot finish while the slot is held.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    running();
    expect((await queued).statusCode).toBe(201);
  });
});
