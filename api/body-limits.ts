// Request bodies are read into memory, so their size is capped before anything reads them: 1 MB,
// 2 MB for a sponsor image, and 10 MB for bulk fixture creation (a whole season's schedule in one request). A body sent
// without Content-Length (chunked) is counted as it arrives and refused once it passes the cap.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_IMAGE_BYTES } from '@core/rules/image-type.ts';
import { ApiError, badRequest, errorBody } from './errors.ts';

const MB = 1024 * 1024;
export const BODY_LIMIT = 1 * MB;
export const BULK_BODY_LIMIT = 10 * MB;
const bulkPaths = new Set(['/api/fixtures/bulk']);
/** Past this, the rest of a refused body is not worth reading: the connection is closed instead. */
const DISCARD_AT_MOST = 64 * MB;

/**
 * Reads and throws away the rest of a refused body, so the client, still sending, gets the answer
 * rather than a reset connection (and a keep-alive connection stays usable). Nothing is kept.
 */
async function discardBody(c: Context) {
  const body = c.req.raw.body;
  if (!body || body.locked) return; // a chunked body: the server drains what bodyLimit left
  const reader = body.getReader();
  let read = 0;
  for (;;) {
    const chunk = await reader.read().catch(() => undefined);
    if (!chunk || chunk.done) return;
    read += chunk.value.length;
    if (read > DISCARD_AT_MOST) {
      c.header('Connection', 'close');
      await reader.cancel().catch(() => {});
      return;
    }
  }
}

/** Hono's bodyLimit, answering 413 with `respond` once the refused body has been discarded. */
export function limitBody(maxSize: number, respond: (c: Context) => Response): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: async (c) => {
      await discardBody(c);
      return respond(c);
    },
  });
}

const apiLimit = (maxSize: number) =>
  limitBody(maxSize, (c) => {
    const error = new ApiError(
      413,
      'payload_too_large',
      `The request body must be at most ${maxSize / MB} MB`,
    );
    return c.json(errorBody(error), 413);
  });

const normal = apiLimit(BODY_LIMIT);
const bulk = apiLimit(BULK_BODY_LIMIT);
// A sponsor image may be 2 MB (core/rules/image-type.ts); past that the field is named, as for any
// other bad image.
const imagePath = /^\/api\/sponsors\/[^/]+\/image$/;
const image = limitBody(MAX_IMAGE_BYTES, (c) => {
  const message = 'Image must be at most 2 MB';
  return c.json(errorBody(badRequest(message, { image: [message] })), 400);
});

export const bodyLimits: MiddlewareHandler = (c, next) =>
  (imagePath.test(c.req.path) ? image : bulkPaths.has(c.req.path) ? bulk : normal)(c, next);
