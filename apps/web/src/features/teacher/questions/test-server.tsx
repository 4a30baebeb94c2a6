import { MantineProvider } from '@mantine/core';
import {
  type AssessmentPool,
  api,
  type Endpoint,
  type PlacedQuestion,
  type TeacherBankQuestion,
} from '@pathshala/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppTheme, cssVariablesResolver } from '../../../app/theme';
import { fakeServer, refusal } from '../../../test/fake-server';
import { aTeacher, storeSession } from '../../../test/session-users';

/** A bank question of course 10 (Algebra): options A-C, B correct. */
export function bankQuestion(
  id: number,
  marks: number,
  extra: Partial<TeacherBankQuestion> = {},
): TeacherBankQuestion {
  return {
    CQ_id: id,
    CQ_Question: `Question ${id}: solve x + ${id} = 0`,
    CQ_Option1: `minus ${id} wrong`,
    CQ_Option2: `minus ${id} right`,
    CQ_Option3: `plus ${id}`,
    CQ_Option4: '',
    CQ_Marks: marks,
    CQ_Image: null,
    CQ_OptionImages: [null, null, null, null],
    CO_id: 10,
    CN_id: 1,
    SC_id: 1,
    CN_Name: 'Equations',
    SC_Name: 'Linear',
    correctOption: 2,
    use: 'ASSESSMENT',
    difficulty: null,
    ...extra,
  };
}

export function placedFrom(question: TeacherBankQuestion, seq: number, assessmentId = 7): PlacedQuestion {
  const { CQ_id, ...rest } = question;
  return { ...rest, AM_id: assessmentId, AQ_SeqNum: seq, CQ_Id: CQ_id, CU_id: 1, status: 'CURRENT' };
}

/**
 * The teacher's question calls over an in-memory assessment 7 and bank, on the contract fake server
 * (the teacher signed in): enough of the server's rules for the screens (filters, reorder, replace,
 * remove, add, removing a course with questions, changing course 10's (Algebra's) questions and marks
 * with the totals following).
 */
export function serveQuestions({
  bank,
  placed,
  pools: startPools = [],
  algebra = { questions: 2, marks: 3 },
}: {
  bank: TeacherBankQuestion[];
  placed: TeacherBankQuestion[];
  pools?: AssessmentPool[];
  /** Algebra's allocation, which is also the assessment's totals (its only course). */
  algebra?: { questions: number; marks: number };
}) {
  let allocation = { ...algebra };
  let paper = placed.map((q, i) => placedFrom(q, i + 1));
  let pools = [...startPools];
  const renumber = () => {
    paper = paper.map((q, i) => ({ ...q, AQ_SeqNum: i + 1 }));
  };
  storeSession(aTeacher);
  const fake = fakeServer()
    .on(api.teacher.courseQuestions, ({ query }) => {
      const matching = bank.filter(
        (q) =>
          (query.marks === undefined || q.CQ_Marks === query.marks) &&
          (query.text === undefined || q.CQ_Question.toLowerCase().includes(query.text.toLowerCase())),
      );
      return {
        questions: matching,
        total: matching.length,
        concepts: [
          {
            CN_id: 1,
            CN_Name: 'Equations',
            subconcepts: [{ SC_id: 1, SC_Name: 'Linear', questionCount: bank.length }],
          },
        ],
        marks: [...new Set(bank.map((q) => q.CQ_Marks))].sort((a, b) => a - b),
      };
    })
    .on(api.teacher.assessmentQuestions, () => ({ questions: paper }))
    // Issue 14's pools: every bank question not chosen is a candidate of course 10 (Algebra).
    .on(api.teacher.pools, () => ({ pools }))
    .on(api.teacher.poolCandidates, () => {
      const free = bank.filter((q) => !paper.some((p) => p.CQ_Id === q.CQ_id));
      return {
        courses: [
          {
            courseId: 10,
            courseName: 'Algebra',
            candidateCount: free.length,
            subconcepts: [
              {
                subconceptId: 1,
                subconceptName: 'Linear',
                conceptName: 'Equations',
                candidateCount: free.length,
              },
            ],
          },
        ],
      };
    })
    .on(api.teacher.addPool, ({ body }) => {
      const { courseId, subconceptId, questionCount, marksPerQuestion } = body;
      const pool: AssessmentPool = {
        poolId: pools.length + 100,
        courseId,
        courseName: 'Algebra',
        subconceptId: subconceptId ?? null,
        subconceptName: subconceptId ? 'Linear' : null,
        questionCount,
        marksPerQuestion,
        candidateCount: bank.length - paper.length,
        frozen: false,
      };
      pools = [...pools, pool];
      return { pool };
    })
    .on(api.teacher.removePool, ({ params }) => {
      pools = pools.filter((pool) => pool.poolId !== params.poolId);
    })
    .on(api.teacher.reorderQuestions, ({ body }) => {
      paper = body.CQ_Ids.map((id) => paper.find((q) => q.CQ_Id === id)!);
      renumber();
      return { questions: paper };
    })
    .on(api.teacher.replaceQuestion, ({ params, body }) => {
      const replacement = bank.find((q) => q.CQ_id === body.CQ_Id)!;
      const index = paper.findIndex((q) => q.CQ_Id === params.questionId);
      paper[index] = placedFrom(replacement, index + 1);
      return { question: paper[index] };
    })
    .on(api.teacher.removeQuestion, ({ params }) => {
      paper = paper.filter((q) => q.CQ_Id !== params.questionId);
      renumber();
    })
    .on(api.teacher.addQuestion, ({ body }) => {
      const { CQ_Id, AQ_SeqNum } = body;
      paper.push(placedFrom(bank.find((q) => q.CQ_id === CQ_Id)!, AQ_SeqNum));
      return { question: { AM_id: 7, AQ_SeqNum, CQ_Id, CU_id: 1, CO_id: 10, CN_id: 1, SC_id: 1 } };
    })
    .on(api.teacher.updateAllocation, ({ body }) => {
      const { AC_CO_NoOfQns, AC_CO_TotMarks } = body;
      allocation = { questions: AC_CO_NoOfQns, marks: AC_CO_TotMarks };
      return {
        allocation: {
          AC_AM_id: 7,
          AC_CU_id: 1,
          AC_CO_id: 10,
          AC_CO_NoOfQns,
          AC_CO_TotMarks,
          CO_Name: 'Algebra',
        },
        totals: { AM_TotQns: AC_CO_NoOfQns, AM_TotMarks: AC_CO_TotMarks },
      };
    })
    .on(api.teacher.removeAllocation, ({ params, query }) => {
      const inCourse = paper.filter((q) => q.CO_id === params.courseId);
      if (inCourse.length > 0 && !query.removeQuestions)
        return refusal(
          409,
          `${inCourse.length} chosen questions of Algebra will be removed with the course. Confirm to remove both.`,
        );
      paper = paper.filter((q) => q.CO_id !== params.courseId);
      renumber();
      return { removedQuestions: inCourse.length };
    });
  return {
    fake,
    calls: fake.calls,
    paper: () => paper,
    allocation: () => allocation,
    /** `endpoint`'s next call fails with a server error, as a dropped save would. */
    failNext: (endpoint: Endpoint) => fake.refuse(endpoint, 503, 'Service unavailable', { once: true }),
  };
}

/** Renders a teacher screen with the app's theme (no transitions), a query client and a router. */
export function renderScreen(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element: ui }], { initialEntries: ['/'] });
  return render(
    <MantineProvider theme={createAppTheme()} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}
