import fs from "node:fs";
import { Agent } from "../helpers/agent";
import { createUser, makeApp, type TestApp } from "../helpers/app";
import { noise, png, pngHeaderClaiming } from "./images";
import { filePart } from "./multipart";

describe("media upload limits", () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    // 0.05 MB = 52,429 bytes; 1 megapixel.
    t = await makeApp({ MEDIA_MAX_MB: "0.05", MEDIA_MAX_MEGAPIXELS: "1" });
    await createUser(t.app);
    admin = new Agent(t.app);
    await admin.login();
  });
  afterAll(() => t.close());

  const upload = (data: Buffer) => {
    const body = filePart(data, "big.png", "image/png");
    return admin.post("/api/media/", body.payload, { headers: body.headers });
  };
  const storedFiles = () => fs.readdirSync(t.config.media.dir);

  it("refuses a file over MEDIA_MAX_MB with 413 and the limit in the message", async () => {
    const big = await png(200, 200); // random pixels: ~120 KB
    expect(big.length).toBeGreaterThan(t.config.media.maxBytes);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "This image is larger than 0.05 MB.",
      fieldErrors: { file: { code: "media.tooLarge" } },
    });
    expect(storedFiles()).toEqual([]);
    // The limit is written as the reader's language writes numbers.
    const body = filePart(big, "big.png", "image/png");
    const russian = await admin.post("/api/media/", body.payload, {
      headers: { ...body.headers, "accept-language": "ru" },
    });
    expect(russian.json().message).toBe("Изображение больше 0,05\u00a0МБ.");
  });

  it("accepts a file just under the limit", async () => {
    const small = await png(100, 100); // ~30 KB
    expect(small.length).toBeLessThan(t.config.media.maxBytes);
    expect((await upload(small)).statusCode).toBe(201);
  });

  it("refuses too many pixels from the header, before decoding them", async () => {
    const bomb = pngHeaderClaiming(20000, 20000);
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    const response = await upload(bomb);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "This image is larger than 1 megapixel.",
      fieldErrors: { file: { code: "media.tooManyPixels" } },
    });
  });

  it("refuses a real image just over the pixel limit, and takes one at the limit", async () => {
    // A flat colour compresses to almost nothing, so only the pixel count can refuse it.
    const flat = (width: number, height: number) =>
      noise(1, 1).resize(width, height, { kernel: "nearest" }).png().toBuffer();
    const tooMany = await upload(await flat(1001, 1000));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().fieldErrors.file.code).toBe("media.tooManyPixels");
    const atLimit = await upload(await flat(1000, 1000));
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json()).toMatchObject({ width: 1000, height: 1000 });
  });
});

describe("media upload rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  it("answers 429 past 60 uploads a minute from one IP", async () => {
    const guest = new Agent(t.app);
    await guest.get("/api/csrf/");
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await guest.post("/api/media/")).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
