import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_MAX, PASSWORD_MIN } from "@leca/shared/contracts";

// OWASP's argon2id baseline (19 MiB, 2 passes): ~30 ms here, slow enough for guessing to hurt.
// `algorithm: 2` is Argon2id (the package's Algorithm enum is a const enum we cannot import here).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** The rule for admin passwords, in words the CLI and start-up can print. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `must be at least ${PASSWORD_MIN} characters long`;
  if (length > PASSWORD_MAX) return `must be at most ${PASSWORD_MAX} characters long`;
  return null;
}
