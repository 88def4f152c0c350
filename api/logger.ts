// Where the API reports what went wrong. The embedded host passes its pino logger (same call shape);
// the Edge Function and tests that build the app without one get the console.
export interface ApiLogger {
  error(details: Record<string, unknown>, message: string): void;
}

export const consoleLogger: ApiLogger = {
  error: (details, message) => console.error(message, details),
};
