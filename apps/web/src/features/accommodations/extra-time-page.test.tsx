import {
  type AccommodationCohort,
  type AccommodationStudent,
  accommodationSeconds,
  type SessionUser,
  STORAGE_KEYS,
} from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render';

const person = (type: SessionUser['type']): SessionUser => ({
  id: 1,
  name: 'Priya Sharma',
  type,
  username: type,
  email: `${type}@school.example`,
  mustChangePassword: false,
  language: null,
});

const cohort = (id: number, name: string): AccommodationCohort => ({
  id,
  name,
  semester: null,
  trainingCenter: { id: 2, name: 'Pune Centre' },
  studentCount: 3,
  withExtraTime: 1,
});
const science = cohort(5, 'Class 8A Science');
const maths = cohort(6, 'Class 8A Mathematics');

const student = (id: number, firstName: string, lastName: string): AccommodationStudent => ({
  id,
  firstName,
  lastName,
  username: `${firstName.toLowerCase()}@school.example`,
  email: `${firstName.toLowerCase()}@school.example`,
  active: true,
  extraTime: null,
});
const asha: AccommodationStudent = {
  ...student(11, 'Asha', 'Verma'),
  extraTime: {
    kind: 'PERCENT',
    amount: 25,
    note: 'Dyslexia, report of March 2026',
    exampleSeconds: 900,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: { id: 7, name: 'Ravi Kumar' },
  },
};
const ravi = student(12, 'Ravi', 'Das');
const kabir: AccommodationStudent = { ...student(13, 'Kabir', 'Singh'), active: false };

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * The API as the page sees it, with a memory: a set or remove changes what the next list answers.
 * `refuse` makes the next set answer 400 with that message.
 */
function serve(type: SessionUser['type'], cohorts: AccommodationCohort[], refuse?: string) {
  const user = person(type);
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  const students = new Map([asha, ravi, kabir].map((s) => [s.id, { ...s }]));
  const calls: Call[] = [];
  const ok = (message: string, data: unknown) => jsonResponse(200, { success: true, message, data });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url.startsWith('/api/auth/verify')) return jsonResponse(200, { success: true, user });
      if (url.startsWith('/api/accommodations/cohorts/5/students')) {
        const list = [...students.values()];
        const counts = { studentCount: list.length, withExtraTime: list.filter((s) => s.extraTime).length };
        return ok('Students loaded', { cohort: { ...science, ...counts }, students: list });
      }
      if (url.startsWith('/api/accommodations/cohorts')) return ok('Cohorts loaded', { items: cohorts });
      const match = url.match(/^\/api\/accommodations\/students\/(\d+)/);
      const target = match ? students.get(Number(match[1])) : undefined;
      if (target && method === 'POST') {
        if (refuse) return jsonResponse(400, { success: false, message: refuse });
        const body = JSON.parse(String(init?.body));
        target.extraTime = {
          ...body,
          exampleSeconds: accommodationSeconds(body, 3600),
          updatedAt: '2026-11-21T09:00:00.000Z',
          updatedBy: { id: 1, name: 'Priya Sharma' },
        };
        return ok(`Extra time set for ${target.firstName} ${target.lastName}`, target);
      }
      if (target && method === 'DELETE') {
        target.extraTime = null;
        return ok(`Extra time removed for ${target.firstName} ${target.lastName}`, target);
      }
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

const row = (name: string) => screen.getByRole('listitem', { name });

/** Serious or critical axe findings on the page now (contrast needs a browser). */
async function seriousFindings(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('the extra time page', () => {
  it("lists a chosen cohort's students with their extra time, what it gives, and who set it", async () => {
    serve('teacher', [science, maths]);
    const user = userEvent.setup();
    renderApp('/teacher/extra-time');
    expect(await screen.findByRole('heading', { level: 1, name: 'Extra time' }, STARTUP)).toBeInTheDocument();
    const select = await screen.findByLabelText('Cohort');
    expect(screen.getByText('Choose a cohort to see its students.')).toBeInTheDocument();
    await user.selectOptions(select, String(science.id));

    const list = await screen.findByRole('list', { name: 'Students of Class 8A Science' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 students, 1 with extra time')).toBeInTheDocument();
    const ashaRow = row('Asha Verma');
    expect(ashaRow).toHaveTextContent('+25% time');
    expect(ashaRow).toHaveTextContent('+15 min on a 60-minute test');
    expect(ashaRow).toHaveTextContent('Note: Dyslexia, report of March 2026');
    expect(ashaRow).toHaveTextContent(/Set by Ravi Kumar on /);
    expect(row('Ravi Das')).toHaveTextContent('No extra time');
    const kabirRow = row('Kabir Singh');
    expect(kabirRow).toHaveTextContent('Not active');
    expect(within(kabirRow).queryByRole('button')).toBeNull();

    await user.type(screen.getByLabelText('Find a student'), 'rav');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Find a student'));
    await user.type(screen.getByLabelText('Find a student'), 'nobody');
    expect(screen.getByText('No student of this cohort matches.')).toBeInTheDocument();
  });

  it('sets extra time in the dialog: checks before sending, shows what it gives, sends, and shows it', async () => {
    const calls = serve('teacher', [science, maths]);
    const user = userEvent.setup();
    renderApp('/teacher/extra-time?cohort=5');
    const setButton = await screen.findByRole('button', { name: 'Set extra time for Ravi Das' }, STARTUP);
    setButton.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Extra time for Ravi Das' });
    await waitFor(() => expect(within(dialog).getByLabelText('How many percent')).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Please give the extra time as a whole number greater than 0'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please add a note saying why the student has extra time'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Minutes' }));
    const amount = within(dialog).getByLabelText('How many minutes');
    await user.type(amount, '200');
    await user.click(within(dialog).getByLabelText('Note'));
    await user.paste('Broken wrist: writes slowly');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Extra time can be at most 180 minutes')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '30');
    expect(within(dialog).getByTestId('extra-time-preview')).toHaveTextContent(
      'That is +30 min on a 60-minute test.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('outcome-success')).toHaveTextContent('Extra time set for Ravi Das');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent).toMatchObject({
      url: expect.stringMatching(/^\/api\/accommodations\/students\/12/),
      body: { kind: 'MINUTES', amount: 30, note: 'Broken wrist: writes slowly' },
    });
    await waitFor(() => expect(row('Ravi Das')).toHaveTextContent('+30 min on a 60-minute test'));
    expect(screen.getByText('3 students, 2 with extra time')).toBeInTheDocument();
  }, 30_000);

  it("changes a student's extra time from what they have, and keeps the server's refusal in the dialog", async () => {
    const calls = serve('admin', [science], "Extra time can be at most 100% of the test's time");
    const user = userEvent.setup();
    renderApp('/admin/extra-time');
    // The only cohort is chosen already.
    await user.click(
      await screen.findByRole('button', { name: 'Change the extra time of Asha Verma' }, STARTUP),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Extra time for Asha Verma' });
    expect(within(dialog).getByRole('radio', { name: 'A percentage of the test’s time' })).toBeChecked();
    expect(within(dialog).getByLabelText('How many percent')).toHaveValue('25%');
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Dyslexia, report of March 2026');
    expect(within(dialog).getByTestId('extra-time-preview')).toHaveTextContent('+15 min');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Extra time can be at most 100% of the test's time",
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row('Asha Verma')).toHaveTextContent('+25% time');
  });

  it('removes extra time after a confirm whose Cancel has the focus', async () => {
    const calls = serve('teacher', [science, maths]);
    const user = userEvent.setup();
    renderApp('/teacher/extra-time?cohort=5');
    await user.click(
      await screen.findByRole('button', { name: 'Remove the extra time of Asha Verma' }, STARTUP),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove extra time?' });
    expect(dialog).toHaveTextContent('Asha Verma will no longer have +25% time');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByTestId('outcome-success')).toHaveTextContent(
      'Extra time removed for Asha Verma',
    );
    expect(calls.find((call) => call.method === 'DELETE')?.url).toMatch(
      /^\/api\/accommodations\/students\/11/,
    );
    await waitFor(() => expect(row('Asha Verma')).toHaveTextContent('No extra time'));
  });

  it('has no serious axe findings: the list, and the dialog open', async () => {
    serve('teacher', [science, maths]);
    const user = userEvent.setup();
    renderApp('/teacher/extra-time?cohort=5');
    await screen.findByRole('list', { name: 'Students of Class 8A Science' }, STARTUP);
    expect(await seriousFindings()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Change the extra time of Asha Verma' }));
    await screen.findByRole('dialog', { name: 'Extra time for Asha Verma' });
    expect(await seriousFindings()).toEqual([]);
  }, 30_000);

  it('tells a teacher without cohorts that there is nobody to give extra time to', async () => {
    serve('teacher', []);
    renderApp('/teacher/extra-time');
    expect(
      await screen.findByText(/You do not teach any cohort yet/, undefined, STARTUP),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Cohort')).toBeNull();
  });
});

describe('the ways in', () => {
  it("is a card on the teacher's Teaching Tools tab", async () => {
    serve('teacher', []);
    renderApp('/teacher');
    await userEvent.click(await screen.findByRole('tab', { name: 'Teaching Tools' }, STARTUP));
    expect(screen.getByRole('link', { name: 'Manage extra time' })).toHaveAttribute(
      'href',
      '/teacher/extra-time',
    );
  });

  it("is one of the admin's tools", async () => {
    serve('admin', []);
    renderApp('/admin');
    const tools = await screen.findByRole('region', { name: 'Administration Tools' }, STARTUP);
    expect(within(tools).getByRole('link', { name: /Extra Time/ })).toHaveAttribute(
      'href',
      '/admin/extra-time',
    );
  });
});
