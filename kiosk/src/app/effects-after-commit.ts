// The kiosk build runs React's API on preact/compat (kiosk/vite.config.ts). Preact runs effects after
// the next animation frame or 35 ms; React runs them in a MessageChannel task just after the commit.
// The kiosk does as React does, so its effects (loading /config.json, the rotation timers) never
// wait on a frame or a timer: a TV tab with no frames, or a test's installed clock, would hold them.
import { options } from 'preact';

const channel = new MessageChannel();
let queued: (() => void)[] = [];
channel.port1.onmessage = () => {
  const run = queued;
  queued = [];
  for (const flush of run) flush();
};

options.requestAnimationFrame = (flush) => {
  if (queued.push(flush) === 1) channel.port2.postMessage(null);
};
