import { buildPath, schoolAnalyticsEndpoints } from '@pathshala/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { downloadFile, readerTimeZone } from '../../../lib/download';

/** GET /api/insight/school: the school's figures over the last `weeks` weeks, weeks in the reader's zone. */
export function useSchoolAnalytics(weeks: number) {
  return useQuery({
    queryKey: ['insight', 'school', weeks],
    queryFn: ({ signal }) =>
      callApi(schoolAnalyticsEndpoints.schoolAnalytics, {
        query: { weeks, timeZone: readerTimeZone() },
        signal,
      }).then((r) => r.data),
    // The figures stay while other weeks load, so the page does not jump.
    placeholderData: (previous) => previous,
  });
}

export function useDownloadSchoolCsv() {
  return useMutation({
    mutationFn: (weeks: number) =>
      downloadFile(buildPath(schoolAnalyticsEndpoints.schoolAnalyticsCsv.path, {}), {
        fallbackName: 'school-analytics.csv',
        query: { weeks, timeZone: readerTimeZone() },
      }),
  });
}
