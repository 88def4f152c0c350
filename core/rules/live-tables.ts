// The tables whose changes the database announces on the live stream (notify_live() and its kin in
// supabase/), the topics a listener subscribes to, and who may hear each table's events. Zod-free, so
// the TV bundle reads it too.

export const liveTopics = ['fixtures', 'frames', 'standings', 'wallboards', 'sponsors', 'screens'] as const;
export type LiveTopic = (typeof liveTopics)[number];

interface LiveTableRule {
  /** The topics a listener subscribes to that hear it. */
  topics: readonly LiveTopic[];
  /**
   * Who hears it: everyone (league data is public); everyone unless the database marked the event
   * private (then signed-in users and the screen showing that wallboard); or organisers and the paired
   * screen itself.
   */
  audience: 'public' | 'public_unless_private' | 'screens';
}

export const liveTables = {
  fixtures: { topics: ['fixtures'], audience: 'public' },
  frames: { topics: ['frames'], audience: 'public' },
  /** A break moves a high breaks board; listeners of frames hear it. */
  breaks: { topics: ['frames'], audience: 'public' },
  standings: { topics: ['standings'], audience: 'public' },
  wallboards: { topics: ['wallboards'], audience: 'public_unless_private' },
  wallboard_sponsors: { topics: ['wallboards', 'sponsors'], audience: 'public_unless_private' },
  sponsors: { topics: ['sponsors'], audience: 'public_unless_private' },
  screens: { topics: ['screens'], audience: 'screens' },
} as const satisfies Record<string, LiveTableRule>;
export type LiveTable = keyof typeof liveTables;

/** The table an event is about ("frames.update" is about frames), or undefined for one this build does not know. */
export function liveTableOf(event: { type: string }): LiveTable | undefined {
  const table = event.type.split('.')[0];
  return Object.hasOwn(liveTables, table) ? (table as LiveTable) : undefined;
}

/** The topics that hear an event (wallboard_sponsors concerns both wallboards and sponsors). */
export function topicsOf(event: { type: string }): readonly LiveTopic[] {
  const table = liveTableOf(event);
  return table ? liveTables[table].topics : [];
}
