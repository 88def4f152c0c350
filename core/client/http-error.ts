// The one error for a refused /api call, shared by web, kiosk and CLI: the spec's message
// ('HTTP error! status: {code}') carrying the server's code, readable message and fields.
// Type-only imports: the kiosk bundles this file, and zod must not come with it.
import type { ApiErrorBody } from '../schemas/common.ts';

export class HttpError extends Error {
  readonly status: number;
  readonly code?: string;
  /** The server's readable message: what the 'Error' toast shows. */
  readonly serverMessage?: string;
  readonly fields?: Record<string, string[]>;

  constructor(status: number, body?: Partial<ApiErrorBody> | null) {
    super(`HTTP error! status: ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.code = typeof body?.code === 'string' ? body.code : undefined;
    this.serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    this.fields = body?.fields;
  }

  /** The error for a response that is not ok, with the JSON error body when there is one. */
  static async from(res: Response): Promise<HttpError> {
    const body = (await res.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    return new HttpError(res.status, body && typeof body === 'object' ? body : null);
  }
}
