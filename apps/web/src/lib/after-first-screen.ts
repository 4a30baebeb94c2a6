import { reportWebVitals } from './web-vitals';

let started = false;

/**
 * What the app starts once its first screen (not the splash) has painted: the service worker, which
 * caches the whole app for offline use, and the Web Vitals reporter. Neither is needed to show a screen,
 * so on a slow connection they do not compete with its code. Runs once.
 */
export function startAfterFirstScreen(): void {
  if (started) return;
  started = true;
  reportWebVitals();
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}
