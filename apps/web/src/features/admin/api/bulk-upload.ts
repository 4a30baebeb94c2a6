import { api, BULK_UPLOAD_TIMEOUT_MS, type BulkUserType, messages } from '@pathshala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, refreshAccessToken } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { adminKeys } from './reference-data';

function uploadForm(file: File, userType: BulkUserType): FormData {
  const form = new FormData();
  form.append('userType', userType);
  form.append('file', file);
  return form;
}

/** The file's first rows as the server reads them (POST /api/admin/bulk-upload-preview). */
export async function previewBulkFile(file: File, userType: BulkUserType, signal?: AbortSignal) {
  return (await callApi(api.admin.bulkPreview, { formData: uploadForm(file, userType), signal })).data;
}

export function useBulkUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, userType }: { file: File; userType: BulkUserType }) =>
      (
        await callApi(api.admin.bulkUpload, {
          formData: uploadForm(file, userType),
          timeoutMs: BULK_UPLOAD_TIMEOUT_MS,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
  });
}

/** Hands a file made in the browser (or fetched) to the user as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * GET /api/admin/bulk-template as a file download. A file is not JSON, so this fetches directly,
 * with the bearer token and one refresh on 401 like every other call.
 */
export async function downloadTemplate(userType: BulkUserType, format: 'csv' | 'xlsx'): Promise<void> {
  const url = `${api.admin.bulkTemplate.path}?userType=${userType}&format=${format}`;
  const send = () =>
    fetch(url, { headers: { Authorization: `Bearer ${getToken() ?? ''}` }, credentials: 'same-origin' });
  let response = await send();
  if (response.status === 401 && (await refreshAccessToken())) response = await send();
  if (!response.ok) {
    throw new ApiError({ kind: 'http', status: response.status, message: messages.api.serverError });
  }
  saveFile(await response.blob(), `${userType}-upload-template.${format}`);
}
