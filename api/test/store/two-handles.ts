// Two connections to one store, as two API instances have: the contracts of what instances
// share (leases, rate limits, media files) open it twice inside a describe and close both after.
export function twoHandles<T extends { close(): Promise<void> }>(
  open: () => Promise<T>,
): { first: () => T; second: () => T } {
  let first: T | undefined;
  let second: T | undefined;
  beforeAll(async () => {
    first = await open();
    second = await open();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });
  return { first: () => first!, second: () => second! };
}
