// Which files put a page's simulated LCP on two steps. Lighthouse's simulation (Lantern) builds
// LCP from every request that ended before the paint it watched on this machine, and each one it
// counts costs the LCP picture about one simulated round trip, however small the file (README,
// Benchmark: "Five mid-tier runs"). A file that ends before the observed paint in some runs of a
// side and after it in others therefore splits that side's LCPs about 150 ms apart. Named in the
// report next to a missed LCP target, it says where the step came from without replaying traces.

/** A file's name without its folder, query or content hash: `inter-latin-wght-400-800-normal.woff2`. */
export function fileName(url) {
  // URL.canParse: a request Lighthouse lists without a URL it can parse is named as it came.
  const path = URL.canParse(url) ? new URL(url).pathname : String(url);
  return path
    .split("/")
    .pop()
    .replace(/[-.][0-9a-f]{8,}(?=\.)/, "");
}

/**
 * The files that ended before the observed LCP in some of `lhrs` and after it in others, each with
 * the number of runs it ended before the paint in: `["manifest.webmanifest 2 of 5"]`.
 * @param {object[]} lhrs one side's Lighthouse results
 */
export function lcpTies(lhrs) {
  /** @type {Map<string, { before: number, runs: number }>} */
  const files = new Map();
  for (const { audits } of lhrs) {
    const paint = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
    if (paint === undefined) continue;
    for (const request of audits["network-requests"]?.details?.items ?? []) {
      if (request.resourceType === "Document" || request.networkEndTime === undefined) continue;
      const name = fileName(request.url);
      const file = files.get(name) ?? { before: 0, runs: 0 };
      file.runs += 1;
      if (request.networkEndTime < paint) file.before += 1;
      files.set(name, file);
    }
  }
  return [...files]
    .filter(([, { before, runs }]) => before > 0 && before < runs)
    .map(([name, { before, runs }]) => `${name} ${before} of ${runs}`);
}
