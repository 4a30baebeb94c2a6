import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { InstallBanner } from '../../components/chrome/install-banner';
import { OfflineBanner } from '../../components/chrome/offline-banner';
import { SplashScreen } from '../../components/feedback/splash-screen';
import { firstScreenPainted } from '../../lib/after-first-screen';
import { useSession } from '../../lib/session-provider';
import { usePainted } from '../../lib/use-painted';

/** App chrome around every screen (the offline banner above, the install offer at the foot), and the start-up splash. */
export function RootLayout() {
  const { status } = useSession();
  return (
    <>
      <StudentDeviceAtSignOut />
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

/**
 * While a student is signed in, on any screen (the forced password change is outside the student
 * area): her sign-out first sends what waits and keeps only what is unsent on the device
 * (features/learning/offline/sign-out-device). Loaded only for students, so no other page pays for it.
 */
function StudentDeviceAtSignOut() {
  const { user } = useSession();
  const studentId = user?.type === 'student' ? user.id : undefined;
  useEffect(() => {
    if (studentId === undefined) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('../../features/learning/offline/sign-out-device').then((device) => {
      if (live) stop = device.keepOnlyUnsentOnSignOut(studentId);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [studentId]);
  return null;
}

/**
 * Starts what waits for the first screen (../../lib/after-first-screen) once it has painted and no
 * screen's code is still loading (a start at / only redirects, and paints nothing of its own).
 */
function FirstScreenPainted() {
  const painted = usePainted();
  const settled = useNavigation().state === 'idle';
  useEffect(() => {
    if (painted && settled) firstScreenPainted();
  }, [painted, settled]);
  return null;
}
