import { api, GETTING_STARTED_STEPS, type GettingStarted } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { anAdmin, storeSession } from '../../../test/session-users';

/** The server of an admin whose school has done the steps in `done`. */
function serve(done: readonly string[]) {
  const gettingStarted: GettingStarted = GETTING_STARTED_STEPS.map((step) => ({
    step,
    done: done.includes(step),
  }));
  storeSession(anAdmin);
  fakeServer()
    .on(api.admin.dashboard, () => ({
      message: 'Dashboard loaded',
      data: {
        statistics: { students: 0, teachers: 0, cohorts: 0, assessments: 0 },
        gettingStarted,
        systemStatus: {
          database: { ok: true, driver: 'pglite' as const, latencyMs: 1 },
          api: { ok: true, uptimeSeconds: 60 },
          fileStorage: { ok: true, writable: true, freeBytes: 1_000_000 },
          backup: { configured: true, lastBackupAt: null },
        },
        recentActivity: [],
      },
    }))
    .on(api.admin.curriculums, () => ({ message: 'loaded', data: [] }))
    .on(api.admin.trainingCenters, () => ({ message: 'loaded', data: [] }))
    .on(api.setup.status, () => ({ data: { setupNeeded: false, schoolName: 'Vidya' } }));
}

describe('the getting-started list on the admin home', () => {
  it('ticks the steps done, numbers the rest, and links each to where it is done', async () => {
    serve(['organisation', 'people']);
    renderApp('/admin');
    const list = await screen.findByRole('region', { name: 'Getting started' });
    expect(within(list).getByTestId('getting-started-progress')).toHaveTextContent('2 of 6 steps done');
    const expected = [
      ['organisation', true, 'Training Partners', '/admin/partners'],
      ['people', true, 'Add User', '/admin/add-user'],
      ['curriculum', false, 'Curriculum', '/admin/curriculum'],
      ['content', false, 'Curriculum', '/admin/curriculum'],
      ['cohort', false, 'Cohorts', '/admin/cohorts'],
      ['assessment', false, 'Question Banks', '/admin/question-bank'],
    ] as const;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.testid)).toEqual(
      expected.map(([step]) => `getting-started-${step}`),
    );
    for (const [index, [, done, action, href]] of expected.entries()) {
      const item = items[index]!;
      expect(item).toHaveAttribute('data-done', String(done));
      expect(item).toHaveTextContent(done ? 'Done' : 'To do');
      expect(within(item).getByRole('link', { name: action })).toHaveAttribute('href', href);
    }
  });

  it('is gone once every step is done', async () => {
    serve(GETTING_STARTED_STEPS);
    renderApp('/admin');
    await screen.findByTestId('stat-students');
    expect(await screen.findByText('0', { selector: '[data-testid="stat-students"]' })).toBeInTheDocument();
    expect(screen.queryByTestId('getting-started')).not.toBeInTheDocument();
  });
});

describe('an empty school says what to do next', () => {
  it("Add Cohort's empty curriculum and center lists link to where they are made", async () => {
    serve([]);
    renderApp('/admin/add-cohort');
    const curriculum = await screen.findByRole('combobox', { name: /Curriculum/ });
    await waitFor(() =>
      expect(curriculum).toHaveAccessibleDescription(/No curriculum yet\. Build one in Curriculum/),
    );
    expect(screen.getByRole('link', { name: 'Build one in Curriculum' })).toHaveAttribute(
      'href',
      '/admin/curriculum',
    );
    const center = screen.getByRole('combobox', { name: /Training center/ });
    expect(center).toHaveAccessibleDescription(/No training center yet\./);
    expect(screen.getByRole('link', { name: 'Add one in Training Partners' })).toHaveAttribute(
      'href',
      '/admin/partners',
    );
  });
});
