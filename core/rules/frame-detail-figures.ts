// Which frame-detail statistics a page shows (issue 29): only those its league records, under one set
// of labels for the public site's and the web app's player and team pages. A league in the default
// format records none, so its pages show exactly what they showed before. Zod-free: the public site's
// browser bundle reads it too.

/** What a league records, read from its settings (core/schemas/league.ts). */
export interface RecordedDetails {
  /** break_threshold > 0: breaks, so a high break and centuries. */
  breaks: boolean;
  /** frame_points: snooker frame points for and against. */
  points: boolean;
  /** frame_events: dishes, golden breaks and whitewashes. */
  events: boolean;
}

/** The figures of public.player_frame_details() and public.team_frame_details(). */
export interface FrameDetailFigures {
  highBreak: number | null;
  centuries: number;
  dishes: number;
  goldenBreaks: number;
  whitewashes: number;
  framePointsFor: number;
  framePointsAgainst: number;
}

export function recordedDetails(settings: {
  break_threshold?: number;
  frame_points?: boolean;
  frame_events?: boolean;
}): RecordedDetails {
  return {
    breaks: (settings.break_threshold ?? 0) > 0,
    points: settings.frame_points === true,
    events: settings.frame_events === true,
  };
}

/** What any of several leagues records (a player's or team's page over all their leagues). */
export function anyRecorded(leagues: RecordedDetails[]): RecordedDetails {
  return {
    breaks: leagues.some((r) => r.breaks),
    points: leagues.some((r) => r.points),
    events: leagues.some((r) => r.events),
  };
}

/** Whether the league records anything a statistics page shows beyond today's figures. */
export const recordsAny = (r: RecordedDetails) => r.breaks || r.points || r.events;

/** The figures to show, as label and value, in the order the pages list them. */
export function frameDetailItems(
  recorded: RecordedDetails,
  f: FrameDetailFigures,
): [label: string, value: string | number][] {
  return [
    ...(recorded.breaks
      ? ([
          ['High break', f.highBreak ?? '–'],
          ['Centuries', f.centuries],
        ] as const)
      : []),
    ...(recorded.events
      ? ([
          ['Dishes', f.dishes],
          ['Golden breaks', f.goldenBreaks],
          ['Whitewashes', f.whitewashes],
        ] as const)
      : []),
    ...(recorded.points
      ? ([
          ['Frame points for', f.framePointsFor],
          ['Frame points against', f.framePointsAgainst],
        ] as const)
      : []),
  ].map(([label, value]) => [label, value]);
}
