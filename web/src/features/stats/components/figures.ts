// How the statistics screens write their figures.
export const percent = (value: number) => `${value}%`;
export const rounded = (rating: number) => String(Math.round(rating));
