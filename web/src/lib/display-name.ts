// How the web names a person to others: their display name, never an e-mail address or a user id.
// A person who has not chosen a name yet is shown as such, the same way on every screen.
export const noDisplayName = 'No display name';

export const displayName = (name: string | null | undefined): string => name?.trim() || noDisplayName;
