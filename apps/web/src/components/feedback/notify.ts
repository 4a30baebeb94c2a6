import { notifications } from '@mantine/notifications';
import { t } from '../../i18n';

/** A short confirmation or failure toast; its close button is named, so screen readers can dismiss it. */
export function notify(kind: 'success' | 'error', message: string): void {
  notifications.show({
    color: kind === 'success' ? 'green' : 'red',
    message,
    closeButtonProps: { 'aria-label': t.app.dismiss },
  });
}
