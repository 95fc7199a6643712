import net from "node:net";
import type { FastifyRequest } from "fastify";

// What a session keeps of where it was started: the network, the browser, the system.

/** The network an address belongs to: what "approximate address" shows, and all that is kept. */
export function approximateAddress(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (net.isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (net.isIPv6(ip)) {
    const [head = "", tail = ""] = ip.split("::");
    const groups = head.split(":").filter(Boolean);
    const missing = 8 - groups.length - tail.split(":").filter(Boolean).length;
    const full = [...groups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tail.split(":")];
    return `${full.slice(0, 3).join(":")}::/48`;
  }
  return null;
}

/** The browser and system a User-Agent names, as the list shows them (proper names only). */
export function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  const ua = userAgent ?? "";
  const browser =
    [
      [/Edg\//, "Edge"],
      [/OPR\/|Opera/, "Opera"],
      [/Firefox\//, "Firefox"],
      [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
      [/Safari\//, "Safari"],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? null;
  const os =
    [
      [/Windows/, "Windows"],
      [/iPhone|iPad|iPod/, "iOS"],
      [/Android/, "Android"],
      [/Mac OS X|Macintosh/, "macOS"],
      [/CrOS/, "ChromeOS"],
      [/Linux/, "Linux"],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? null;
  return { browser: browser as string | null, os: os as string | null };
}

/** What a new session keeps of its browser: the User-Agent, cut short. */
export const userAgentOf = (request: FastifyRequest) =>
  request.headers["user-agent"]?.slice(0, 300) ?? null;
