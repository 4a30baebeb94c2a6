import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { completeEnglish, language, loadLanguage } from '../i18n';
import { en } from '../i18n/en/index';

// The app adds the English areas each screen needs with the screen
// (app/foundations.ts); tests render screens on their own.
completeEnglish(en);

// findBy/waitFor wait up to 5 s rather than 1 s: on a busy CI machine a screen that reads
// IndexedDB and renders several steps can take longer than a second; a screen that never shows
// still fails.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs, which jsdom does not provide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Files share a worker's modules (vitest.config: isolate false), so a file leaves the next one
// English and real timers.
afterAll(async () => {
  vi.useRealTimers();
  localStorage.clear();
  if (language !== 'en') await loadLanguage();
});
