// The demo season: fixed names so a second run finds what the first one made.
import type { WallboardType } from '@core/schemas/enums.ts';
import { wallboardTypeRules } from '@core/rules/wallboard-types.ts';

export const LEAGUE = { name: 'Cueboard Demo League', season: '2027 Winter' };

export const DIVISIONS = [
  {
    name: 'Premier Division',
    sortOrder: 1,
    teams: ['Red Lions', 'Cue Ballers', 'Pot Black', 'Kiss Shot', 'Safety First'],
  },
  {
    name: 'Division One',
    sortOrder: 2,
    teams: ['Baulk Line', 'Snooker Loopy', 'Long Pot Legends', 'The Maximums', 'Break Builders'],
  },
];

const FIRST = ['Alex', 'Sam', 'Jo', 'Chris', 'Pat', 'Robin', 'Jamie', 'Charlie', 'Frankie', 'Max'];
const LAST = ['Higgins', 'Davis', 'Parrott', 'Reardon', 'Taylor'];

/** Five players per team, named uniquely across the demo. */
export function playersOf(teamIndex: number): string[] {
  return LAST.map((last, i) => `${FIRST[teamIndex]} ${last}${i === 0 ? '' : ` ${'I'.repeat(i + 1)}`}`);
}

export const VENUES = [
  { name: 'The Crucible Arms', address: '1 Baize Street, Sheffield', code: 'CRU', tables: 2 },
  { name: 'Golden Cue Club', address: '22 Pocket Lane, Leeds', code: 'GCC', tables: 3 },
  { name: 'Rack & Roll', address: '7 Chalk Road, York', code: 'RNR', tables: 2 },
];

const image = (text: string, colour: string) =>
  `https://placehold.co/1920x1080/${colour}/ffffff/png?text=${encodeURIComponent(text)}`;

export const SPONSORS = [
  { name: 'Baize & Co', weight: 3, imageUrl: image('Baize & Co', '14532d'), tags: ['cloth', 'gold'] },
  { name: 'Chalk It Up', weight: 2, imageUrl: image('Chalk It Up', '1e3a8a'), tags: ['chalk'] },
  {
    name: 'The Pocket Brewery',
    weight: 1,
    imageUrl: image('The Pocket Brewery', '7c2d12'),
    tags: ['drinks'],
  },
  { name: 'Cue Doctor', weight: 1, imageUrl: image('Cue Doctor', '581c87'), tags: ['repairs', 'local'] },
];

/** One demo wallboard per type, named after the type's label ('Demo Live Scores'). */
export const wallboardName = (type: WallboardType) => `Demo ${wallboardTypeRules[type].label}`;

/** A tiny deterministic generator (mulberry32), so every fresh demo plays the same results. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
