import { useMessages } from '../../i18n';

/**
 * Start-up loading screen: product name and tagline while the stored session is restored (or a
 * screen's code arrives). The page's own loading screen (index.html) draws the same with the same
 * classes and inline styles, so React's first render continues it without a change or a shift.
 */
export function SplashScreen() {
  const t = useMessages();
  return (
    <main className="boot" aria-busy="true" data-testid="splash-screen">
      <svg width="72" height="72" viewBox="0 0 100 100" aria-hidden="true">
        <rect width="100" height="100" rx="22" fill="#086f62" />
        <path
          d="M30 22h17a18 18 0 0 1 0 36h-5v22H30zM42 31.5v17h5a8.5 8.5 0 0 0 0-17z"
          fill="#fff"
          fillRule="evenodd"
        />
        <circle cx="70" cy="72" r="7.5" fill="#f2b134" />
      </svg>
      <h1>{t.app.name}</h1>
      <p>{t.app.tagline}</p>
      <div className="boot-dots" role="status" aria-label={t.app.loading}>
        <i />
        <i />
        <i />
      </div>
    </main>
  );
}
