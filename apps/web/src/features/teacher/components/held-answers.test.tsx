import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type AssessmentResults, api, type StudentResult } from '@pathshala/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppTheme, cssVariablesResolver } from '../../../app/theme';
import { type FakeServer, fakeServer } from '../../../test/fake-server';
import { aTeacher, storeSession } from '../../../test/session-users';
import { renderScreen } from '../questions/test-server';
import { AssessmentResultsView } from './assessment-results';
import { HeldAnswers } from './held-answers';

const student = (id: number, name: string, held: StudentResult['heldAnswers']): StudentResult => ({
  ST_id: id,
  ST_Firstname: name,
  ST_Lastname: 'Rao',
  ST_Username: name.toLowerCase(),
  CH_Name: 'Class 8A Science',
  status: 'completed',
  score: 0,
  percentage: 0,
  startedAt: '2026-11-21T09:00:00.000Z',
  completedAt: '2026-11-21T09:10:00.000Z',
  timeTakenSeconds: 600,
  timeUp: true,
  accommodationSeconds: 0,
  grantedSeconds: 0,
  lateAnswers: 0,
  declinedAnswers: 0,
  attemptId: id * 10,
  heldAnswers: held,
  heldDecidable: true,
});

const results = {
  AM_id: 7,
  AM_Name: 'Forces quiz',
  students: [
    student(1, 'Asha', [
      {
        AS_SeqNum: 1,
        CQ_Question: 'Half of one?',
        answeredAt: '2026-11-21T09:00:01.000Z',
        receivedAt: '2026-11-21T09:11:00.000Z',
        afterRightAnswers: true,
        afterResultShown: true,
      },
      {
        AS_SeqNum: 2,
        CQ_Question: 'Twice two?',
        answeredAt: '2026-11-21T09:00:02.000Z',
        receivedAt: '2026-11-21T09:11:00.000Z',
        afterRightAnswers: true,
        afterResultShown: false,
      },
    ]),
    student(2, 'Kabir', []),
  ],
} as unknown as AssessmentResults;

/** The API of held answers, signed in as the teacher of the cohort. */
function serve() {
  storeSession(aTeacher);
  return fakeServer().on(api.teacher.decideHeldAnswers, () => ({
    message: '2 held answers accepted and scored',
    decided: 2,
  }));
}

/** The decisions sent, by path. */
const decisionsTo = (fake: FakeServer) =>
  fake.callsTo(api.teacher.decideHeldAnswers).map((call) => ({ url: call.path, body: call.body }));

function renderHeld(value: AssessmentResults) {
  return render(
    <MantineProvider theme={createAppTheme()} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <HeldAnswers results={value} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('HeldAnswers', () => {
  it("lists each held answer with when it came and what was out by then; accept decides that student's attempt", async () => {
    const fake = serve();
    renderHeld(results);
    const attempts = screen.getAllByTestId('held-attempt');
    expect(attempts).toHaveLength(1);
    const asha = within(attempts[0]!);
    expect(asha.getByText('Asha Rao')).toBeInTheDocument();
    expect(asha.getByText('2 answers held')).toBeInTheDocument();
    expect(asha.getAllByText('After the right answers were released')).toHaveLength(2);
    expect(asha.getAllByText('After this student saw their result')).toHaveLength(1);
    await userEvent.click(
      asha.getByRole('button', { name: 'Accept and score the held answers of Asha Rao' }),
    );
    await waitFor(() => expect(decisionsTo(fake)).toHaveLength(1));
    expect(decisionsTo(fake)[0]).toEqual({
      url: '/api/assessments/7/results/held/10',
      body: { decision: 'accept' },
    });
    expect(await screen.findByText('2 held answers accepted and scored')).toBeInTheDocument();
  });

  it('decline sends decline; nothing is shown when no answer is held', async () => {
    const fake = serve();
    const { unmount } = renderHeld(results);
    await userEvent.click(screen.getByRole('button', { name: 'Decline the held answers of Asha Rao' }));
    await waitFor(() => expect(decisionsTo(fake)[0]?.body).toEqual({ decision: 'decline' }));
    unmount();
    renderHeld({ ...results, students: [student(2, 'Kabir', [])] });
    expect(screen.queryByRole('heading', { name: 'Held answers' })).not.toBeInTheDocument();
  });

  it('offers no decision to a reader who does not teach the cohort, and says who decides', () => {
    serve();
    const [asha] = results.students;
    renderHeld({ ...results, students: [{ ...asha!, heldDecidable: false }] });
    const attempt = within(screen.getByTestId('held-attempt'));
    expect(attempt.getByText('2 answers held')).toBeInTheDocument();
    expect(attempt.queryByRole('button')).not.toBeInTheDocument();
    expect(attempt.getByText(/A teacher of Class 8A Science decides on these answers/)).toBeInTheDocument();
  });
});

describe('the results table', () => {
  it('says how many late answers count, are held and were declined, each once', () => {
    serve().on(api.teacher.servings, () => ({ servings: [] }));
    const held = results.students[0]!.heldAnswers;
    // Asha: 2 held; Kabir: 1 late answer scored, 1 held, 2 declined.
    const kabir = { ...student(2, 'Kabir', [held[0]!]), lateAnswers: 1, declinedAnswers: 2 };
    renderScreen(
      <AssessmentResultsView
        results={
          {
            AM_id: 7,
            AM_Name: 'Forces quiz',
            AM_TotQns: 2,
            AM_TotMarks: 2,
            AM_Duration: 600,
            summary: {
              studentCount: 2,
              completedCount: 2,
              inProgressCount: 0,
              notStartedCount: 0,
              meanScore: 0,
              medianScore: 0,
              meanPercentage: 0,
              medianPercentage: 0,
            },
            students: [results.students[0]!, kabir],
            questions: [],
            pools: [],
            wrongMarks: 0,
            skippedMarks: 0,
            allowNegativeTotal: false,
          } as unknown as AssessmentResults
        }
      />,
    );
    const rows = screen.getAllByRole('row');
    const asha = within(rows.find((row) => within(row).queryByText('Asha Rao'))!);
    expect(asha.getByText('2 answers held')).toBeInTheDocument();
    expect(asha.queryByText(/synced late/)).not.toBeInTheDocument();
    const kabirRow = within(rows.find((row) => within(row).queryByText('Kabir Rao'))!);
    expect(kabirRow.getByText('1 answer synced late')).toBeInTheDocument();
    expect(kabirRow.getByText('1 answer held')).toBeInTheDocument();
    expect(kabirRow.getByText('2 late answers declined')).toBeInTheDocument();
    expect(asha.queryByText(/declined/)).not.toBeInTheDocument();
  });
});
