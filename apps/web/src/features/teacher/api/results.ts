import { buildPath, teacherEndpoints } from '@pathshala/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { downloadFile, readerTimeZone } from '../../../lib/download';
import { teacherKeys } from './keys';

export function useAssessmentResults(id: number) {
  return useQuery({
    queryKey: teacherKeys.results(id),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.results, { params: { id }, signal }).then((r) => r.results),
    staleTime: 0,
  });
}

export function useDownloadResultsCsv() {
  return useMutation({
    mutationFn: (id: number) =>
      downloadFile(buildPath(teacherEndpoints.resultsCsv.path, { id }), {
        fallbackName: `assessment-${id}-results.csv`,
        query: { timeZone: readerTimeZone() },
      }),
  });
}
