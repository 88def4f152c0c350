// Authorization matrix rows: sponsors, wallboards, the sponsors on a wallboard, impressions and their reports.
import type { Harness } from '../support.ts';
import { type Row, all, organiserOnly, img, post, newSponsor, newWallboard } from './rows.ts';

/** One paired screen per harness for the command rows: claiming is limited to 10 codes per 10 minutes. */
const screens = new WeakMap<Harness, Promise<number>>();
const aScreen = (h: Harness) => {
  if (!screens.has(h))
    screens.set(
      h,
      (async () => {
        const start = (await h.call('POST', '/screens/pair', { body: {} })).body;
        const wb = await newWallboard(h);
        return (await post(h, '/screens/claim', { code: start.code, name: 'Fleet TV', wallboardId: wb.id }))
          .id;
      })(),
    );
  return screens.get(h)!;
};

export const displayRows: Row[] = [
  [
    'POST /screens/{id}/reload',
    organiserOnly(204),
    async (h) => ({ method: 'POST', path: `/screens/${await aScreen(h)}/reload` }),
  ],
  [
    'GET /screens/{id}/schedule',
    organiserOnly(200),
    async (h) => ({ method: 'GET', path: `/screens/${await aScreen(h)}/schedule` }),
  ],
  [
    'PUT /screens/{id}/schedule',
    organiserOnly(200),
    async (h) => ({ method: 'PUT', path: `/screens/${await aScreen(h)}/schedule`, body: { slots: [] } }),
  ],
  [
    'POST /screens/{id}/identify',
    organiserOnly(204),
    async (h) => ({ method: 'POST', path: `/screens/${await aScreen(h)}/identify` }),
  ],
  ['GET /reports/impressions', organiserOnly(200), () => ({ method: 'GET', path: '/reports/impressions' })],
  ['GET /sponsors', all(200), () => ({ method: 'GET', path: '/sponsors' })],
  [
    'POST /sponsors',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/sponsors', body: { name: 'S', videoUrl: img } }),
  ],
  [
    'PATCH /sponsors/{id}',
    organiserOnly(200),
    async (h) => ({ method: 'PATCH', path: `/sponsors/${(await newSponsor(h)).id}`, body: { weight: 3 } }),
  ],
  [
    'DELETE /sponsors/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/sponsors/${(await newSponsor(h)).id}` }),
  ],
  [
    // The harness runs the API as the Edge Function does, with no image store (tests/api/sponsor-image.test.ts has one).
    'POST /sponsors/{id}/image',
    organiserOnly(501),
    async (h) => ({ method: 'POST', path: `/sponsors/${(await newSponsor(h)).id}/image` }),
  ],
  ['GET /wallboards', all(200), () => ({ method: 'GET', path: '/wallboards' })],
  [
    'GET /wallboards/{id}',
    all(200),
    async (h) => ({ method: 'GET', path: `/wallboards/${(await newWallboard(h)).id}` }),
  ],
  [
    'GET /wallboards/{id}/feed',
    all(200),
    async (h) => ({ method: 'GET', path: `/wallboards/${(await newWallboard(h)).id}/feed` }),
  ],
  [
    'POST /wallboards',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/wallboards', body: { name: 'W', type: 'sponsors' } }),
  ],
  [
    'PATCH /wallboards/{id}',
    organiserOnly(200),
    async (h) => ({
      method: 'PATCH',
      path: `/wallboards/${(await newWallboard(h)).id}`,
      body: { name: 'X' },
    }),
  ],
  [
    'DELETE /wallboards/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/wallboards/${(await newWallboard(h)).id}` }),
  ],
  [
    'GET /wallboards/{id}/sponsors',
    all(200),
    async (h) => ({ method: 'GET', path: `/wallboards/${(await newWallboard(h)).id}/sponsors` }),
  ],
  [
    'POST /wallboards/{id}/sponsors',
    organiserOnly(201),
    async (h) => ({
      method: 'POST',
      path: `/wallboards/${(await newWallboard(h)).id}/sponsors`,
      body: { sponsorId: (await newSponsor(h)).id },
    }),
  ],
  [
    'DELETE /wallboards/{id}/sponsors/{sponsorId}',
    organiserOnly(204),
    async (h) => {
      const [wb, sp] = [await newWallboard(h), await newSponsor(h)];
      await post(h, `/wallboards/${wb.id}/sponsors`, { sponsorId: sp.id });
      return { method: 'DELETE', path: `/wallboards/${wb.id}/sponsors/${sp.id}` };
    },
  ],
  [
    'POST /impressions (public wallboard)',
    all(201),
    async (h) => {
      const [wb, sp] = [await newWallboard(h), await newSponsor(h)];
      await post(h, `/wallboards/${wb.id}/sponsors`, { sponsorId: sp.id });
      return {
        method: 'POST',
        path: '/impressions',
        body: { sponsorId: sp.id, wallboardId: wb.id, durationMs: 5000 },
      };
    },
  ],
];
