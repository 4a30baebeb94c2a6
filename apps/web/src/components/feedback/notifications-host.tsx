import { lazy, Suspense } from 'react';
import { useToastAskedFor } from './notify';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
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
