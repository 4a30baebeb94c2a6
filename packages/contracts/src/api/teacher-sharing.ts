import { z } from 'zod';
import { TEACHER_SEARCH_MIN_CHARS } from '../constants';
import { PermissionLevel } from '../enums';
import { messages } from '../messages';
import { endpoint, Id, OkResponse } from './endpoint';
import { MAX_DB_ID, ok, TEACHER } from './teacher-common';

/** Sharing: the owner gives other teachers a level on an assessment (the spec's 'authorization'). */

export const Authorization = z.object({
  AA_id: z.number().int(),
  AA_permission_level: PermissionLevel,
  AA_notes: z.string().nullable(),
  AA_granted_date: z.string(),
  authorized_first_name: z.string(),
  authorized_last_name: z.string(),
  authorized_email: z.string(),
});
export const AuthorizeBody = z.object({
  assessmentId: z.number().int().positive().max(MAX_DB_ID),
  teacherEmail: z.string().trim().min(1, messages.teacher.fillRequired).max(254),
  permissionLevel: z.literal('FULL', { error: messages.teacher.fillRequired }),
  notes: z.string().trim().max(500).optional(),
});

export const teacherSharingEndpoints = {
  teacherSearch: endpoint({
    method: 'GET',
    path: '/api/assessments/teachers/search',
    summary: 'Find teachers by e-mail (3 characters or more)',
    access: TEACHER,
    query: z.object({
      email: z
        .string({ error: messages.teacher.searchTooShort(TEACHER_SEARCH_MIN_CHARS) })
        .trim()
        .min(TEACHER_SEARCH_MIN_CHARS, messages.teacher.searchTooShort(TEACHER_SEARCH_MIN_CHARS))
        .max(254),
    }),
    response: ok({
      teachers: z.array(
        z.object({
          TE_id: z.number().int(),
          TE_FirstName: z.string(),
          TE_LastName: z.string(),
          TE_Emailid: z.string(),
        }),
      ),
    }),
  }),
  authorizations: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/authorizations',
    summary: 'Teachers given access to an assessment',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({ authorizations: z.array(Authorization) }),
  }),
  authorize: endpoint({
    method: 'POST',
    path: '/api/assessments/authorize',
    summary: 'Give a teacher FULL access',
    access: TEACHER,
    body: AuthorizeBody,
    response: ok({ authorization: Authorization }),
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/assessments/authorize/:authId',
    summary: 'Revoke a teacher access',
    access: TEACHER,
    params: z.object({ authId: Id }),
    response: OkResponse,
  }),
} as const;
