// What the TV shows at this moment, for its heartbeat (the organiser's fleet view): the page (the
// wallboard on screen, a playlist's current item) and the sponsor in the rotator. Written by the
// display as it changes, read every heartbeat; plain variables, no re-render.
export const nowShowing: { page: string | null; sponsorId: number | null } = { page: null, sponsorId: null };
