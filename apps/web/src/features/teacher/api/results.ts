import { api, buildPath, messages } from '@pathshala/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, callApi, refreshAccessToken } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { teacherKeys } from './keys';

export function useAssessmentResults(id: number) {
  return useQuery({
    queryKey: teacherKeys.results(id),
    queryFn: ({ signal }) => callApi(api.teacher.results, { params: { id }, signal }).then((r) => r.results),
    staleTime: 0,
  });
}

async function fetchCsv(id: number, token: string | null): Promise<Response> {
  return fetch(buildPath(api.teacher.resultsCsv.path, { id }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    cache: 'no-store',
  });
}

/** Downloads the per-student CSV: a file the browser saves, fetched with the bearer token. */
export function useDownloadResultsCsv() {
  return useMutation({
    mutationFn: async (id: number) => {
      let response = await fetchCsv(id, getToken());
      if (response.status === 401) response = await fetchCsv(id, await refreshAccessToken());
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new ApiError({
          kind: 'http',
          status: response.status,
          message: body?.message ?? messages.api.serverError,
          serverMessage: body?.message,
        });
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `assessment-${id}-results.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    },
  });
}
