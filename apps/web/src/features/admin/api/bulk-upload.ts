import { adminEndpoints, BULK_UPLOAD_TIMEOUT_MS, type BulkUserType } from '@pathshala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { adminKeys } from './reference-data';

function uploadForm(file: File, userType: BulkUserType): FormData {
  const form = new FormData();
  form.append('userType', userType);
  form.append('file', file);
  return form;
}

/** The file's first rows as the server reads them (POST /api/admin/bulk-upload-preview). */
export async function previewBulkFile(file: File, userType: BulkUserType, signal?: AbortSignal) {
  return (await callApi(adminEndpoints.bulkPreview, { formData: uploadForm(file, userType), signal })).data;
}

export function useBulkUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, userType }: { file: File; userType: BulkUserType }) =>
      (
        await callApi(adminEndpoints.bulkUpload, {
          formData: uploadForm(file, userType),
          timeoutMs: BULK_UPLOAD_TIMEOUT_MS,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
  });
}

/**
 * GET /api/admin/bulk-template as a file download. A file is not JSON, so this fetches directly,
 * with the bearer token and one refresh on 401 like every other call.
 */
export async function downloadTemplate(userType: BulkUserType, format: 'csv' | 'xlsx'): Promise<void> {
  await downloadFile(adminEndpoints.bulkTemplate.path, {
    query: { userType, format },
    fallbackName: `${userType}-upload-template.${format}`,
  });
}
