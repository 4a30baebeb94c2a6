import type { NotificationsProps } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense } from 'react';
import { useToastAskedFor } from './notify';

type Host = { default: ComponentType<{ position: NotificationsProps['position'] }> };
// If its code cannot load (offline before the app was cached), no toast shows; the page stays.
const Notifications = lazy(
  (): Promise<Host> =>
    import('@mantine/notifications').then(
      (module) => ({ default: module.Notifications }),
      () => ({ default: () => null }),
    ),
);

/** Where toasts show (top centre); mounted with the first toast (see `notify`), which then shows. */
export function NotificationsHost() {
  const asked = useToastAskedFor();
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  );
}
