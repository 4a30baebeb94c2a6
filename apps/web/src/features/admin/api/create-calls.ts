import { adminEndpoints } from '@pathshala/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/reference-data';

type Body<E extends { body?: z.ZodType }> = z.input<NonNullable<E['body']>>;

/** A create call that, once it succeeds, refreshes the dashboard and the lists it changed. */
function useCreateCall<B, R>(send: (body: B) => Promise<R>, changes: QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [adminKeys.dashboard, ...changes].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export const useCreateStudent = () =>
  useCreateCall(
    async (body: Body<typeof adminEndpoints.createStudent>) =>
      (await callApi(adminEndpoints.createStudent, { body })).data,
  );

export const useCreateTeacher = () =>
  useCreateCall(
    async (body: Body<typeof adminEndpoints.createTeacher>) =>
      (await callApi(adminEndpoints.createTeacher, { body })).data,
  );

export const useCreateTrainingCenter = () =>
  useCreateCall(
    async (body: Body<typeof adminEndpoints.createTrainingCenter>) =>
      (await callApi(adminEndpoints.createTrainingCenter, { body })).data,
    [adminKeys.trainingCenters],
  );

export const useCreateCohort = () =>
  useCreateCall(
    async (body: Body<typeof adminEndpoints.createCohort>) =>
      (await callApi(adminEndpoints.createCohort, { body })).data,
  );

export const useCreateAdminRequest = () =>
  useCreateCall(
    async (body: Body<typeof adminEndpoints.createAdmin>) =>
      (await callApi(adminEndpoints.createAdmin, { body })).data,
    [adminKeys.adminRequests],
  );

/** GET /api/admin/student/:id, for adding a student to a cohort. */
export async function lookUpStudent(id: number) {
  return (await callApi(adminEndpoints.student, { params: { id } })).data;
}
