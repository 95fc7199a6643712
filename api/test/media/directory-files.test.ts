// The shared media folder (MEDIA_DIR): the contract every file place keeps, the choice of folder
// at start, and a folder that cannot be used stopping start-up with the variable's name.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "../../src/config";
import { directoryMediaFiles } from "../../src/services/media/directory-files";
import { Agent } from "../helpers/agent";
import { createUser, makeApp } from "../helpers/app";
import { png } from "./images";
import { filePart } from "./multipart";
import { mediaFilesContract } from "./media-files-contract";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "leca-media-dir-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

mediaFilesContract("directory", async () => ({
  files: await directoryMediaFiles(path.join(root, "shared")),
  close: async () => undefined,
}));

describe("MEDIA_DIR", () => {
  it("defaults to DATA_DIR/media and otherwise is the folder it names", () => {
    const base = { NODE_ENV: "test", DATA_DIR: path.join(root, "data") } as const;
    expect(loadConfig(base).media.dir).toBe(path.join(root, "data", "media"));
    expect(loadConfig({ ...base, MEDIA_DIR: path.join(root, "nfs") }).media.dir).toBe(
      path.join(root, "nfs"),
    );
    expect(() => loadConfig({ ...base, MEDIA_DIR: " " })).toThrow(
      new ConfigError("MEDIA_DIR", "must name a folder"),
    );
  });

  it("is where uploads go, outside DATA_DIR", async () => {
    const mediaDir = path.join(root, "uploads");
    const t = await makeApp({ MEDIA_DIR: mediaDir });
    try {
      await createUser(t.app, "admin");
      const admin = new Agent(t.app);
      await admin.login();
      const part = filePart(await png(8, 8), "a.png", "image/png");
      const response = await admin.post("/api/media/", part.payload, { headers: part.headers });
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: string };
      expect(fs.readdirSync(mediaDir)).toEqual([`${id}.png`]);
      expect(fs.existsSync(path.join(t.dataDir, "media"))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it("stops start-up, naming MEDIA_DIR, when it cannot hold files", async () => {
    const notAFolder = path.join(root, "a-file");
    fs.writeFileSync(notAFolder, "");
    const error = await makeApp({ MEDIA_DIR: notAFolder }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({ variable: "MEDIA_DIR" });
  });
});
