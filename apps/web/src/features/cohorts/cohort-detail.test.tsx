import {
  type CohortMember,
  type CohortSummary,
  type MembersChanged,
  type SessionUser,
  STORAGE_KEYS,
} from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render';

const admin: SessionUser = {
  id: 1,
  name: 'Sunita Rao',
  type: 'admin',
  username: 'admin',
  email: 'admin@pathshala.example',
  mustChangePassword: false,
  language: null,
};

const cohort: CohortSummary = {
  id: 5,
  name: 'Class 9B Science',
  semester: null,
  trainingCenter: { id: 2, name: 'Shiksha Learning Centre, Pune' },
  curriculum: { id: 3, name: 'Class 8 Science' },
  studentCount: 2,
  teacherCount: 0,
  createdAt: '2026-11-21T09:00:00.000Z',
};

const person = (id: number, firstName: string, lastName: string): CohortMember => ({
  id,
  role: 'student',
  firstName,
  lastName,
  username: `${firstName.toLowerCase()}@school.example`,
  email: `${firstName.toLowerCase()}@school.example`,
  registrationStatus: 'A',
  addedAt: '2026-11-21T09:00:00.000Z',
});
const asha = person(11, 'Asha', 'Verma');
const ravi = person(12, 'Ravi', 'Das');
const kabir = person(13, 'Kabir', 'Singh');

/** The API as the detail page sees it; every call it made is kept with its body. */
function serve(answers: { list?: MembersChanged; remove?: MembersChanged }) {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(admin));
  const calls: Array<{ url: string; body: unknown }> = [];
  const ok = (data: unknown) => jsonResponse(200, { success: true, message: 'ok', data });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      if (url.startsWith('/api/auth/verify')) return jsonResponse(200, { success: true, user: admin });
      if (url.startsWith('/api/admin/cohorts/5/members/list') && answers.list) return ok(answers.list);
      if (url.startsWith('/api/admin/cohorts/5/members/remove') && answers.remove) return ok(answers.remove);
      if (url.startsWith('/api/admin/cohorts/5/students')) {
        return ok({ items: [asha, ravi], total: 2, page: 1, pageSize: 50 });
      }
      if (url.startsWith('/api/admin/cohorts/5')) return ok({ cohort, teachers: [] });
      return jsonResponse(404, { success: false, message: 'Not found' });
    }),
  );
  return calls;
}

/** The first screen of a test waits for the app to start (session check, lazy routes) on a busy machine. */
const STARTUP = { timeout: 10_000 };

// jsdom has no FontFaceSet; the autosizing textarea listens on it.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the cohort detail page', () => {
  it('shows the cohort, warns that it has no teacher, and lists its students', async () => {
    serve({});
    renderApp('/admin/cohorts/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Class 9B Science' }, STARTUP),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('no-teacher')).toHaveTextContent('no assessment can be served');
    const students = await screen.findByRole('table', { name: 'Students of this cohort' });
    expect(within(students).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(students).getByText('ravi@school.example')).toBeInTheDocument();
  });

  it('pastes a list: counts the entries as the server will, sends it, and names the lines not used', async () => {
    const calls = serve({
      list: {
        change: 'add',
        changed: [{ ...kabir, addedAt: '2026-11-22T09:00:00.000Z' }],
        unchanged: [asha],
        problems: [
          {
            line: 4,
            entry: 'nobody@school.example',
            reason: 'No student has this e-mail address or username',
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/cohorts/5');
    await user.click(await screen.findByRole('tab', { name: 'Paste a list' }, STARTUP));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Please paste at least one e-mail address or username'),
    ).toBeInTheDocument();

    const list = 'kabir@school.example\n\n  ASHA@school.example , asha@school.example\nnobody@school.example';
    await user.click(screen.getByLabelText('E-mail addresses or usernames'));
    await user.paste(list);
    expect(screen.getByText('3 entries to look up')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const result = await screen.findByTestId('members-result');
    expect(result).toHaveTextContent('Added: 1');
    expect(result).toHaveTextContent('Kabir Singh (kabir@school.example)');
    expect(result).toHaveTextContent('Already in the cohort: 1');
    expect(result).toHaveTextContent(
      'Line 4: nobody@school.example: No student has this e-mail address or username',
    );
    const sent = calls.find((call) => call.url.includes('/members/list'));
    expect(sent?.body).toEqual({ change: 'add', role: 'student', list });
  });

  it('removes a student only after the admin confirms, saying their results are kept', async () => {
    const calls = serve({ remove: { change: 'remove', changed: [ravi], unchanged: [], problems: [] } });
    const user = userEvent.setup();
    renderApp('/admin/cohorts/5');
    await user.click(await screen.findByRole('button', { name: 'Remove Ravi Das from the cohort' }, STARTUP));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Their attempts and progress are kept');
    await user.click(within(dialog).getByText('Cancel'));
    expect(calls.some((call) => call.url.includes('/members/remove'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Ravi Das from the cohort' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ravi Das was removed from the cohort.')).toBeInTheDocument();
    const sent = calls.find((call) => call.url.includes('/members/remove'));
    expect(sent?.body).toEqual({ studentIds: [12] });
  });
});
