import { adminEndpoints } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/reference-data';

/** GET /api/admin/dashboard: statistics, system status and recent activity. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => callApi(adminEndpoints.dashboard, { signal }),
    select: (response) => response.data,
  });
}
