import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  heading,
  screenshot,
  signIn,
  useBrowser,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { useDemoServer } from './support/demo-server';

useDemoServer();

const { withPage } = useBrowser();

const DEMO = [
  {
    label: 'Student',
    username: 'student@pathshala.example',
    welcome: 'Welcome back, Aarav Sharma!',
    home: 'Student Dashboard',
    path: '/student',
  },
  {
    label: 'Teacher 1',
    username: 'teacher1@pathshala.example',
    welcome: 'Welcome Teacher Priya Nair!',
    home: 'Teacher Dashboard',
    path: '/teacher',
  },
  {
    label: 'Teacher 2',
    username: 'teacher2@pathshala.example',
    welcome: 'Welcome Teacher Rahul Verma!',
    home: 'Teacher Dashboard',
    path: '/teacher',
  },
  {
    label: 'Teacher 3',
    username: 'teacher3@pathshala.example',
    welcome: 'Welcome Teacher Meena Iyer!',
    home: 'Teacher Dashboard',
    path: '/teacher',
  },
  {
    label: 'Administrator',
    username: 'admin',
    welcome: 'Welcome Administrator Sunita Rao!',
    home: 'Admin Dashboard',
    path: '/admin',
  },
] as const;

describe('start-up', () => {
  it("paints the page's own loading screen (product name, tagline) before any script runs, at 360 px", async () => {
    await withPage('phone', async (page) => {
      // No script at all: what shows is the HTML's first paint.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/login');
      const loading = page.getByTestId('loading-screen');
      await loading.waitFor();
      await expect(loading.getByRole('heading', { name: 'Pathshala' }).isVisible()).resolves.toBe(true);
      await expect(loading.getByText('Digital Learning Platform').isVisible()).resolves.toBe(true);
      await expect(loading.getAttribute('aria-busy')).resolves.toBe('true');
      await expect(page.getByRole('status', { name: 'Loading Pathshala' }).count()).resolves.toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, 'loading-screen-phone');
    });
  });

  it('replaces the loading screen with sign-in when the code has loaded, without a layout shift', async () => {
    await withPage('phone', async (page) => {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/login');
      await heading(page, /sign in/i).waitFor();
      await expect(page.getByTestId('loading-screen').count()).resolves.toBe(0);
      await expect(page.getByLabel('Username or email').isVisible()).resolves.toBe(true);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    });
  });

  it('shows sign-in to a visitor with no session as soon as the code runs: no 2 s splash', async () => {
    await withPage('desktop', async (page) => {
      // Notes whether the splash ever shows, from the first byte of the page.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="splash-screen"]'))
            document.documentElement.dataset.splashShown = 'true';
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/login');
      await heading(page, /sign in/i).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.splashShown)).toBeUndefined();
    });
  });

  it('restores a stored session behind the splash (product name and tagline) for at least 2 s', async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, 'student@pathshala.example', 'Student@123');
      await heading(page, 'Student Dashboard').waitFor({ timeout: 15_000 });
      const started = Date.now();
      await page.reload();
      await page.getByTestId('splash-screen').waitFor();
      await expect(page.getByText('Digital Learning Platform').first().isVisible()).resolves.toBe(true);
      await expect(page.getByText('Pathshala').first().isVisible()).resolves.toBe(true);
      await screenshot(page, 'splash-desktop');
      await heading(page, 'Student Dashboard').waitFor({ timeout: 15_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    });
  });

  it('writes a web-vitals report to the console', async () => {
    await withPage('desktop', async (page) => {
      const reports: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith('[web-vitals]')) reports.push(message.text());
      });
      await page.goto('/login');
      await heading(page, /sign in/i).waitFor();
      await page.getByLabel('Username or email').click();
      // Hiding the page flushes the metrics that are only final then (CLS, INP, LCP).
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => reports.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(reports.some((r) => /\[web-vitals\] (TTFB|FCP|LCP|CLS|INP)/.test(r))).toBe(true);
    });
  });
});

describe('/login', () => {
  it.each(DEMO)(
    'the $label shortcut fills the form, signs in, welcomes and lands on the home',
    async (account) => {
      await withPage('desktop', async (page) => {
        await page.goto('/login');
        await page
          .getByTestId('demo-accounts')
          .getByRole('button', { name: new RegExp(account.username.replace(/[.@]/g, '\\$&')) })
          .click();
        await expect(page.getByLabel('Username or email').inputValue()).resolves.toBe(account.username);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.getByText(account.welcome).waitFor();
        await screenshot(page, `welcome-${account.label.replace(' ', '')}-desktop`);
        await heading(page, account.home).waitFor({ timeout: 10_000 });
        expect(new URL(page.url()).pathname).toBe(account.path);
        // A reload keeps the session (restored from storage after the splash).
        await page.reload();
        await heading(page, account.home).waitFor({ timeout: 10_000 });
      });
    },
  );

  it('shows the spec messages for blank fields and sends nothing', async () => {
    await withPage('phone', async (page) => {
      let loginCalls = 0;
      // The page's own sign-in requests, counted by their URL (not a call of the test's).
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/login')) loginCalls += 1;
      });
      await page.goto('/login');
      await page.getByLabel('Username or email').fill('   ');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByText('Username is required').waitFor();
      await page.getByText('Password is required').waitFor();
      expect(loginCalls).toBe(0);
      await screenshot(page, 'login-validation-phone');
    });
  });

  it('shows a wrong-password error under the field that can be dismissed', async () => {
    await withPage('phone', async (page) => {
      await signIn(page, 'student@pathshala.example', 'Wrong@Password1');
      const error = page.getByText('Invalid username or password');
      await error.waitFor();
      await screenshot(page, 'login-error-phone');
      await expectNoSeriousAxeViolations(page, 'login with error');
      await page.getByRole('button', { name: 'Dismiss error' }).click();
      await error.waitFor({ state: 'hidden' });
    });
  });

  it("reads 'Signing In...' and is disabled while the sign-in is pending", async () => {
    await withPage('desktop', async (page) => {
      // The answer is held until the pending button has been seen, however slow the machine.
      let answer = () => {};
      const seen = new Promise<void>((done) => (answer = done));
      // The page's own sign-in request, held by its URL.
      await page.route('**/api/auth/login*', async (route) => {
        await seen;
        await route.continue();
      });
      await signIn(page, 'teacher1@pathshala.example', 'Teacher@123');
      const pending = page.getByRole('button', { name: 'Signing In...' });
      await pending.waitFor();
      await expect(pending.isDisabled()).resolves.toBe(true);
      answer();
      await heading(page, 'Teacher Dashboard').waitFor({ timeout: 15_000 });
    });
  });
});

describe('route guards', () => {
  it('sends a signed-out visitor of a role area to /login', async () => {
    await withPage('desktop', async (page) => {
      for (const path of ['/student', '/teacher/assessments', '/admin/add-user', '/']) {
        await page.goto(path);
        await heading(page, /sign in/i).waitFor();
        expect(new URL(page.url()).pathname, path).toBe('/login');
      }
    });
  });

  it('sends a wrong role to /unauthorized with its error code', async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, 'student@pathshala.example', 'Student@123');
      await heading(page, 'Student Dashboard').waitFor({ timeout: 10_000 });
      await page.goto('/admin');
      await heading(page, 'Access Denied').waitFor();
      expect(new URL(page.url()).pathname).toBe('/unauthorized');
      await page.getByText("You don't have permission to access this page.").waitFor();
      await page.getByText('Error Code').waitFor();
      await page.getByText('403').first().waitFor();
      await screenshot(page, 'unauthorized-desktop');
      await expectNoSeriousAxeViolations(page, 'unauthorized');
    });
  });

  it('shows a 404 page whose links adapt to the user', async () => {
    await withPage('phone', async (page) => {
      await page.goto('/no/such/page');
      await heading(page, 'Page Not Found').waitFor();
      await page.getByRole('link', { name: 'Login' }).first().waitFor();
      expect(await page.getByRole('link', { name: 'Learning' }).count()).toBe(0);
      await screenshot(page, 'not-found-signed-out-phone');

      await signIn(page, 'student@pathshala.example', 'Student@123');
      await heading(page, 'Student Dashboard').waitFor({ timeout: 10_000 });
      await page.goto('/student/no-such-screen');
      await heading(page, 'Page Not Found').waitFor();
      await page.getByRole('link', { name: 'Learning' }).waitFor();
      await page.getByRole('link', { name: 'Assessments' }).waitFor();
      await screenshot(page, 'not-found-student-phone');
      await expectNoSeriousAxeViolations(page, '404');
    });
  });
});

describe('session', () => {
  it('refreshes an expired access token once and retries, keeping the user signed in', async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, 'admin', 'Admin@123');
      await heading(page, 'Admin Dashboard').waitFor({ timeout: 10_000 });
      await page.evaluate(() => localStorage.setItem('authToken', 'expired.or.tampered'));
      // The page's own refresh, matched by its URL.
      const refreshed = page.waitForResponse(
        (r) => r.url().includes('/api/auth/refresh') && r.status() === 200,
      );
      await page.reload();
      await refreshed;
      await heading(page, 'Admin Dashboard').waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBe('expired.or.tampered');
    });
  });

  it('keeps every tab signed in when several refresh an expired token at the same moment', async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, 'admin', 'Admin@123');
      await heading(page, 'Admin Dashboard').waitFor({ timeout: 10_000 });
      // Tabs of one browser share the refresh cookie and the stored token.
      const tabs = [page, await page.context().newPage(), await page.context().newPage()];
      const refreshStatuses: number[] = [];
      // The tabs' own refreshes, seen (and held below) by their URL.
      for (const tab of tabs) {
        tab.on('response', (r) => {
          if (r.url().includes('/api/auth/refresh')) refreshStatuses.push(r.status());
        });
      }
      // A slow network: refreshes asked for within 1.5 s of each other leave together, so they
      // overlap at the server the way they would if the tabs did not take turns.
      let held: Route[] = [];
      await page.context().route('**/api/auth/refresh*', async (route) => {
        held.push(route);
        if (held.length > 1) return;
        await new Promise((done) => setTimeout(done, 1500));
        const leaving = held;
        held = [];
        await Promise.all(leaving.map((r) => r.continue()));
      });
      await page.evaluate(() => localStorage.setItem('authToken', 'expired.or.tampered'));
      await Promise.all(tabs.map((tab) => tab.goto('/admin')));
      for (const tab of tabs) await heading(tab, 'Admin Dashboard').waitFor({ timeout: 10_000 });
      expect(refreshStatuses.length).toBeGreaterThan(0);
      expect(refreshStatuses.every((status) => status === 200)).toBe(true);
      // The session survived: no refresh was taken for a stolen one.
      await page.reload();
      await heading(page, 'Admin Dashboard').waitFor({ timeout: 10_000 });
    });
  });

  it('clears storage and goes to /login when the refresh fails too', async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, 'teacher2@pathshala.example', 'Teacher@123');
      await heading(page, 'Teacher Dashboard').waitFor({ timeout: 10_000 });
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.setItem('authToken', 'expired.or.tampered'));
      await page.reload();
      await heading(page, /sign in/i).waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    });
  });

  it('signs out after confirmation', async () => {
    await withPage('phone', async (page) => {
      await signIn(page, 'student@pathshala.example', 'Student@123');
      await heading(page, 'Student Dashboard').waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Sign Out' }).first().click();
      await page.getByRole('dialog').waitFor();
      await screenshot(page, 'sign-out-confirm-phone');
      await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
      await heading(page, /sign in/i).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    });
  });
});

describe('offline', () => {
  it('shows the offline banner when the connection drops and hides it when it returns', async () => {
    await withPage('phone', async (page) => {
      await page.goto('/login');
      await heading(page, /sign in/i).waitFor();
      await page.context().setOffline(true);
      const banner = page.getByText('You are offline. Some features may not be available.');
      await banner.waitFor();
      await screenshot(page, 'offline-banner-phone');
      await page.context().setOffline(false);
      await banner.waitFor({ state: 'hidden' });
    });
  });

  it('keeps the sign-in page when the connection drops before all its code has loaded', async () => {
    await withPage(
      'phone',
      async (page) => {
        // The contracts sign-in loads after its first paint are held until the connection is gone.
        let dropConnection = () => {};
        const dropped = new Promise<void>((resolve) => {
          dropConnection = resolve;
        });
        let hold = () => {};
        const held = new Promise<void>((resolve) => {
          hold = resolve;
        });
        await page.route(/\/assets\/first-page-[^/]+\.js$/, async (route: Route) => {
          hold();
          await dropped;
          await route.abort('internetdisconnected');
        });
        await page.goto('/login');
        await heading(page, /sign in/i).waitFor();
        await held;
        let navigations = 0;
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) navigations++;
        });
        const failed = page.waitForEvent('requestfailed', (request) => /\/first-page-/.test(request.url()));
        await page.context().setOffline(true);
        dropConnection();
        await failed;
        await page.getByText('You are offline. Some features may not be available.').waitFor();
        // A reload here would trade the page for the browser's offline error.
        await page.waitForTimeout(1_000);
        expect(navigations).toBe(0);
        await heading(page, /sign in/i).waitFor();
      },
      // A service worker would answer the held file itself, out of the route's reach, as soon as it
      // controls the page: without one, the file is held every time.
      { serviceWorkers: 'block' },
    );
  });

  it('reloads the app shell from the service worker with no connection after one visit', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/login');
      await heading(page, /sign in/i).waitFor();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // The first visit is not controlled yet; a reload puts the page under the worker.
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await page.context().setOffline(true);
      await page.reload();
      await heading(page, /sign in/i).waitFor({ timeout: 15_000 });
      await page.getByText('You are offline. Some features may not be available.').waitFor();
    });
  });
});

describe('every shell screen at phone and desktop width', () => {
  it.each(Object.keys(VIEWPORTS) as ViewportName[])(
    'has no serious axe finding and no sideways scroll at %s',
    async (viewport) => {
      await withPage(viewport, async (page) => {
        const check = async (name: string) => {
          await screenshot(page, `${name}-${viewport}`);
          await expectNoSeriousAxeViolations(page, `${name} at ${viewport}`);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${name} scrolls sideways at ${viewport}`).toBeLessThanOrEqual(0);
        };
        await page.goto('/login');
        await heading(page, /sign in/i).waitFor();
        await check('login');
        for (const account of DEMO.filter((a) => a.label !== 'Teacher 2' && a.label !== 'Teacher 3')) {
          await page.evaluate(() => localStorage.clear());
          await signIn(
            page,
            account.username,
            account.username === 'admin'
              ? 'Admin@123'
              : account.label === 'Student'
                ? 'Student@123'
                : 'Teacher@123',
          );
          await heading(page, account.home).waitFor({ timeout: 10_000 });
          await check(`home-${account.path.slice(1)}`);
        }
      });
    },
  );
});

describe('keyboard', () => {
  it('signs in with the keyboard alone', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/login');
      await heading(page, /sign in/i).waitFor();
      await page.getByLabel('Username or email').focus();
      await page.keyboard.type('teacher3@pathshala.example');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Teacher@123');
      await page.keyboard.press('Enter');
      await heading(page, 'Teacher Dashboard').waitFor({ timeout: 10_000 });
    });
  });
});
