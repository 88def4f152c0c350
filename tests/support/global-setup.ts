// Vitest global setup: one PostgreSQL server for the whole run; each test file makes its own database.
import type { TestProject } from 'vitest/node';
import { startPostgresServer } from './postgres-server.ts';

export default async function setup(project: TestProject) {
  const server = await startPostgresServer();
  project.provide('pgServerUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}
