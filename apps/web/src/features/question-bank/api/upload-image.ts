import { questionBankEndpoints } from '@pathshala/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/question-bank/images (multipart `file`): the stored image's id and URL. */
export async function uploadImage(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return (await callApi(questionBankEndpoints.uploadImage, { formData: form, signal })).image;
}

export const useUploadImage = () => useMutation({ mutationFn: (file: File) => uploadImage(file) });
