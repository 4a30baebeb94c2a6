import { useSyncExternalStore } from 'react';
import { t } from '../../i18n';

// Mantine's notifications (their store, container and transitions) load with the first toast: most
// pages never show one, and the first page stays small.
const loadNotifications = () => import('@mantine/notifications');

let toastAskedFor = false;
const listeners = new Set<() => void>();

/** A short confirmation or failure toast; its close button is named, so screen readers can dismiss it. */
export function notify(kind: 'success' | 'error', message: string): void {
  if (!toastAskedFor) {
    toastAskedFor = true;
    for (const listener of listeners) listener();
  }
  loadNotifications()
    .then(({ notifications }) =>
      notifications.show({
        color: kind === 'success' ? 'green' : 'red',
        message,
        closeButtonProps: { 'aria-label': t.app.dismiss },
      }),
    )
    .catch(() => undefined); // its code could not load (offline before the app was cached)
}

/** True once a toast was asked for: the toasts' container mounts then (NotificationsHost). */
export function useToastAskedFor(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toastAskedFor,
  );
}
