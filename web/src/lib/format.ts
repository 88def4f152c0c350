import { format } from 'date-fns';

/** 'MMM dd, yyyy HH:mm' in the user's own time zone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '-' : format(date, 'MMM dd, yyyy HH:mm');
}

/** An ISO instant as the value of an <input type="datetime-local"> in local time. */
export function toLocalInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : format(date, "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local value (local time) as an ISO instant, or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
