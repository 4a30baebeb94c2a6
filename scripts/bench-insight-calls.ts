/**
 * Which insight calls exist (read from the contracts' registry when the bench runs, so it measures
 * what has landed) and how to ask each one: who asks (a teacher of the cohort, the admin, the
 * student herself) and the path's ids, filled by their names from the seeded school.
 */
import type { api as registry } from '@pathshala/contracts';
import type { z } from 'zod';
import { FIRST_ASSESSMENT_ID, type InsightSchool } from './bench-insight-school';

type Registry = typeof registry;
export interface Endpoint {
  label: string;
  method: string;
  path: string;
  access: 'public' | readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
}

/** The lines: each found by its path in the registry, or reported as not built yet. */
const WANTED: Array<[string, RegExp]> = [
  ['class view', /\/cohorts\/:cohortId\/(mastery|students)$/],
  ['who needs help', /needs-help/],
  ['item analysis', /item-analysis$/],
  ['student page', /\/students\/:studentId$/],
  ["student's mastery", /\/insight\/mastery$/],
  ["student's scores", /my-scores/],
  ["school's analytics", /\/insight\/school$/],
];
/** The calls this bench measures: everything insight reads (issue 30), found by where it lives. */
const INSIGHT_PATH = /^\/api\/insight\/|\/item-analysis/;

export function findEndpoints(api: Registry): { reads: Endpoint[]; regrade?: Endpoint; missing: string[] } {
  const all = Object.entries(api).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Omit<Endpoint, 'label'>>).map(([name, e]) => ({
      ...e,
      label: `${group}.${name}`,
    })),
  );
  const insight = all.filter((e) => INSIGHT_PATH.test(e.path));
  return {
    reads: insight.filter((e) => e.method === 'GET'),
    regrade: insight.find((e) => e.method === 'POST' && /\/regrade$/.test(e.path)),
    missing: WANTED.filter(([, path]) => !insight.some((e) => e.method === 'GET' && path.test(e.path))).map(
      ([label]) => label,
    ),
  };
}

export interface Session {
  token: string;
  userId: number;
}

export interface Plan {
  label: string;
  describe: string;
  /** The i-th request: its path with ids, query string and token (asked in turn over cohorts and students). */
  request(i: number): { path: string; query: string; token: string };
}

/** How to ask an endpoint, or why it is skipped. */
export function planCall(
  endpoint: Endpoint,
  context: { school: InsightSchool; teacher: Session; admin: Session; students: Session[] },
): Plan | string {
  const { school, teacher, admin, students } = context;
  const access = endpoint.access === 'public' ? [] : endpoint.access;
  const role = access.includes('teacher') ? 'teacher' : access.includes('admin') ? 'admin' : 'student';
  const cohorts = role === 'admin' ? school.cohortIds : school.teacherCohortIds;
  // Student k of cohort c (both from 0) is studentIds[c + cohorts * k]: those of the asker's cohorts, in turn.
  const studentOf = (i: number) =>
    school.studentIds[
      (i % cohorts.length) + school.cohortIds.length * (Math.floor(i / cohorts.length) % 50)
    ]!;
  const value = (key: string, i: number): number | undefined => {
    if (key === 'cohortId') return cohorts[i % cohorts.length];
    if (key === 'studentId') return role === 'student' ? students[i % students.length]!.userId : studentOf(i);
    if (key === 'assessmentId') return FIRST_ASSESSMENT_ID;
    if (key === 'questionId') return school.wrongKeyQuestionId;
    if (key === 'centerId' || key === 'trainingCenterId') return school.centerId;
    if (key === 'curriculumId') return school.curriculumId;
    if (key === 'id' && endpoint.path.startsWith('/api/assessments/')) return FIRST_ASSESSMENT_ID;
    return undefined;
  };
  const required = (schema?: z.ZodType) => {
    const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
    return Object.entries(shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([key]) => key);
  };
  const pathKeys = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const queryKeys = required(endpoint.query);
  const unknown = [...pathKeys, ...queryKeys].filter((key) => value(key, 0) === undefined);
  if (unknown.length) return `skipped: no seeded value for ${unknown.join(', ')}  ${endpoint.path}`;
  return {
    label: endpoint.label,
    describe: `${role} GET ${endpoint.path}`,
    request(i) {
      const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) => String(value(key, i)));
      const query = new URLSearchParams(queryKeys.map((key) => [key, String(value(key, i))]));
      query.set('_t', String(Date.now()));
      const token =
        role === 'teacher'
          ? teacher.token
          : role === 'admin'
            ? admin.token
            : students[i % students.length]!.token;
      return { path, query: `?${query}`, token };
    },
  };
}
