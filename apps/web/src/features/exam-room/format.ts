import { formatDateTime, formatTime } from '../../lib/format';

/** A time of day for the room (with seconds), or nothing. */
export function clockTime(iso: string | null): string {
  return iso ? formatTime(iso) : '';
}

/** A date and time for windows and the record, or nothing. */
export function dateTime(iso: string | null): string {
  return iso ? formatDateTime(iso) : '';
}
