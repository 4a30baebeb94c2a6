import { Outlet } from 'react-router';
import { InstallBanner } from '../../components/chrome/install-banner';
import { OfflineBanner } from '../../components/chrome/offline-banner';
import { SplashScreen } from '../../components/feedback/splash-screen';
import { useSession } from '../session-provider';

/** App chrome above every screen (install and offline banners), and the start-up splash. */
export function RootLayout() {
  const { status } = useSession();
  return (
    <>
      <OfflineBanner />
      <InstallBanner />
      {status === 'initialising' ? <SplashScreen /> : <Outlet />}
    </>
  );
}
