// The restore drill's parts, shared by the SQLite drill and its MongoDB leg: real server
// processes, the real `npm run admin` CLI, and the API's own answers compared byte for byte.
import { spawn } from "node:child_process";
import path from "node:path";
import { codeAt } from "../../src/auth/totp";
import { ADMIN_PASSWORD } from "../helpers/app";
import { HttpSession } from "../helpers/server-process";
import { jpeg } from "../media/images";
import { multipart } from "../media/multipart";
import { validContact } from "../contact/fixtures";

const API_DIR = path.resolve(__dirname, "..", "..");
export const JWT_SECRET = "drill-jwt-secret-0123456789-0123456789-abcdef";
export const CSRF_SECRET = "drill-csrf-secret-0123456789-0123456789-abcdef";

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- <args>` as an operator runs it (the CLI through tsx), with `env`. */
/** `undefined` in `env` leaves that variable unset. */
export function admin(args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    JWT_SECRET,
    CSRF_SECRET,
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], {
      cwd: API_DIR,
      env: merged,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

export async function signIn(url: string, secret?: string): Promise<HttpSession> {
  const session = new HttpSession(url);
  await session.send("GET", "/api/csrf/");
  const login = await session.send("POST", "/api/login/", {
    username: "admin",
    password: ADMIN_PASSWORD,
  });
  if (secret) {
    if (login.status !== 401)
      throw new Error(`password step: ${login.status} ${await login.text()}`);
    // One step ahead: the step the original accepted last is not accepted twice.
    const code = codeAt(secret, new Date(Date.now() + 30_000));
    const step = await session.send("POST", "/api/login/2fa/", { code });
    if (step.status !== 200) throw new Error(`code step: ${step.status} ${await step.text()}`);
  } else if (login.status !== 200) {
    throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  }
  return session;
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * What the drill puts in beside the sample content: pictures, a news item with a cover edited
 * twice (revisions), a gallery with focal points, leads with statuses and notes, and the admin's
 * authenticator. Returns the authenticator's secret.
 */
export async function populate(session: HttpSession, url: string): Promise<{ secret: string }> {
  const mediaIds: string[] = [];
  for (const [width, height] of [
    [64, 48],
    [1600, 1200],
    [1200, 1600],
  ] as const) {
    const body = multipart([
      {
        name: "file",
        filename: "p.jpg",
        contentType: "image/jpeg",
        data: await jpeg(width, height),
      },
    ]);
    const media = await json<{ id: string }>(
      await session.send("POST", "/api/media/", undefined, body),
      201,
    );
    mediaIds.push(media.id);
  }
  const news = await json<{ slug: string; version: number }>(
    await session.send("POST", "/api/news/", {
      slug: "drill-story",
      title: { en: "Drill story", ar: "قصة التمرين", ru: "Учебная история" },
      excerpt: { en: "Backed up and restored." },
      body: { en: "## Nothing lost\n\nEvery revision comes back." },
      cover: { mediaId: mediaIds[0], alt: { en: "A pile of LECA" }, focus: { x: 0.3, y: 0.7 } },
    }),
    201,
  );
  let version = news.version;
  for (const word of ["first", "second"]) {
    const edited = await json<{ version: number }>(
      await session.send("PATCH", "/api/news/drill-story/", {
        version,
        title: { en: `Drill story, ${word} edit` },
      }),
    );
    version = edited.version;
  }
  await json(
    await session.send("POST", "/api/gallery/", {
      slug: "drill-gallery",
      title: { en: "Drill gallery" },
      description: { en: "Two pictures." },
      images: mediaIds.slice(1).map((mediaId, n) => ({
        mediaId,
        alt: { en: `Picture ${n}` },
        caption: {},
        focus: { x: 0.5, y: 0.2 },
      })),
    }),
    201,
  );
  const visitor = new HttpSession(url);
  await visitor.send("GET", "/api/csrf/");
  for (const n of [1, 2, 3]) {
    await json(
      await visitor.send("POST", "/api/contact/", { ...validContact, name: `Lead${n}` }),
      201,
    );
  }
  const inbox = await json<{ items: { id: string; name: string }[] }>(
    await session.send("GET", "/api/contact/?pageSize=50"),
  );
  for (const lead of inbox.items.filter((item) => /^Lead/.test(item.name))) {
    await json(await session.send("PATCH", `/api/contact/${lead.id}/`, { status: "quoted" }));
    await json(
      await session.send("POST", `/api/contact/${lead.id}/notes/`, {
        text: "Called; wants 40 m3.",
      }),
      201,
    );
  }
  const setup = await json<{ secret: string }>(
    await session.send("POST", "/api/auth/2fa/setup/", {}),
  );
  await json(
    await session.send("POST", "/api/auth/2fa/enable/", {
      code: codeAt(setup.secret, new Date()),
      password: ADMIN_PASSWORD,
    }),
  );
  return { secret: setup.secret };
}

/** Every item of a kind as the list returns it (all statuses, whole), page by page. */
export async function allItems(session: HttpSession, kind: string): Promise<{ slug: string }[]> {
  const items: { slug: string }[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: { slug: string }[]; nextCursor: string | null } = await json(
      await session.send(
        "GET",
        `/api/${kind}/?pageSize=50&fields=full${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      ),
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export async function allLeads(session: HttpSession): Promise<{ id: string; name: string }[]> {
  const leads: { id: string; name: string }[] = [];
  for (let page = 1; ; page += 1) {
    const { items } = await json<{ items: { id: string; name: string }[] }>(
      await session.send("GET", `/api/contact/?pageSize=50&page=${page}`),
    );
    leads.push(...items);
    if (items.length < 50) return leads;
  }
}

const text = async (session: HttpSession, url: string) => {
  const response = await session.send("GET", url);
  return `${response.status} ${await response.text()}`;
};
const bytes = async (session: HttpSession, url: string) =>
  Buffer.from(await (await session.send("GET", url)).arrayBuffer());

/**
 * Differences between what the restored API answers and what the original answers for the same
 * things: every item (whole), its aliases and revisions, every picture's bytes, every lead.
 * Empty when the restore is faithful. The caller checks which items and leads are there.
 */
export async function differences(original: HttpSession, restored: HttpSession): Promise<string[]> {
  const found: string[] = [];
  const media = new Set<string>();
  for (const kind of ["news", "gallery"]) {
    for (const item of await allItems(restored, kind)) {
      const url = `/api/${kind}/${encodeURIComponent(item.slug)}`;
      const [a, b] = [await text(original, url), await text(restored, url)];
      if (a !== b) found.push(`${url}: ${b.slice(0, 200)} != ${a.slice(0, 200)}`);
      for (const id of b.match(/"mediaId":"[^"]+"/g) ?? []) media.add(id.slice(11, -1));
      const revisions = `${url}/revisions/?limit=100`;
      const [ra, rb] = [await text(original, revisions), await text(restored, revisions)];
      if (ra !== rb) found.push(`${revisions} differs`);
      for (const version of [...rb.matchAll(/"version":(\d+)/g)].map((m) => m[1])) {
        const one = `${url}/revisions/${version}/`;
        if ((await text(original, one)) !== (await text(restored, one)))
          found.push(`${one} differs`);
      }
    }
  }
  for (const id of media) {
    const [a, b] = [
      await bytes(original, `/api/media/${id}`),
      await bytes(restored, `/api/media/${id}`),
    ];
    if (a.length === 0 || !a.equals(b))
      found.push(`/api/media/${id}: ${b.length} bytes != ${a.length}`);
  }
  const before = new Map((await allLeads(original)).map((lead) => [lead.id, JSON.stringify(lead)]));
  for (const lead of await allLeads(restored)) {
    if (before.get(lead.id) !== JSON.stringify(lead)) found.push(`lead ${lead.id} differs`);
  }
  return found;
}
