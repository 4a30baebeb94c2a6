import { contentEndpoints } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { withOfflineCopy } from '../offline/offline-copy';
import { learningKeys } from './curriculum';

/** Where a content item was opened from: the route decides. */
export type StudyScope = { conceptId: number } | { subconceptId: number };

/** GET /api/content/subconcept/:subconceptId/:contentId or /api/content/:conceptId/:contentId */
export function useContentItem(scope: StudyScope, contentId: number) {
  return useQuery({
    queryKey: [...learningKeys.all, 'content', scope, contentId],
    networkMode: 'always', // offline the kept copy answers (offline-copy)
    queryFn: ({ signal }) =>
      withOfflineCopy(`item:${JSON.stringify(scope)}:${contentId}`, () =>
        'subconceptId' in scope
          ? callApi(contentEndpoints.subconceptContentItem, {
              params: { subconceptId: scope.subconceptId, contentId },
              signal,
            })
          : callApi(contentEndpoints.conceptContentItem, {
              params: { conceptId: scope.conceptId, contentId },
              signal,
            }),
      ),
    // A reopened item must show the bookmark just saved, not a cached one.
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET /api/content/web-check/:contentId: can the web page be shown in a frame? */
export function useWebCheck(contentId: number) {
  return useQuery({
    queryKey: [...learningKeys.all, 'web-check', contentId],
    queryFn: ({ signal }) => callApi(contentEndpoints.webCheck, { params: { contentId }, signal }),
    staleTime: 0,
  });
}
