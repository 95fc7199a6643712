// What every place for uploaded media's bytes must do (the MediaFileStore in src/store/types/media.ts):
// run on the shared directory here (directory-files.test.ts) and on GridFS where a MongoDB is
// given (test/store/mongo.test.ts). `open` is called twice: two instances on one place.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { MediaFileStore } from "../../src/store/types";
import { twoHandles } from "../store/two-handles";

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export function mediaFilesContract(
  name: string,
  open: () => Promise<{ files: MediaFileStore; close(): Promise<void> }>,
): void {
  describe(`media files contract: ${name}`, () => {
    const places = twoHandles(open);
    const a = () => places.first().files;
    const b = () => places.second().files;
    const fileName = () => `${randomUUID()}.png`;

    it("serves a file one instance stored to the other, byte for byte, with its size", async () => {
      const name = fileName();
      const data = Buffer.from(`bytes of ${name}`);
      await a().put(name, data, "image/png");
      const file = await b().open(name);
      expect(file?.size).toBe(data.length);
      expect(await bytesOf(file!.stream)).toEqual(data);
    });

    it("streams a file larger than one chunk whole", async () => {
      const name = fileName();
      // Over GridFS' 255 KiB chunk, and not a multiple of it.
      const data = Buffer.alloc(700 * 1024 + 7, 0);
      for (let i = 0; i < data.length; i += 1) data[i] = (i * 31) % 251;
      await a().put(name, data, "image/png");
      const file = await b().open(name);
      expect(file?.size).toBe(data.length);
      expect((await bytesOf(file!.stream)).equals(data)).toBe(true);
    });

    it("answers null for a file it does not have", async () => {
      expect(await a().open(fileName())).toBeNull();
    });

    it("removes a file for every instance, and a second removal is fine", async () => {
      const name = fileName();
      await a().put(name, Buffer.from("gone soon"), "image/png");
      await b().remove(name);
      expect(await a().open(name)).toBeNull();
      await a().remove(name);
      expect(await b().open(name)).toBeNull();
    });
  });
}
