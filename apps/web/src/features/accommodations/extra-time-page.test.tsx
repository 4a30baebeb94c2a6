import {
  type Accommodation,
  type AccommodationCohort,
  type AccommodationStudent,
  accommodationSeconds,
  api,
  type UserType,
} from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, refusal } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { sessionUser, storeSession } from '../../test/session-users';

const person = (type: UserType) => sessionUser(type, { id: 1, name: 'Priya Sharma' });

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
  schoolWide: null,
  own: null,
  teachers: [],
  applies: [],
});
const asha = student(11, 'Asha', 'Verma');
const ravi = student(12, 'Ravi', 'Das');
const kabir: AccommodationStudent = { ...student(13, 'Kabir', 'Singh'), active: false };

const keptRow = (
  kind: Accommodation['kind'],
  amount: number,
  note: string,
  by: { id: number; name: string },
) => ({
  kind,
  amount,
  note,
  exampleSeconds: accommodationSeconds({ kind, amount }, 3600),
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedBy: by,
});
const PRIYA = { id: 1, name: 'Priya Sharma' };
const RAVI_KUMAR = { id: 7, name: 'Ravi Kumar' };
const MEERA = { id: 9, name: 'Meera Rao' };

/** What the server keeps: per student, the school-wide row and each teacher's (Priya and Ravi Kumar teach Science). */
interface Kept {
  school: Accommodation | null;
  teachers: Map<number, Accommodation & { teacher: { id: number; name: string } }>;
}

/**
 * The API as the page sees it, with a memory: a set or remove changes what the next list answers;
 * each answer is shaped for the caller as the server shapes it (a teacher: her own row and the
 * school-wide one; an admin: every row). `refuse` makes the next set answer 400 with that message.
 */
function serve(type: UserType, cohorts: AccommodationCohort[], refuse?: string) {
  const user = storeSession(person(type));
  const kept = new Map<number, Kept>([
    [
      asha.id,
      {
        school: keptRow('PERCENT', 25, 'Dyslexia, report of March 2026', MEERA),
        teachers: new Map([
          [PRIYA.id, { ...keptRow('MINUTES', 10, 'Writes slowly', PRIYA), teacher: PRIYA }],
          [
            RAVI_KUMAR.id,
            { ...keptRow('MINUTES', 20, 'Science practicals', RAVI_KUMAR), teacher: RAVI_KUMAR },
          ],
        ]),
      },
    ],
  ]);
  const keptOf = (id: number) => {
    const found = kept.get(id) ?? { school: null, teachers: new Map() };
    kept.set(id, found);
    return found;
  };
  const view = (base: AccommodationStudent): AccommodationStudent => {
    const { school, teachers } = keptOf(base.id);
    const rows = [...teachers.values()];
    const from = [
      ...(school ? [{ kind: school.kind, amount: school.amount, teacher: null }] : []),
      ...rows.map((r) => ({ kind: r.kind, amount: r.amount, teacher: r.teacher })),
    ];
    return {
      ...base,
      schoolWide: school,
      own: type === 'admin' ? null : (teachers.get(user.id) ?? null),
      teachers: type === 'admin' ? rows : [],
      applies: [
        {
          cohort: { id: science.id, name: science.name },
          exampleSeconds: Math.max(0, ...from.map((r) => accommodationSeconds(r, 3600))),
          from,
        },
      ],
    };
  };
  const students = new Map([asha, ravi, kabir].map((s) => [s.id, s]));
  /** The student of the path, or a refusal as the server's for an unknown one. */
  const studentOf = (id: number) => students.get(id);
  const named = (target: AccommodationStudent) => `${target.firstName} ${target.lastName}`;
  const fake = fakeServer()
    .on(api.accommodations.cohortStudents, ({ params }) => {
      expect(params.cohortId).toBe(5);
      const list = [...students.values()].map(view);
      const counts = {
        studentCount: list.length,
        withExtraTime: list.filter((s) => s.applies[0]!.exampleSeconds > 0).length,
      };
      return { message: 'Students loaded', data: { cohort: { ...science, ...counts }, students: list } };
    })
    .on(api.accommodations.cohorts, () => ({ message: 'Cohorts loaded', data: { items: cohorts } }))
    .on(api.accommodations.set, ({ params, body }) => {
      const target = studentOf(params.studentId);
      if (!target) return refusal(404, 'Not found');
      if (refuse) return refusal(400, refuse);
      const mine = keptOf(target.id);
      const written = keptRow(body.kind, body.amount, body.note ?? '', PRIYA);
      if (type === 'admin') mine.school = written;
      else mine.teachers.set(user.id, { ...written, teacher: PRIYA });
      return { message: `Extra time set for ${named(target)}`, data: view(target) };
    })
    .on(api.accommodations.remove, ({ params }) => {
      const target = studentOf(params.studentId);
      if (!target) return refusal(404, 'Not found');
      const mine = keptOf(target.id);
      if (type === 'admin') mine.school = null;
      else mine.teachers.delete(user.id);
      return { message: `Extra time removed for ${named(target)}`, data: view(target) };
    })
    .on(api.accommodations.removeTeacherRow, ({ params }) => {
      const target = studentOf(params.studentId);
      if (!target) return refusal(404, 'Not found');
      keptOf(target.id).teachers.delete(params.teacherId);
      return { message: `Extra time removed for ${named(target)}`, data: view(target) };
    });
  return fake;
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

const item = (name: string) => screen.getByRole('listitem', { name });

/** Serious or critical axe findings on the page now (contrast needs a browser). */
async function seriousFindings(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('the extra time page', () => {
  it("shows a teacher her own row, the school-wide one read-only, and what applies in the cohort's exams", async () => {
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
    const ashaRow = item('Asha Verma');
    // Hers, with its actions.
    expect(ashaRow).toHaveTextContent(
      'Yours: in the exams of the cohorts you teach+10 min+10 min on a 60-minute test',
    );
    expect(ashaRow).toHaveTextContent('Note: Writes slowly');
    expect(ashaRow).toHaveTextContent(/Set by Priya Sharma on /);
    // The school-wide one, read-only: no button reaches it.
    const school = within(ashaRow).getByTestId('school-wide');
    expect(school).toHaveTextContent('School-wide: in every exam+25% time+15 min on a 60-minute test');
    expect(school).toHaveTextContent('Set by an administrator; only an administrator can change it.');
    expect(within(school).queryByRole('button')).toBeNull();
    expect(
      within(ashaRow)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Change the extra time of Asha Verma', 'Remove the extra time of Asha Verma']);
    // What applies in this cohort's exams: the largest (Ravi Kumar's 20 min), each source named.
    const applies = within(ashaRow).getByTestId('applies');
    expect(applies).toHaveTextContent('In this cohort’s exams+20 min on a 60-minute test');
    expect(applies).toHaveTextContent(
      'From +25% (school-wide), +10 min (you), +20 min (Ravi Kumar): the largest counts, not the sum.',
    );
    expect(within(ashaRow).queryByTestId('teachers-rows')).toBeNull();
    expect(item('Ravi Das')).toHaveTextContent('No extra time');
    expect(item('Ravi Das')).toHaveTextContent('None applies here');
    const kabirRow = item('Kabir Singh');
    expect(kabirRow).toHaveTextContent('Not active');
    expect(within(kabirRow).queryByRole('button')).toBeNull();

    await user.type(screen.getByLabelText('Find a student'), 'rav');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Find a student'));
    await user.type(screen.getByLabelText('Find a student'), 'nobody');
    expect(screen.getByText('No student of this cohort matches.')).toBeInTheDocument();
  });

  it('sets extra time in the dialog: checks before sending, shows what it gives, sends, and shows it', async () => {
    const { calls } = serve('teacher', [science, maths]);
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
    await waitFor(() => expect(item('Ravi Das')).toHaveTextContent('+30 min on a 60-minute test'));
    expect(screen.getByText('3 students, 2 with extra time')).toBeInTheDocument();
  }, 30_000);

  it("an admin changes the school-wide row from what it is, and keeps the server's refusal in the dialog", async () => {
    const { calls } = serve('admin', [science], "Extra time can be at most 100% of the test's time");
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
    expect(item('Asha Verma')).toHaveTextContent('School-wide: in every exam+25% time');
  });

  it("shows an admin every teacher's row and removes one after a confirm", async () => {
    const { calls } = serve('admin', [science]);
    const user = userEvent.setup();
    renderApp('/admin/extra-time');
    const teachers = await screen.findAllByTestId('teachers-rows', undefined, STARTUP);
    expect(teachers[0]).toHaveTextContent(/Priya Sharma\+10 min.*Ravi Kumar\+20 min/);
    await user.click(screen.getByRole('button', { name: 'Remove Ravi Kumar’s extra time for Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove extra time?' });
    expect(dialog).toHaveTextContent('This removes the +20 min set here for Asha Verma.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByTestId('outcome-success')).toHaveTextContent(
      'Extra time removed for Asha Verma',
    );
    expect(calls.find((call) => call.method === 'DELETE')?.url).toMatch(
      /^\/api\/accommodations\/students\/11\/teachers\/7/,
    );
    await waitFor(() => expect(item('Asha Verma')).not.toHaveTextContent('Ravi Kumar'));
    expect(within(item('Asha Verma')).getByTestId('applies')).toHaveTextContent(
      '+15 min on a 60-minute test',
    );
  });

  it('removes extra time after a confirm whose Cancel has the focus', async () => {
    const { calls } = serve('teacher', [science, maths]);
    const user = userEvent.setup();
    renderApp('/teacher/extra-time?cohort=5');
    await user.click(
      await screen.findByRole('button', { name: 'Remove the extra time of Asha Verma' }, STARTUP),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove extra time?' });
    expect(dialog).toHaveTextContent('This removes the +10 min set here for Asha Verma.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByTestId('outcome-success')).toHaveTextContent(
      'Extra time removed for Asha Verma',
    );
    expect(calls.find((call) => call.method === 'DELETE')?.url).toMatch(
      /^\/api\/accommodations\/students\/11/,
    );
    await waitFor(() =>
      expect(item('Asha Verma')).toHaveTextContent(
        'Yours: in the exams of the cohorts you teachNo extra time',
      ),
    );
    // The school-wide row is not hers to remove: it stays.
    expect(within(item('Asha Verma')).getByTestId('school-wide')).toHaveTextContent('+25% time');
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
    // The dashboard's own figures are not the point: they fail to load.
    serve('teacher', []).refuse(api.teacher.dashboard, 503, 'Service unavailable');
    renderApp('/teacher');
    await userEvent.click(await screen.findByRole('tab', { name: 'Teaching Tools' }, STARTUP));
    expect(screen.getByRole('link', { name: 'Manage extra time' })).toHaveAttribute(
      'href',
      '/teacher/extra-time',
    );
  });

  it("is one of the admin's tools", async () => {
    serve('admin', []).refuse(api.admin.dashboard, 503, 'Service unavailable');
    renderApp('/admin');
    const tools = await screen.findByRole('region', { name: 'Administration Tools' }, STARTUP);
    expect(within(tools).getByRole('link', { name: /Extra Time/ })).toHaveAttribute(
      'href',
      '/admin/extra-time',
    );
  });
});
