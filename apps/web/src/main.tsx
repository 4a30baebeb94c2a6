import './app/first-page-styles';
import './app/app.css';
import { registerSW } from 'virtual:pwa-register';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/app-error-boundary';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadLanguage } from './i18n';
import { afterFirstScreen } from './lib/after-first-screen';
import { restoreSessionEarly } from './lib/session-restore';
import { reportWebVitals } from './lib/web-vitals';

// After a new release, a screen's code from the old one is gone: load the new release, once a minute
// at most (a missing file that stays missing shows the error screen instead of reloading forever).
// Offline, code that did not load is missing for another reason: a reload would trade the page for
// the browser's offline error (each caller has its own way to carry on without the code).
window.addEventListener('vite:preloadError', (event) => {
  if (!navigator.onLine) return;
  const lastReload = Number(sessionStorage.getItem('pathshala.reloadedForRelease') ?? 0);
  if (Date.now() - lastReload < 60_000) return;
  sessionStorage.setItem('pathshala.reloadedForRelease', String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// A stored session's check goes out first, while the code below evaluates and renders the splash.
restoreSessionEarly();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** A task of its own for what follows, so a slow phone's main thread can answer in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The device's language loads first (English is built in), so the first paint is in it. Building the
// routes waits for a task of its own, after the long one that evaluated the app's code.
void Promise.all([loadLanguage(), nextTask()]).then(() => {
  const router = createAppRouter();
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices and lets the phone's main thread answer
  // a tap between them, instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
        </AppProviders>
      </StrictMode>,
    ),
  );
});

// The service worker caches the app for offline use; it and the vitals wait for the first screen.
afterFirstScreen(() => {
  reportWebVitals();
  registerSW({ immediate: true });
});
