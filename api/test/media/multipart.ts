import crypto from "node:crypto";

export interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand, as a browser would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----leca${crypto.randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = [`form-data; name="${part.name}"`];
    if (part.filename !== undefined) disposition.push(`filename="${part.filename}"`);
    let head = `--${boundary}\r\nContent-Disposition: ${disposition.join("; ")}\r\n`;
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file under the field name the upload route reads. */
export const filePart = (
  data: Buffer | string,
  filename = "image.bin",
  contentType = "application/octet-stream",
) => multipart([{ name: "file", filename, contentType, data }]);
