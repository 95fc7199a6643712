// `npm run admin -- backup|verify|restore`: what each prints is what deploy/README.md §6 shows.
import fs from "node:fs";
import { loadConfig } from "../config";
import {
  ArchiveError,
  createBackup,
  restoreBackup,
  RestoreRefused,
  verifyBackup,
  type Manifest,
} from "../services/backup";

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describe(manifest: Manifest): string {
  const counts = Object.entries(manifest.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(", ");
  const media = manifest.members.filter((m) => m.name.startsWith("media/")).length;
  return (
    `  made ${manifest.createdAt} from ${manifest.source} by ${manifest.product.name} ` +
    `${manifest.product.version}, schema ${manifest.schemaVersion}\n` +
    `  ${counts}\n` +
    `  ${media} media file(s), ${manifest.members.length} member(s) checked (SHA-256)\n` +
    (manifest.sealed.values > 0
      ? `  ${manifest.sealed.values} two-factor secret(s) sealed with key ${manifest.sealed.keyId}\n`
      : "") +
    (manifest.missingMedia.length > 0
      ? `  note: ${manifest.missingMedia.length} media file(s) were deleted while the backup ran: ${manifest.missingMedia.join(", ")}\n`
      : "")
  );
}

export async function backupCommand(
  command: "backup" | "verify" | "restore",
  args: string[],
  usage: string,
): Promise<number> {
  const flags = args.filter((arg) => arg.startsWith("--"));
  const positional: string[] = [];
  let oldSecretFile: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--old-jwt-secret-file") oldSecretFile = args[++i];
    else if (!arg.startsWith("--")) positional.push(arg);
  }
  const unknown = flags.filter(
    (flag) => !(command === "restore" && ["--replace", "--old-jwt-secret-file"].includes(flag)),
  );
  const [file] = positional;
  if (
    unknown.length > 0 ||
    positional.length > 1 ||
    (command !== "backup" && !file) ||
    (flags.includes("--old-jwt-secret-file") && !oldSecretFile)
  ) {
    if (unknown.length > 0) console.error(`Unknown option ${unknown[0]} for ${command}.\n`);
    console.error(usage);
    return 2;
  }
  try {
    if (command === "verify") {
      const { manifest, bytes } = await verifyBackup(file!);
      process.stdout.write(
        `OK: ${file} is a whole backup (${size(bytes)} of members)\n${describe(manifest)}`,
      );
      return 0;
    }
    // Checked before the configuration is read: in development that read makes DATA_DIR's
    // secrets file, and a damaged archive must leave the target exactly as it was.
    if (command === "restore") await verifyBackup(file!);
    const config = loadConfig();
    if (command === "backup") {
      const { file: written, manifest, bytes } = await createBackup(config, file);
      process.stdout.write(`Backup written: ${written} (${size(bytes)})\n${describe(manifest)}`);
      return 0;
    }
    let oldJwtSecret: string | undefined;
    if (oldSecretFile) {
      try {
        oldJwtSecret = fs.readFileSync(oldSecretFile, "utf8").trim();
      } catch {
        console.error(`Cannot read ${oldSecretFile} (the file with the old host's JWT_SECRET).`);
        return 2;
      }
    }
    const result = await restoreBackup(config, file!, {
      replace: flags.includes("--replace"),
      ...(oldJwtSecret !== undefined ? { oldJwtSecret } : {}),
    });
    const where = result.target === "mongo" ? "MongoDB (MONGODB_URI)" : config.dataDir;
    process.stdout.write(
      `Restored ${file} into ${where}\n${describe(result.manifest)}` +
        (result.migratedTo > result.migratedFrom
          ? `  schema migrated forward: ${result.migratedFrom} -> ${result.migratedTo}\n`
          : "") +
        (result.resealed > 0
          ? `  ${result.resealed} two-factor secret(s) re-sealed with this host's JWT_SECRET\n`
          : "") +
        (result.replacedBackup
          ? `  the data it replaced is kept in ${result.replacedBackup}\n`
          : "") +
        `A site rebuild is queued: it runs when the API starts.\n` +
        `Sessions do not travel: everyone signs in again (same passwords, same authenticators).\n` +
        `Recovery codes do not travel: admins with two-factor make new ones (Security page).\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ArchiveError) {
      console.error(
        `Refused: ${file} is not a usable backup: ${error.message}. Nothing was written.`,
      );
      return 1;
    }
    if (error instanceof RestoreRefused) {
      console.error(`Refused: ${error.message.replace(/\.$/, "")}. Nothing was written.`);
      return 1;
    }
    // Anything else (a disk full, a database out of reach): the message, not a stack trace.
    console.error(`${command} failed: ${(error as Error).message ?? String(error)}`);
    return 1;
  }
}
