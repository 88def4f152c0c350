// One load-generator process of bench/live-fleet.ts: it holds the live connections (GET /api/live)
// named on its first line of stdin (a JSON list of { url, frames }: the address, and the frames whose
// events it must hear) and times every frames event against the write that caused it. The parent
// then writes `start <frameId> <n> <epoch ms>` just before a scorer's n-th write of a frame is sent, and `end`
// when the scorers are done; this process answers on stdout with one JSON line when every stream is
// open ({ ready }) and one at the end ({ histogram, received, expected, outside, dropped }): outside
// counts frames events of frames a stream does not follow (another league's, another match's).
import http from 'node:http';
import { createInterface } from 'node:readline';

interface Stream {
  url: string;
  frames: number[];
}
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const streams = JSON.parse((await lines.next()).value ?? '[]') as Stream[];
/** Latencies in BUCKET_MS steps, the last bucket holding everything beyond. */
const BUCKET_MS = 0.5;
const histogram = new Uint32Array(40_000);
const now = () => performance.timeOrigin + performance.now();
const starts = new Map<number, number[]>();
/** Events heard before their write's start line arrived (rare): timed once it does. */
const early: { frame: number; n: number; at: number }[] = [];
let received = 0;
let outside = 0;
let dropped = 0;
let ending = false;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

const record = (frame: number, n: number, at: number) => {
  const start = starts.get(frame)?.[n];
  if (start === undefined) return void early.push({ frame, n, at });
  histogram[Math.min(histogram.length - 1, Math.floor(Math.max(0, at - start) / BUCKET_MS))]! += 1;
  received += 1;
};

function open(stream: Stream): Promise<void> {
  const heard = new Map<number, number>(stream.frames.map((f) => [f, 0]));
  return new Promise((resolve, reject) => {
    const req = http.get(stream.url, { agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`${stream.url} answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = now();
        buffer += chunk;
        const parts = buffer.split('\n\n');
        buffer = parts.pop()!;
        for (const part of parts) {
          if (part.includes(': ready')) resolve();
          const data = part.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as { type: string; frameId?: number };
          if (!event.type.startsWith('frames.') || event.frameId === undefined) continue;
          const n = heard.get(event.frameId);
          if (n === undefined) {
            outside += 1;
            continue;
          }
          heard.set(event.frameId, n + 1);
          record(event.frameId, n, at);
        }
      });
      res.on('close', () => {
        if (!ending) dropped += 1;
      });
    });
    req.on('error', (error) => (ending ? resolve() : reject(error)));
  });
}

// Opened in batches, as a fleet comes up over a few seconds rather than in one instant.
for (let i = 0; i < streams.length; i += 250) await Promise.all(streams.slice(i, i + 250).map(open));
process.stdout.write(`${JSON.stringify({ ready: streams.length })}\n`);

const writes = new Map<number, number>();
for (let next = await lines.next(); !next.done; next = await lines.next()) {
  const line = next.value;
  const [what, frame, n, at] = line.split(' ');
  if (what === 'start') {
    const list = starts.get(Number(frame)) ?? [];
    list[Number(n)] = Number(at);
    starts.set(Number(frame), list);
    writes.set(Number(frame), Number(n) + 1);
    for (const e of early.splice(0)) record(e.frame, e.n, e.at);
  } else if (what === 'end') break;
}
ending = true;
let expected = 0;
for (const s of streams) for (const f of s.frames) expected += writes.get(f) ?? 0;
process.stdout.write(
  `${JSON.stringify({ histogram: [...histogram], bucketMs: BUCKET_MS, received, expected, outside, dropped })}\n`,
);
process.exit(0);
