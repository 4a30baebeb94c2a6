import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { InstallBanner } from '../../components/chrome/install-banner';
import { OfflineBanner } from '../../components/chrome/offline-banner';
import { SplashScreen } from '../../components/feedback/splash-screen';
import { firstScreenPainted } from '../../lib/after-first-screen';
import { usePainted } from '../../lib/use-painted';
import { useSession } from '../session-provider';

/** App chrome around every screen (the offline banner above, the install offer at the foot), and the start-up splash. */
export function RootLayout() {
  const { status } = useSession();
  return (
    <>
      <OfflineBanner />
      {status === 'initialising' ? (
        <SplashScreen />
      ) : (
        <>
          <Outlet />
          <FirstScreenPainted />
        </>
      )}
      <InstallBanner />
    </>
  );
}

/** Starts what waits for the first screen (../../lib/after-first-screen) once it has painted. */
function FirstScreenPainted() {
  const painted = usePainted();
  useEffect(() => {
    if (painted) firstScreenPainted();
  }, [painted]);
  return null;
}
