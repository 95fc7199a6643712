// Store connections for the storage contracts, opened before a describe's tests and closed after.
// Two to one store, as two API instances have: the contracts of what instances share (leases,
// rate limits, media files). One (oneHandle): every other contract.
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

/** One connection for a describe's tests: opened before them, closed after; a getter for it. */
export function oneHandle<T extends { close(): Promise<void> }>(open: () => Promise<T>): () => T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return () => {
    if (!opened) throw new Error("the store did not open");
    return opened;
  };
}
