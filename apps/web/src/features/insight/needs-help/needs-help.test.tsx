import { api, type NeedsHelp } from '@pathshala/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { aTeacher, storeSession } from '../../../test/session-users';
import { prefillFromSearch } from '../../teacher/components/create-wizard/types';
import { followUpHref } from './follow-up';

const student = (id: number, firstName: string, mastery: number, evidence: number) => ({
  id,
  firstName,
  lastName: 'S',
  username: `${firstName.toLowerCase()}@x`,
  mastery,
  evidence,
});

/** GET needs-help as the API answers it (contract-shaped): two concepts, the larger group first. */
const answer: NeedsHelp = {
  cohort: { id: 5, name: 'Class 8A Science', curriculum: { id: 2, name: 'Science' }, studentCount: 9 },
  threshold: 50,
  minEvidence: 3,
  concepts: [
    {
      id: 21,
      name: 'Light',
      course: { id: 4, name: 'Physics' },
      subconcepts: [
        { id: 211, name: 'Reflection' },
        { id: 212, name: 'Refraction' },
      ],
      students: [student(11, 'Asha', 0.25, 8), student(12, 'Ravi', 0.4, 5)],
      thinEvidence: 3,
      missedQuestions: [{ id: 901, text: 'What is the angle of incidence…', subconceptId: 211, missedBy: 2 }],
      unopenedContent: [{ id: 501, name: 'Mirrors video', type: 'VID', notOpenedBy: 1 }],
    },
    {
      id: 22,
      name: 'Sound',
      course: { id: 4, name: 'Physics' },
      subconcepts: [{ id: 221, name: 'Echo' }],
      students: [student(13, 'Dev', 0.1, 3)],
      thinEvidence: 0,
      missedQuestions: [],
      unopenedContent: [],
    },
  ],
};

/** The cohort's answer; returns what was assigned to cohort 5, as it is sent. */
function serve() {
  storeSession(aTeacher);
  const fake = fakeServer()
    .on(api.practice.needsHelp, () => ({ message: 'Who needs help loaded', data: answer }))
    .on(api.practice.assignPractice, () => ({
      message: 'Practice assigned',
      data: { id: 1, studentCount: 2 },
    }));
  return () =>
    fake.callsTo(api.practice.assignPractice).map((call) => {
      expect(call.params).toEqual({ cohortId: '5' });
      return call.body;
    });
}

describe('who needs help (teacher)', () => {
  it('groups the students below the threshold by concept, with what they missed and have not opened', async () => {
    serve();
    renderApp('/teacher/class/5/needs-help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Who needs help' })).toBeInTheDocument();
    const [light, sound] = await screen.findAllByTestId('needs-help-concept');
    expect(within(light!).getByRole('heading', { level: 2, name: 'Light' })).toBeInTheDocument();
    expect(light).toHaveTextContent('2 students below');
    expect(light).toHaveTextContent('3 students have too few answers to tell');
    expect(light).toHaveTextContent('Asha S 25 % from 8 answers');
    expect(light).toHaveTextContent('What is the angle of incidence… (missed by 2 of 2)');
    expect(light).toHaveTextContent('Mirrors video (VID) not opened by 1 of 2');
    expect(sound).toHaveTextContent('No wrong answers recorded on this concept.');
    expect(screen.getByText(/rests on at least 3 answers/)).toBeInTheDocument();
    // The follow-up opens the wizard with the curriculum, the first concept's course and a name.
    const followUp = screen.getByRole('link', { name: 'Start a follow-up assessment' });
    const href = new URL(followUp.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/teacher/assessments/create');
    expect(prefillFromSearch(href.searchParams)).toEqual({
      curriculumId: 2,
      courseId: 4,
      name: 'Follow-up: Light, Sound',
    });
  });

  it("keeps the groups while a new threshold's come, saying so, then shows the new ones", async () => {
    storeSession(aTeacher);
    let answerAt80: (() => void) | undefined;
    const at80 = new Promise<void>((resolve) => {
      answerAt80 = resolve;
    });
    fakeServer().on(api.practice.needsHelp, async ({ query }) => {
      if (Number(query.threshold) !== 80) return { message: 'ok', data: answer };
      await at80;
      return { message: 'ok', data: { ...answer, threshold: 80, concepts: answer.concepts.slice(1) } };
    });
    renderApp('/teacher/class/5/needs-help');
    expect(await screen.findAllByTestId('needs-help-concept')).toHaveLength(2);
    expect(screen.queryByText(/Finding who is below/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Below \(%\)/), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Finding who is below 80 %…')).toBeInTheDocument();
    expect(screen.getByText('Finding who is below 80 %…').closest('[role="status"]')).not.toBeNull();
    expect(screen.getAllByTestId('needs-help-concept')).toHaveLength(2);
    answerAt80?.();
    await waitFor(() => expect(screen.getAllByTestId('needs-help-concept')).toHaveLength(1));
    expect(screen.queryByText(/Finding who is below/)).not.toBeInTheDocument();
  });

  it('assigns practice on the concept to its group with a due day, in one dialog', async () => {
    const posted = serve();
    renderApp('/teacher/class/5/needs-help');
    fireEvent.click(await screen.findByRole('button', { name: 'Assign practice on Light' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign practice: Light' });
    expect(within(dialog).getByRole('checkbox', { name: 'Reflection' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Refraction' }));
    expect(within(dialog).getByRole('radio', { name: 'These students (2)' })).toBeChecked();
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: '2099-01-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Practice assigned to 2 students.')).toBeInTheDocument();
    expect(posted()).toEqual([
      { subconceptIds: [211], studentIds: [11, 12], dueAt: new Date('2099-01-15T23:59:00').toISOString() },
    ]);
  });

  it('says so when the due day has passed, and sends nothing', async () => {
    const posted = serve();
    renderApp('/teacher/class/5/needs-help');
    fireEvent.click(await screen.findByRole('button', { name: 'Assign practice on Sound' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'The whole cohort (9)' }));
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: '2020-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a day after today.');
    await waitFor(() => expect(posted()).toEqual([]));
  });
});

describe('the follow-up address', () => {
  it('takes the three largest groups; the wizard ignores ids that are not whole numbers', () => {
    const href = followUpHref('/c', answer, (names) => `F: ${names}`);
    expect(href).toBe('/c?curriculum=2&course=4&name=F%3A+Light%2C+Sound');
    expect(prefillFromSearch(new URLSearchParams('curriculum=x&course=-2&name=%20'))).toEqual({
      curriculumId: undefined,
      courseId: undefined,
      name: undefined,
    });
  });
});
