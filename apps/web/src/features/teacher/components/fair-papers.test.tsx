import {
  type AssessmentResults,
  type AssessmentSettings,
  api,
  DEFAULT_ASSESSMENT_SETTINGS,
  type TeacherAssessment,
} from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { aTeacher, storeSession } from '../../../test/session-users';
import type { ChosenQuestion } from '../questions/choice';
import { bankQuestion, renderScreen, serveQuestions } from '../questions/test-server';
import { AssessmentResultsView } from './assessment-results';
import { SelectionStep } from './create-wizard/selection-step';
import { SettingsFields } from './create-wizard/settings-fields';
import { DraftSettings } from './draft-settings';
import { ManageAccess } from './manage-access';
import { ServeWizard } from './serve-wizard/serve-wizard';

/** The API as the teacher of assessment 7 finds it; each test adds the endpoints its screen calls. */
function serveApi() {
  storeSession(aTeacher);
  return fakeServer();
}

describe('wizard step 1 settings', () => {
  it('start at the spec defaults, explain each feedback choice and refuse a positive penalty', async () => {
    let latest: AssessmentSettings = DEFAULT_ASSESSMENT_SETTINGS;
    function Fields() {
      const [value, setValue] = useState(DEFAULT_ASSESSMENT_SETTINGS);
      latest = value;
      return <SettingsFields value={value} onChange={setValue} />;
    }
    renderScreen(<Fields />);
    expect(await screen.findByRole('radio', { name: 'After each answer' })).toBeChecked();
    expect(screen.getByText(/as soon as they answer/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'After completing' }));
    await userEvent.click(screen.getByRole('switch', { name: /Shuffle question order/ }));
    const wrong = screen.getByRole('textbox', { name: /Marks for a wrong answer/ });
    await userEvent.clear(wrong);
    await userEvent.type(wrong, '-1');
    expect(latest).toMatchObject({ feedbackMode: 'AFTER', shuffleQuestions: true, wrongMarks: -1 });
    await userEvent.clear(wrong);
    await userEvent.type(wrong, '2');
    expect(
      await screen.findByText('Marks for a wrong answer must be between -100 and 0.'),
    ).toBeInTheDocument();
  });
});

describe('wizard step 3 pools', () => {
  it('adds a pool of the course showing its candidates, counts it toward the total, and removes it', async () => {
    const { calls } = serveQuestions({ bank: [bankQuestion(1, 1), bankQuestion(2, 1)], placed: [] });
    function Step() {
      const [chosen, setChosen] = useState<ChosenQuestion[] | null>(null);
      return (
        <SelectionStep
          draft={{ id: 7, name: 'Equations', curriculumId: 1, totalQuestions: 2, totalMarks: 2 }}
          allocations={[
            {
              AC_AM_id: 7,
              AC_CU_id: 1,
              AC_CO_id: 10,
              AC_CO_NoOfQns: 2,
              AC_CO_TotMarks: 2,
              CO_Name: 'Algebra',
            },
          ]}
          chosen={chosen}
          onChosenChange={setChosen}
          onAllocationChanged={() => {}}
          onBack={() => {}}
          onFinalized={() => {}}
        />
      );
    }
    renderScreen(<Step />);
    const pools = await screen.findByRole('region', { name: 'Question pools' });
    expect(await within(pools).findByText('No pools yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(pools).getByDisplayValue('All of Algebra (2 questions)')).toBeInTheDocument(),
    );
    await userEvent.click(within(pools).getByRole('button', { name: 'Add pool' }));
    expect(await within(pools).findByText('1 question × 1 mark, drawn from 2')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/assessments/7/pools')?.body).toEqual({
      courseId: 10,
      subconceptId: null,
      questionCount: 1,
      marksPerQuestion: 1,
    });
    expect(await screen.findByText('Selected: 0 of 1')).toBeInTheDocument();
    await userEvent.click(within(pools).getByRole('button', { name: 'Remove the pool from Algebra' }));
    expect(await within(pools).findByText('No pools yet.')).toBeInTheDocument();
    expect(await screen.findByText('Selected: 0 of 2')).toBeInTheDocument();
  });
});

const assessment = {
  AM_id: 7,
  AM_Name: 'Forces quiz',
  AM_Description: null,
  AM_Duration: 600,
  AM_TotQns: 2,
  AM_TotMarks: 2,
  AM_CU_id: 1,
  CU_Name: 'Class 8 Science',
  is_finalized: true,
} as TeacherAssessment;

describe('serving', () => {
  it('warns with a confirm when the cohort studies another curriculum, and sends the window', async () => {
    const cohort = {
      CH_id: 3,
      CH_Name: 'Class 8A Mathematics',
      name: 'Class 8A Mathematics',
      semester: null,
      studentCount: 1,
      student_count: 1,
      curriculum: 'Class 8 Mathematics',
      trainingCenter: 'Pune',
      TC_id: 1,
      TP_id: 1,
      is_served: false,
      served_date: null,
      curriculumMatches: false,
    };
    const { calls: seen } = serveApi()
      .on(api.teacher.cohortsForServing, () => ({ data: [cohort] }))
      .on(api.teacher.cohortDetails, ({ params }) => {
        expect(params.cohortId).toBe(3);
        return {
          cohort,
          students: [{ ST_id: 9, ST_Firstname: 'Asha', ST_Lastname: 'Rao', ST_Username: 'asha' }],
        };
      })
      .on(api.teacher.serve, () => ({ data: { totalStudents: 1 } }));
    renderScreen(<ServeWizard assessment={assessment} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Class 8A Mathematics/ }));
    expect(screen.getByText('Other curriculum')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByLabelText('Closes at'), '2030-01-02T10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Serve Assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'This cohort studies another curriculum' });
    expect(
      within(dialog).getByText(
        /studies Class 8 Mathematics, but this assessment is built on Class 8 Science/,
      ),
    ).toBeInTheDocument();
    expect(seen.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Serve Anyway' }));
    await waitFor(() => expect(seen.some((c) => c.method === 'POST')).toBe(true));
    expect(seen.find((c) => c.method === 'POST')?.body).toEqual({
      assessmentId: 7,
      cohortId: 3,
      confirmReset: false,
      opensAt: null,
      closesAt: new Date('2030-01-02T10:30').toISOString(),
    });
  });
});

describe('sharing', () => {
  it('revoking a colleague asks first; Cancel keeps the access', async () => {
    const fake = serveApi()
      .on(api.teacher.authorizations, () => ({
        authorizations: [
          {
            AA_id: 5,
            AA_permission_level: 'FULL' as const,
            AA_notes: null,
            AA_granted_date: '2026-11-21T09:00:00.000Z',
            authorized_first_name: 'Rahul',
            authorized_last_name: 'Verma',
            authorized_email: 'teacher2@pathshala.example',
          },
        ],
      }))
      .on(api.teacher.revoke, () => ({}));
    const seen = fake.calls;
    renderScreen(<ManageAccess assessment={assessment} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke access of Rahul Verma' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke access of Rahul Verma?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke access of Rahul Verma' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke access of Rahul Verma?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Access' }));
    await waitFor(() => expect(seen.some((c) => c.method === 'DELETE')).toBe(true));
    expect(fake.callsTo(api.teacher.revoke).map((c) => c.params)).toEqual([{ authId: '5' }]);
  });
});

describe('results', () => {
  it('show extra time, late-synced answers, pools and an exam room link per serving', async () => {
    serveApi().on(api.teacher.servings, () => ({
      servings: [
        {
          servingId: 41,
          cohortId: 3,
          cohortName: 'Class 8A Science',
          servedAt: '2026-11-21T09:00:00.000Z',
          round: 1,
          opensAt: null,
          closesAt: '2026-11-22T09:00:00.000Z',
          paused: true,
          studentCount: 9,
          startedCount: 2,
          completedCount: 1,
        },
      ],
    }));
    const results: AssessmentResults = {
      AM_id: 7,
      AM_Name: 'Forces quiz',
      AM_TotQns: 2,
      AM_TotMarks: 3,
      AM_Duration: 600,
      summary: {
        studentCount: 1,
        completedCount: 1,
        inProgressCount: 0,
        notStartedCount: 0,
        meanScore: 1,
        medianScore: 1,
        meanPercentage: 33.3,
        medianPercentage: 33.3,
      },
      students: [
        {
          ST_id: 9,
          ST_Firstname: 'Asha',
          ST_Lastname: 'Rao',
          ST_Username: 'asha',
          CH_Name: 'Class 8A Science',
          status: 'completed',
          score: 1,
          percentage: 33.3,
          startedAt: '2026-11-21T09:00:00.000Z',
          completedAt: '2026-11-21T09:05:00.000Z',
          timeTakenSeconds: 300,
          timeUp: false,
          accommodationSeconds: 600,
          grantedSeconds: 120,
          lateAnswers: 2,
          declinedAnswers: 0,
          attemptId: 31,
          heldAnswers: [],
          heldDecidable: false,
        },
      ],
      questions: [
        {
          AQ_SeqNum: null,
          poolId: 3,
          CQ_Id: 11,
          CQ_Question: 'What pulls things down?',
          answeredCount: 1,
          correctCount: 1,
          correctPercent: 100,
          options: [{ option: 1, text: 'Gravity', isCorrect: true, chosenCount: 1 }],
        },
      ],
      pools: [
        {
          poolId: 3,
          courseName: 'Forces',
          subconceptName: 'Gravity',
          questionCount: 1,
          marksPerQuestion: 2,
          candidateCount: 4,
          answeredCount: 1,
          correctCount: 1,
          correctPercent: 100,
        },
      ],
      wrongMarks: -1,
      skippedMarks: 0,
      allowNegativeTotal: false,
    };
    renderScreen(<AssessmentResultsView results={results} />);
    expect(screen.getByText('10 min accommodation + 2 min granted')).toBeInTheDocument();
    expect(screen.getByText('2 answers synced late')).toBeInTheDocument();
    expect(screen.getByText('Each student drew 1 question of 2 marks from 4.')).toBeInTheDocument();
    expect(screen.getByText('Drawn from Gravity (Forces)')).toBeInTheDocument();
    expect(screen.getByText(/Marking: wrong answer -1/)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Open the exam room of Class 8A Science' });
    expect(link).toHaveAttribute('href', '/teacher/exam-rooms/41');
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });
});

describe('draft settings', () => {
  it('change while unserved and save only what the teacher set; read-only once served', async () => {
    const { calls: seen } = serveApi().on(api.teacher.updateSettings, ({ params, body }) => {
      expect(params.id).toBe(7);
      return { settings: { ...DEFAULT_ASSESSMENT_SETTINGS, ...body } };
    });
    const draft = {
      ...assessment,
      settings: DEFAULT_ASSESSMENT_SETTINGS,
      serving: { isServed: false, cohortCount: 0, attemptCount: 0 },
      actions: { manageQuestions: true },
    } as TeacherAssessment;
    const { unmount } = renderScreen(<DraftSettings assessment={draft} />);
    const save = await screen.findByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Never' }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(seen.find((c) => c.method === 'PATCH')?.body).toMatchObject({ feedbackMode: 'NEVER' }),
    );
    unmount();
    renderScreen(
      <DraftSettings
        assessment={
          {
            ...draft,
            serving: { isServed: true, cohortCount: 1, attemptCount: 0 },
            actions: { manageQuestions: false },
          } as TeacherAssessment
        }
      />,
    );
    expect(
      await screen.findByText('This assessment has been served, so its settings stay as they were.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Never' })).toBeDisabled();
  });
});
