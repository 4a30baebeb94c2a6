import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from '../components/feedback/error-screen';
import { paths } from '../config/paths';
import { firstScreenPainted } from '../lib/after-first-screen';
import { getRetryCount, recordRetry, resetRetries } from '../lib/error-retries';

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** The router's error element: Try Again renders the route afresh, Go to Home leaves it. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const retries = getRetryCount(location.pathname);
  // The root's error screen stands in for the whole app: what waits for a first screen starts here too.
  useEffect(() => firstScreenPainted(), []);

  const retry = useCallback(() => {
    recordRetry(location.pathname);
    // A new navigation to the same place resets the route's error boundary and reruns its loaders.
    navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: location.state,
    });
  }, [location, navigate]);

  const home = useCallback(() => {
    resetRetries();
    navigate(paths.root.getHref());
  }, [navigate]);

  return <ErrorScreen retries={retries} onRetry={retry} onHome={home} details={describe(error)} />;
}
