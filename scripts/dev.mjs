/**
 * `npm run dev`: the API in watch mode, the dashboard's Vite server and the site's Gatsby develop
 * server, together behind one origin as in production (http://localhost:8000, PORT overrides):
 * Vite answers there, serves /dashboard itself with hot reload and passes /api to the API and
 * every other path to Gatsby (see admin/vite.config.ts). The API and Gatsby listen on the next
 * two ports. Publishing does not rebuild in development: Gatsby develop re-sources on restart.
 */
import { spawnSync } from "node:child_process";
import concurrently from "concurrently";

const port = Number(process.env.PORT ?? 8000);
const origin = `http://localhost:${port}`;
const apiUrl = `http://localhost:${port + 1}`;
const siteUrl = `http://localhost:${port + 2}`;

// The apps import shared's build, not its sources.
const shared = spawnSync("npm", ["run", "build", "-w", "shared", "--silent"], { stdio: "inherit" });
if (shared.status !== 0) process.exit(shared.status ?? 1);

const { result } = concurrently(
  [
    {
      name: "api",
      command: "npm run dev -w api",
      env: { PORT: String(port + 1), SERVE_SITE: "false", BUILDER: "off", SITE_URL: origin },
    },
    {
      name: "admin",
      command: `npm run dev -w admin -- --port ${port} --strictPort`,
      env: { DEV_API_URL: apiUrl, DEV_SITE_URL: siteUrl },
    },
    {
      name: "site",
      command: `npm run develop -w site -- --port ${port + 2} --host localhost`,
      env: { API_URL: `${apiUrl}/api`, SITE_URL: origin, GATSBY_TELEMETRY_DISABLED: "1" },
    },
  ],
  { killOthersOn: ["failure", "success"], prefixColors: ["blue", "magenta", "green"] },
);
console.log(`\nDevelopment: ${origin}/ (site), ${origin}/dashboard/ (dashboard), ${origin}/api/\n`);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
