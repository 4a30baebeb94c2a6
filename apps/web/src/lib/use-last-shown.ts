import { useRef } from 'react';

/**
 * The value, or while it is null the last one it held: what a dialog shows as it closes. Its subject
 * is cleared the moment it closes, but it fades out a moment longer and must keep its title (its
 * accessible name) and text until it is gone.
 */
export function useLastShown<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return value ?? last.current;
}
