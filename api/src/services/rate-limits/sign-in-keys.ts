/**
 * The rate-limit store's keys for sign-in attempts (auth/throttle.ts). Here, apart, so the
 * command line can lift an account's waits (a password reset) without the HTTP side.
 */
export const signInKeys = {
  /** One account's attempts from one address. */
  account: (userId: string, address: string) => `sign-in|account:${userId}|${address}`,
  /** Every address's attempts at one account: what a reset on the server forgets. */
  accountPrefix: (userId: string) => `sign-in|account:${userId}|`,
  /** One address's attempts, at any account. */
  address: (address: string) => `sign-in|address:${address}`,
  /** One known device's attempts. */
  device: (deviceId: string) => `sign-in|device:${deviceId}`,
};
