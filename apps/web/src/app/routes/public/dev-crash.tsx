import { useMessages } from '../../../i18n';

/** Development builds only: throws while rendering, to show the error screen. */
export function DevCrashRoute(): never {
  const t = useMessages();
  throw new Error(t.dev.crash);
}
