/** One log level's method, as pino (Fastify's logger) has it: fields first, or a message alone. */
interface LogFn {
  (fields: object, message?: string): void;
  (message: string): void;
}

/**
 * What services log through. They take it as a dependency and know nothing of Fastify; the
 * plugins hand them the app's logger (app.log), tests any object with these methods.
 */
export interface Logger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}
