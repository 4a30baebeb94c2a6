import {
  type CurriculaListQuery,
  type CurriculumLevel,
  curriculumEndpoints,
  type ReorderBody,
} from '@pathshala/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { adminKeys } from '../../lib/reference-data';

export const CURRICULA_PAGE_SIZE = 25;

export const curriculumEditorKeys = {
  all: ['curriculum-editor'] as const,
  list: (query: CurriculaListQuery) => ['curriculum-editor', 'list', query] as const,
  tree: (curriculumId: number) => ['curriculum-editor', 'tree', curriculumId] as const,
};

export type ChildLevel = Exclude<CurriculumLevel, 'curriculum'>;

/** What an add or edit form sends. */
export interface ItemFields {
  name?: string;
  description?: string | null;
  durationSeconds?: number;
}

export function useCurriculaList(query: CurriculaListQuery) {
  return useQuery({
    queryKey: curriculumEditorKeys.list(query),
    queryFn: ({ signal }) => callApi(curriculumEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    select: (response) => response.data,
  });
}

export function useCurriculumTree(curriculumId: number) {
  return useQuery({
    queryKey: curriculumEditorKeys.tree(curriculumId),
    queryFn: ({ signal }) => callApi(curriculumEndpoints.tree, { params: { curriculumId }, signal }),
    select: (response) => response.data,
    enabled: curriculumId > 0,
  });
}

/** Any change: the editor's lists and trees load again, and so do the curricula other admin forms offer. */
function useCurriculumChange<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: curriculumEditorKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.curricula }),
      ]),
  });
}

export const useCreateCurriculum = () =>
  useCurriculumChange(
    async (body: { name: string; description?: string | null }) =>
      (await callApi(curriculumEndpoints.createCurriculum, { body })).data,
  );

/** Adds a course to a curriculum, a concept to a course or a subconcept to a concept. */
export const useCreateChild = () =>
  useCurriculumChange(
    async ({
      level,
      parentId,
      body,
    }: {
      level: ChildLevel;
      parentId: number;
      body: ItemFields & { name: string };
    }) => {
      switch (level) {
        case 'course':
          return (
            await callApi(curriculumEndpoints.createCourse, { params: { curriculumId: parentId }, body })
          ).data;
        case 'concept':
          return (await callApi(curriculumEndpoints.createConcept, { params: { courseId: parentId }, body }))
            .data;
        case 'subconcept':
          return (
            await callApi(curriculumEndpoints.createSubconcept, { params: { conceptId: parentId }, body })
          ).data;
      }
    },
  );

export const useUpdateItem = () =>
  useCurriculumChange(
    async ({ level, id, body }: { level: CurriculumLevel; id: number; body: ItemFields }) => {
      switch (level) {
        case 'curriculum':
          return (await callApi(curriculumEndpoints.updateCurriculum, { params: { curriculumId: id }, body }))
            .data;
        case 'course':
          return (await callApi(curriculumEndpoints.updateCourse, { params: { courseId: id }, body })).data;
        case 'concept':
          return (await callApi(curriculumEndpoints.updateConcept, { params: { conceptId: id }, body })).data;
        case 'subconcept':
          return (await callApi(curriculumEndpoints.updateSubconcept, { params: { subconceptId: id }, body }))
            .data;
      }
    },
  );

/** Puts the live children of a parent in a new order; `level` is the children's. */
export const useReorder = () =>
  useCurriculumChange(
    async ({ level, parentId, ids }: { level: ChildLevel; parentId: number } & ReorderBody) => {
      const body = { ids };
      switch (level) {
        case 'course':
          return callApi(curriculumEndpoints.reorderCourses, { params: { curriculumId: parentId }, body });
        case 'concept':
          return callApi(curriculumEndpoints.reorderConcepts, { params: { courseId: parentId }, body });
        case 'subconcept':
          return callApi(curriculumEndpoints.reorderSubconcepts, { params: { conceptId: parentId }, body });
      }
    },
  );

const RETIRE = {
  curriculum: (id: number) => callApi(curriculumEndpoints.retireCurriculum, { params: { curriculumId: id } }),
  course: (id: number) => callApi(curriculumEndpoints.retireCourse, { params: { courseId: id } }),
  concept: (id: number) => callApi(curriculumEndpoints.retireConcept, { params: { conceptId: id } }),
  subconcept: (id: number) => callApi(curriculumEndpoints.retireSubconcept, { params: { subconceptId: id } }),
} satisfies Record<CurriculumLevel, (id: number) => Promise<unknown>>;

const RESTORE = {
  curriculum: (id: number) =>
    callApi(curriculumEndpoints.restoreCurriculum, { params: { curriculumId: id } }),
  course: (id: number) => callApi(curriculumEndpoints.restoreCourse, { params: { courseId: id } }),
  concept: (id: number) => callApi(curriculumEndpoints.restoreConcept, { params: { conceptId: id } }),
  subconcept: (id: number) =>
    callApi(curriculumEndpoints.restoreSubconcept, { params: { subconceptId: id } }),
} satisfies Record<CurriculumLevel, (id: number) => Promise<unknown>>;

/** Retires (or, with restore, brings back) one item. */
export const useRetireOrRestore = () =>
  useCurriculumChange(
    ({ level, id, restore }: { level: CurriculumLevel; id: number; restore: boolean }) =>
      (restore ? RESTORE : RETIRE)[level](id) as Promise<unknown>,
  );
