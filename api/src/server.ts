import { buildApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";

const SHUTDOWN_GRACE_MS = 15_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Reads config, builds the app and listens; SIGTERM lets in-flight requests finish first. */
async function main() {
  const config = readConfig();
  // Plugins read files too (netlify.toml): a bad one stops start-up like a bad variable.
  const app = await buildApp({ config }).catch((error: unknown) => {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else app.log.error({ err: error }, "could not start");
    process.exit(1);
  }
}

void main();
