import { type AuthorizeBody, api, TEACHER_SEARCH_MIN_CHARS } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { teacherKeys } from './keys';

export function useAuthorizations(assessmentId: number) {
  return useQuery({
    queryKey: teacherKeys.authorizations(assessmentId),
    queryFn: ({ signal }) =>
      callApi(api.teacher.authorizations, { params: { id: assessmentId }, signal }).then(
        (r) => r.authorizations,
      ),
  });
}

/** Teachers whose e-mail contains the text; asks nothing below the spec's 3 characters. */
export function useTeacherSearch(email: string) {
  const text = email.trim();
  return useQuery({
    queryKey: teacherKeys.teacherSearch(text),
    queryFn: ({ signal }) =>
      callApi(api.teacher.teacherSearch, { query: { email: text }, signal }).then((r) => r.teachers),
    enabled: text.length >= TEACHER_SEARCH_MIN_CHARS,
  });
}

export function useAuthorize(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AuthorizeBody>) => callApi(api.teacher.authorize, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.authorizations(assessmentId) }),
  });
}

export function useRevoke(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (authId: number) => callApi(api.teacher.revoke, { params: { authId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.authorizations(assessmentId) }),
  });
}
