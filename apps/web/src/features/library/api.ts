import { LibraryDuplicateRefusal, libraryEndpoints } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '../../lib/api-client';

/** A place content belongs to: a concept directly, or one of its subconcepts. */
export type LibraryPlaceRef = { conceptId: number } | { subconceptId: number };

export const libraryKeys = {
  all: ['library'] as const,
  curricula: ['library', 'curricula'] as const,
  place: (place: LibraryPlaceRef) =>
    'subconceptId' in place
      ? (['library', 'subconcept', place.subconceptId] as const)
      : (['library', 'concept', place.conceptId] as const),
};

/** The curriculum editor's trees show content counts: they load again after a change here. */
const CURRICULUM_EDITOR_KEY = ['curriculum-editor'] as const;

export function useLibraryCurricula() {
  return useQuery({
    queryKey: libraryKeys.curricula,
    queryFn: ({ signal }) => callApi(libraryEndpoints.curricula, { signal }),
    select: (response) => response.curricula,
  });
}

export function usePlaceContent(place: LibraryPlaceRef) {
  return useQuery({
    queryKey: libraryKeys.place(place),
    queryFn: ({ signal }) =>
      'subconceptId' in place
        ? callApi(libraryEndpoints.subconceptContent, {
            params: { subconceptId: place.subconceptId },
            signal,
          })
        : callApi(libraryEndpoints.conceptContent, { params: { conceptId: place.conceptId }, signal }),
    enabled: ('subconceptId' in place ? place.subconceptId : place.conceptId) > 0,
  });
}

/** Any change: this place, the library's counts and the curriculum editor's trees load again. */
function useLibraryChange<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
        queryClient.invalidateQueries({ queryKey: CURRICULUM_EDITOR_KEY }),
      ]),
  });
}

/** Adding a finished upload checks the whole file on the server: a big video takes a while. */
const ATTACH_TIMEOUT_MS = 5 * 60_000;

/** keepDuplicate: add a file the server said is already in the library (see duplicateRefusal). */
export const useAttachUpload = () =>
  useLibraryChange(
    async (body: { uploadId: string; name: string; durationSeconds: number; keepDuplicate: boolean }) =>
      (await callApi(libraryEndpoints.attachUpload, { body, timeoutMs: ATTACH_TIMEOUT_MS })).item,
  );

export const useReplaceFile = () =>
  useLibraryChange(
    async ({
      contentId,
      uploadId,
      keepDuplicate,
    }: {
      contentId: number;
      uploadId: string;
      keepDuplicate: boolean;
    }) =>
      (
        await callApi(libraryEndpoints.replaceFile, {
          params: { contentId },
          body: { uploadId, keepDuplicate },
          timeoutMs: ATTACH_TIMEOUT_MS,
        })
      ).item,
  );

/**
 * Where the file already is, when adding or replacing was refused because the library holds it (409):
 * nothing changed and the upload waits for the person's choice. Null for any other failure.
 */
export function duplicateRefusal(error: unknown): LibraryDuplicateRefusal | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = LibraryDuplicateRefusal.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

export const useAddWebLink = () =>
  useLibraryChange(
    ({
      place,
      body,
    }: {
      place: LibraryPlaceRef;
      body: { name: string; url: string; durationSeconds: number };
    }) =>
      'subconceptId' in place
        ? callApi(libraryEndpoints.addSubconceptLink, { params: { subconceptId: place.subconceptId }, body })
        : callApi(libraryEndpoints.addConceptLink, { params: { conceptId: place.conceptId }, body }),
  );

export const useUpdateContent = () =>
  useLibraryChange(
    async ({
      contentId,
      body,
    }: {
      contentId: number;
      body: { name?: string; durationSeconds?: number; url?: string };
    }) => (await callApi(libraryEndpoints.update, { params: { contentId }, body })).item,
  );

export const useReorderContent = () =>
  useLibraryChange(({ place, contentIds }: { place: LibraryPlaceRef; contentIds: number[] }) =>
    'subconceptId' in place
      ? callApi(libraryEndpoints.reorderSubconcept, {
          params: { subconceptId: place.subconceptId },
          body: { contentIds },
        })
      : callApi(libraryEndpoints.reorderConcept, {
          params: { conceptId: place.conceptId },
          body: { contentIds },
        }),
  );

export const useRetireOrRestore = () =>
  useLibraryChange(async ({ contentId, restore }: { contentId: number; restore: boolean }) =>
    restore
      ? (await callApi(libraryEndpoints.restore, { params: { contentId } })).item
      : (await callApi(libraryEndpoints.retire, { params: { contentId } })).item,
  );
