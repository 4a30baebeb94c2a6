/**
 * Exam day's journey (issue 14) prepares its exam the way a teacher's client does, through the API of
 * a demo server of its own: an assessment with deferred feedback and shuffled questions and options,
 * one course allocated, some questions chosen and a pool for the rest, finalized, and served to a demo
 * cohort with an availability window.
 */

export interface Account {
  username: string;
  password: string;
}

export const TEACHER: Account = { username: 'teacher1@pathshala.example', password: 'Teacher@123' };
/** Members of the demo's 'Class 8A Science'. */
export const STUDENTS = {
  paper: { username: 'ananya.gupta@pathshala.example', password: 'Student@123', name: 'Ananya Gupta' },
  offline: { username: 'kabir.singh@pathshala.example', password: 'Student@123', name: 'Kabir Singh' },
  room: { username: 'diya.patel@pathshala.example', password: 'Student@123', name: 'Diya Patel' },
} as const;

const CURRICULUM = 'Class 8 Science';
const COURSE = 'Physics: Forces and Energy';
const COHORT = 'Class 8A Science';
export const CHOSEN = 3;
export const POOLED = 3;
export const DURATION_MINUTES = 20;

// biome-ignore lint/suspicious/noExplicitAny: each step reads the few fields it needs from the answer
type Json = Record<string, any>;

/** The API of one server, JSON in and out, failing unless it answered with success. */
export function apiOf(baseUrl: string) {
  async function call(method: string, path: string, token?: string, body?: unknown): Promise<Json> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Json;
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  }
  return {
    get: (path: string, token: string) => call('GET', path, token),
    post: (path: string, token: string, body: unknown = {}) => call('POST', path, token, body),
    /** Signs in: the access token and the user's id. */
    signIn: async (account: Account) => {
      const json = await call('POST', '/api/auth/login', undefined, account);
      return { token: json.token as string, id: json.user.id as number };
    },
  };
}
export type Api = ReturnType<typeof apiOf>;

export interface BankQuestion {
  CQ_id: number;
  CQ_Question: string;
  CQ_Marks: number;
  options: string[];
}

export interface PreparedExam {
  assessmentId: number;
  name: string;
  servingId: number;
  closesAt: string;
  /** The questions chosen exactly, in the teacher's order. */
  chosen: BankQuestion[];
  /** Every question of the course a pool may draw from (the chosen ones excepted). */
  poolCandidates: BankQuestion[];
}

/** Creates, fills, finalizes and serves the exam; answers what the test needs to check the papers. */
export async function prepareExam(api: Api, name: string): Promise<PreparedExam> {
  const { token } = await api.signIn(TEACHER);
  const { curricula } = await api.get('/api/assessments/curricula', token);
  const curriculumId = curricula.find((c: Json) => c.CU_Name === CURRICULUM).CU_id as number;
  const { courses } = await api.get(`/api/assessments/courses?curriculum_id=${curriculumId}`, token);
  const courseId = courses.find((c: Json) => c.CO_Name === COURSE).CO_id as number;
  const { questions } = await api.get(`/api/assessments/courses/${courseId}/questions`, token);
  const bank: BankQuestion[] = questions.map((q: Json) => ({
    CQ_id: q.CQ_id,
    CQ_Question: q.CQ_Question,
    CQ_Marks: q.CQ_Marks,
    options: [q.CQ_Option1, q.CQ_Option2, q.CQ_Option3, q.CQ_Option4].filter((o: string) => o !== ''),
  }));
  const chosen = bank.slice(0, CHOSEN);
  const poolCandidates = bank.slice(CHOSEN);
  if (poolCandidates.length < POOLED) throw new Error(`${COURSE} has too few bank questions for a pool`);
  // Pooled questions carry the pool's marks (1 each); the course's marks are the sum.
  const totalMarks = chosen.reduce((sum, q) => sum + q.CQ_Marks, 0) + POOLED;

  const { nextId: assessmentId } = await api.get('/api/assessments/next-id', token);
  await api.post('/api/assessments/create', token, {
    AM_id: assessmentId,
    AM_Name: name,
    AM_Description: 'End of term test: forces, pressure and energy.',
    AM_Duration: DURATION_MINUTES * 60,
    AM_TotQns: CHOSEN + POOLED,
    AM_TotMarks: totalMarks,
    AM_CU_id: curriculumId,
    settings: { feedbackMode: 'AFTER', shuffleQuestions: true, shuffleOptions: true },
  });
  await api.post('/api/assessments/courses', token, {
    AC_AM_id: assessmentId,
    AC_CU_id: curriculumId,
    AC_CO_id: courseId,
    AC_CO_NoOfQns: CHOSEN + POOLED,
    AC_CO_TotMarks: totalMarks,
  });
  for (const [index, question] of chosen.entries()) {
    await api.post('/api/assessments/questions', token, {
      AM_id: assessmentId,
      AQ_SeqNum: index + 1,
      CQ_Id: question.CQ_id,
    });
  }
  await api.post(`/api/assessments/${assessmentId}/pools`, token, {
    courseId,
    questionCount: POOLED,
    marksPerQuestion: 1,
  });
  const { assessment } = await api.get(`/api/assessments/${assessmentId}`, token);
  if (!assessment.is_finalized)
    throw new Error(`The assessment is not finalized: ${JSON.stringify(assessment)}`);

  const { data: cohorts } = await api.get(
    `/api/teacher/cohorts-for-serving?assessmentId=${assessmentId}`,
    token,
  );
  const cohortId = cohorts.find((c: Json) => c.CH_Name === COHORT).CH_id as number;
  const now = Date.now();
  const closesAt = new Date(now + 3 * 3600_000).toISOString();
  await api.post('/api/teacher/serve-assessment', token, {
    assessmentId,
    cohortId,
    opensAt: new Date(now - 60_000).toISOString(),
    closesAt,
  });
  const { rooms } = await api.get('/api/exam-rooms', token);
  const servingId = rooms.find((r: Json) => r.assessmentId === assessmentId).servingId as number;
  return { assessmentId, name, servingId, closesAt, chosen, poolCandidates };
}

/** A student's paper as the API gives it to them (their order, their options). */
export interface ShownPaper {
  questions: Array<{ text: string; options: string[]; answered: boolean; selected: number | null }>;
}

export async function paperOf(api: Api, student: Account, assessmentId: number): Promise<ShownPaper> {
  const { token, id } = await api.signIn(student);
  const paper = await api.get(`/api/student/quiz/${id}/assessment/${assessmentId}`, token);
  return {
    questions: paper.questions.map((q: Json) => ({
      text: q.CQ_Question,
      options: [q.CQ_Option1, q.CQ_Option2, q.CQ_Option3, q.CQ_Option4].filter((o: string) => o !== ''),
      answered: q.answered,
      selected: q.selected,
    })),
  };
}

/** A receipt looked up by the teacher through the API. */
export async function receiptOf(api: Api, code: string): Promise<Json> {
  const { token } = await api.signIn(TEACHER);
  const { receipt } = await api.get(`/api/exam-receipts/${encodeURIComponent(code)}`, token);
  return receipt;
}
