import { api, type CohortMember, type CohortSummary, type MembersChanged } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { anAdmin, storeSession } from '../../test/session-users';

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
  storeSession(anAdmin);
  const fake = fakeServer()
    .on(api.cohorts.get, () => ({ data: { cohort, teachers: [] } }))
    .on(api.cohorts.students, () => ({ data: { items: [asha, ravi], total: 2, page: 1, pageSize: 50 } }));
  if (answers.list) fake.on(api.cohorts.changeMembersFromList, () => ({ data: answers.list! }));
  if (answers.remove) fake.on(api.cohorts.removeMembers, () => ({ data: answers.remove! }));
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
    const fake = serve({
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
    expect(fake.callsTo(api.cohorts.changeMembersFromList)).toEqual([
      expect.objectContaining({ params: { cohortId: '5' }, body: { change: 'add', role: 'student', list } }),
    ]);
  });

  it('removes a student only after the admin confirms, saying their results are kept', async () => {
    const fake = serve({ remove: { change: 'remove', changed: [ravi], unchanged: [], problems: [] } });
    const user = userEvent.setup();
    renderApp('/admin/cohorts/5');
    await user.click(await screen.findByRole('button', { name: 'Remove Ravi Das from the cohort' }, STARTUP));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Their attempts and progress are kept');
    await user.click(within(dialog).getByText('Cancel'));
    expect(fake.callsTo(api.cohorts.removeMembers)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Ravi Das from the cohort' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ravi Das was removed from the cohort.')).toBeInTheDocument();
    expect(fake.callsTo(api.cohorts.removeMembers)).toEqual([
      expect.objectContaining({ params: { cohortId: '5' }, body: { studentIds: [12] } }),
    ]);
  });
});
