import { MantineProvider } from '@mantine/core';
import type { AssessmentPool, PlacedQuestion, TeacherBankQuestion } from '@pathshala/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createAppTheme, cssVariablesResolver } from '../../../app/theme';
import { jsonResponse } from '../../../test/render';

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

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * The teacher's question calls over an in-memory assessment 7 and bank: enough of the server's
 * rules for the screens (filters, reorder, replace, remove, add, removing a course with questions,
 * changing course 10's (Algebra's) questions and marks with the totals following).
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
  const calls: Call[] = [];
  /** Calls ('METHOD path') answered once with a server error, as a dropped save would be. */
  const failing = new Set<string>();
  const renumber = () => {
    paper = paper.map((q, i) => ({ ...q, AQ_SeqNum: i + 1 }));
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://x');
      const query = Object.fromEntries([...parsed.searchParams].filter(([key]) => key !== '_t'));
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      const path = parsed.pathname;
      calls.push({ method, path, query, body });
      if (failing.delete(`${method} ${path}`))
        return jsonResponse(503, { success: false, message: 'Service unavailable' });
      const ok = (data: object) => jsonResponse(200, { success: true, message: 'ok', ...data });
      if (method === 'GET' && /^\/api\/assessments\/courses\/\d+\/questions$/.test(path)) {
        const matching = bank.filter(
          (q) =>
            (query.marks === undefined || q.CQ_Marks === Number(query.marks)) &&
            (query.text === undefined || q.CQ_Question.toLowerCase().includes(query.text.toLowerCase())),
        );
        return ok({
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
        });
      }
      if (method === 'GET' && path === '/api/assessments/questions/7') return ok({ questions: paper });
      // Issue 14's pools: every bank question not chosen is a candidate of course 10 (Algebra).
      if (method === 'GET' && path === '/api/assessments/7/pools') return ok({ pools });
      if (method === 'GET' && path === '/api/assessments/7/pool-candidates') {
        const free = bank.filter((q) => !paper.some((p) => p.CQ_Id === q.CQ_id));
        return ok({
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
        });
      }
      if (method === 'POST' && path === '/api/assessments/7/pools') {
        const { courseId, subconceptId, questionCount, marksPerQuestion } = body as AssessmentPool;
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
        return ok({ pool });
      }
      const poolRemoval = path.match(/^\/api\/assessments\/7\/pools\/(\d+)$/);
      if (method === 'DELETE' && poolRemoval) {
        pools = pools.filter((pool) => pool.poolId !== Number(poolRemoval[1]));
        return ok({});
      }
      if (method === 'POST' && path === '/api/assessments/7/question-order') {
        const ids = (body as { CQ_Ids: number[] }).CQ_Ids;
        paper = ids.map((id) => paper.find((q) => q.CQ_Id === id)!);
        renumber();
        return ok({ questions: paper });
      }
      const replace = path.match(/^\/api\/assessments\/7\/questions\/(\d+)\/replace$/);
      if (method === 'POST' && replace) {
        const replacement = bank.find((q) => q.CQ_id === (body as { CQ_Id: number }).CQ_Id)!;
        const index = paper.findIndex((q) => q.CQ_Id === Number(replace[1]));
        paper[index] = placedFrom(replacement, index + 1);
        return ok({ question: paper[index] });
      }
      const removal = path.match(/^\/api\/assessments\/7\/questions\/(\d+)$/);
      if (method === 'DELETE' && removal) {
        paper = paper.filter((q) => q.CQ_Id !== Number(removal[1]));
        renumber();
        return ok({});
      }
      if (method === 'POST' && path === '/api/assessments/questions') {
        const { CQ_Id, AQ_SeqNum } = body as { CQ_Id: number; AQ_SeqNum: number };
        paper.push(placedFrom(bank.find((q) => q.CQ_id === CQ_Id)!, AQ_SeqNum));
        return ok({ question: { AM_id: 7, AQ_SeqNum, CQ_Id, CU_id: 1, CO_id: 10, CN_id: 1, SC_id: 1 } });
      }
      const course = path.match(/^\/api\/assessments\/7\/courses\/(\d+)$/);
      if (method === 'PATCH' && course) {
        const { AC_CO_NoOfQns, AC_CO_TotMarks } = body as { AC_CO_NoOfQns: number; AC_CO_TotMarks: number };
        allocation = { questions: AC_CO_NoOfQns, marks: AC_CO_TotMarks };
        return ok({
          allocation: {
            AC_AM_id: 7,
            AC_CU_id: 1,
            AC_CO_id: 10,
            AC_CO_NoOfQns,
            AC_CO_TotMarks,
            CO_Name: 'Algebra',
          },
          totals: { AM_TotQns: AC_CO_NoOfQns, AM_TotMarks: AC_CO_TotMarks },
        });
      }
      if (method === 'DELETE' && course) {
        const inCourse = paper.filter((q) => q.CO_id === Number(course[1]));
        if (inCourse.length > 0 && query.removeQuestions !== 'true') {
          return jsonResponse(409, {
            success: false,
            message: `${inCourse.length} chosen questions of Algebra will be removed with the course. Confirm to remove both.`,
          });
        }
        paper = paper.filter((q) => q.CO_id !== Number(course[1]));
        renumber();
        return ok({ removedQuestions: inCourse.length });
      }
      return jsonResponse(404, { success: false, message: 'Not found' });
    }),
  );
  return {
    calls,
    paper: () => paper,
    allocation: () => allocation,
    failNext: (method: string, path: string) => failing.add(`${method} ${path}`),
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
