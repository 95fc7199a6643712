import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { EXAMPLE_QUOTE } from "@leca/shared/contracts";
import { openSqliteStore } from "../../src/store/sqlite";
import { Agent } from "../helpers/agent";
import { validContact } from "./fixtures";
import { makeApp, type TestApp } from "../helpers/app";

const valid = {
  ...validContact,
  phone: "+971 50 123 4567",
  message: "Hello there,\nsecond line",
};

interface Received {
  messageId: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts (in `received`). */
async function startSink(port: number, received: Received[], options: { delayMs?: number } = {}) {
  let dataStarted!: () => void;
  const started = new Promise<void>((resolve) => (dataStarted = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      dataStarted();
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "";
        received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address), raw });
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    started,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const countById = (received: Received[]) => {
  const counts = new Map<string, number>();
  for (const { messageId } of received) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
  return counts;
};

async function mailApp(port: number, now: () => Date) {
  return makeApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_TO: "office@leca.test",
      MAIL_FROM: "LECA website <web@leca.test>",
      CONTACT_RATE_LIMIT: "1000",
    },
    { now },
  );
}

async function post(t: TestApp, body: object) {
  const agent = new Agent(t.app);
  await agent.get("/api/csrf/");
  const response = await agent.post("/api/contact/", body);
  expect(response.statusCode).toBe(201);
}

const contacts = async (t: TestApp) => (await t.app.store.contacts.list(0, 100)).items;

describe("contact outbox over a real SMTP server", () => {
  const received: Received[] = [];
  let clock = new Date();
  let sink: Awaited<ReturnType<typeof startSink>>;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSink(0, received);
    t = await mailApp(sink.port, () => clock);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it("mails each message exactly once, with its own Message-ID, and sends nothing for a bot", async () => {
    for (const name of ["Ana", "Ben", "Chen"]) await post(t, { ...valid, name });
    await post(t, { ...valid, website: "spam" });
    await t.app.outbox.drain();

    const items = await contacts(t);
    expect(items).toHaveLength(3);
    expect(received).toHaveLength(3);
    const counts = countById(received);
    for (const item of items) {
      expect(item).toMatchObject({ mailStatus: "sent", mailAttempts: 1, mailLastError: null });
      expect(counts.get(`<contact-${item.id}@leca.local>`)).toBe(1);
    }
    const mail = received.find((m) => m.raw.includes("Subject: Website enquiry: Ben Haddad"))!;
    expect(mail.to).toEqual(["office@leca.test"]);
    expect(mail.raw).toMatch(/^Reply-To: Ben Haddad <layla@example\.com>/m);
    expect(mail.raw).toMatch(/^Subject: Website enquiry: Ben Haddad \(United Arab Emirates\)/m);
    for (const line of [
      "Postal code: 00000",
      "Preferred contact: email",
      "Phone: +971 50 123 4567",
    ]) {
      expect(mail.raw).toContain(line);
    }
    expect(mail.raw).toContain("Hello there,\r\nsecond line");
  });

  it("keeps messages pending while SMTP is down and delivers them once it is back", async () => {
    const before = received.length;
    const { port } = sink;
    await sink.stop();
    await post(t, { ...valid, name: "Dana" });
    await post(t, { ...valid, name: "Eli" });
    await t.app.outbox.drain();
    const waiting = () => contacts(t).then((all) => all.filter((c) => c.mailStatus !== "sent"));
    for (const item of await waiting()) {
      expect(item).toMatchObject({ mailStatus: "pending", mailAttempts: 1 });
      expect(item.mailLastError).toMatch(/ECONNREFUSED/);
      expect(item.mailNextAttemptAt!.getTime() - clock.getTime()).toBe(2_000);
    }
    expect(await waiting()).toHaveLength(2);

    // Not due yet: nothing is tried early.
    clock = new Date(clock.getTime() + 1_000);
    await t.app.outbox.drain();
    expect((await waiting()).map((c) => c.mailAttempts)).toEqual([1, 1]);

    // Due, still down: a second try, twice as far out.
    clock = new Date(clock.getTime() + 1_000);
    await t.app.outbox.drain();
    for (const item of await waiting()) {
      expect(item.mailAttempts).toBe(2);
      expect(item.mailNextAttemptAt!.getTime() - clock.getTime()).toBe(4_000);
    }
    expect(received).toHaveLength(before);

    sink = await startSink(port, received);
    clock = new Date(clock.getTime() + 4_000);
    await t.app.outbox.drain();
    expect(await waiting()).toEqual([]);
    const counts = countById(received);
    expect(received).toHaveLength(5);
    expect(counts.size).toBe(5);
    for (const item of await contacts(t)) {
      expect(counts.get(`<contact-${item.id}@leca.local>`)).toBe(1);
    }
  });
});

/** A text/plain body as written: quoted-printable soft breaks joined, =XX bytes read as UTF-8. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

describe("contact outbox, quote requests", () => {
  it("mails the quote figure by figure, with the page it came from", async () => {
    const received: Received[] = [];
    const sink = await startSink(0, received);
    const t = await mailApp(sink.port, () => new Date());
    try {
      await post(t, {
        ...valid,
        source: "/ru/leca/",
        quote: EXAMPLE_QUOTE,
      });
      await t.app.outbox.drain();
      expect(received).toHaveLength(1);
      const mail = decodeQuotedPrintable(received[0]!.raw);
      expect(mail).toMatch(/^Subject: Quote request: Layla Haddad \(United Arab Emirates\)/m);
      expect(mail).toContain("Sent from: /ru/leca/");
      expect(mail).toContain(
        [
          "Quote request:",
          "  Product: LECA",
          "  Use: roof-insulation",
          "  Volume: 13.2 m3",
          "  Allowance: 10% (included)",
          "  Packs: 4 × 3 m3 bulk bag, 2 × 50 L bag",
          "  Container: 25 m3",
        ].join("\r\n"),
      );
      expect(mail).toContain("Hello there,\r\nsecond line");
    } finally {
      await t.close();
      await sink.stop();
    }
  });
});

describe("contact outbox limits", () => {
  it("backs off exponentially up to 10 minutes and gives up after 20 attempts", async () => {
    const closed = await startSink(0, []);
    await closed.stop();
    let clock = new Date();
    const t = await mailApp(closed.port, () => clock);
    try {
      await post(t, valid);
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        await t.app.outbox.drain();
        const [item] = await contacts(t);
        expect(item!.mailAttempts).toBe(attempt);
        if (item!.mailNextAttemptAt)
          delays.push(item!.mailNextAttemptAt.getTime() - clock.getTime());
        clock = new Date(clock.getTime() + 10 * 60_000);
      }
      expect(delays.slice(0, 4)).toEqual([2_000, 4_000, 8_000, 16_000]);
      expect(delays).toHaveLength(19);
      expect(Math.max(...delays)).toBe(10 * 60_000);
      const [item] = await contacts(t);
      expect(item).toMatchObject({
        mailStatus: "failed",
        mailAttempts: 20,
        mailNextAttemptAt: null,
      });
    } finally {
      await t.close();
    }
  });

  it("lets an in-flight send finish and record itself before the app closes", async () => {
    const received: Received[] = [];
    const slow = await startSink(0, received, { delayMs: 300 });
    const t = await mailApp(slow.port, () => new Date());
    try {
      await post(t, valid);
      await slow.started;
      await t.app.close();
      expect(received).toHaveLength(1);
      const store = await openSqliteStore({ file: path.join(t.dataDir, "leca.sqlite") });
      const [item] = (await store.contacts.list(0, 1)).items;
      await store.close();
      expect(item).toMatchObject({ mailStatus: "sent", mailAttempts: 1 });
    } finally {
      await slow.stop();
      fs.rmSync(t.dataDir, { recursive: true, force: true });
    }
  });
});
