import { LIBRARY_UPLOAD_CHUNK_BYTES, type LibraryFileType, libraryUploads } from '@pathshala/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as tus from 'tus-js-client';
import { translateServerMessage } from '../../i18n';
import { refreshAccessToken } from '../../lib/api-client';
import { getToken } from '../../lib/storage';
import { getStoredUser } from '../../lib/stored-user';
import type { LibraryPlaceRef } from './api';

/**
 * Where an upload stands: sending, stopped by a dropped connection (Retry continues from the
 * server's offset), refused by the server (its message), finished, or not started.
 */
export type UploadPhase = 'idle' | 'uploading' | 'interrupted' | 'refused' | 'done';

export interface UploadState {
  phase: UploadPhase;
  bytesSent: number;
  bytesTotal: number;
  /** Bytes an earlier upload of this file had sent when it was picked up again. */
  resumedFrom: number | null;
  /** The server's refusal, when it gave one. */
  message: string | null;
}

const IDLE: UploadState = { phase: 'idle', bytesSent: 0, bytesTotal: 0, resumedFrom: null, message: null };

/** Retries a dropped part by itself a few times, waiting longer each time, before asking the person. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];
/** An access token this close to its end is renewed before the next part is sent. */
const TOKEN_RENEW_MARGIN_SECONDS = 60;

export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

/** Seconds until the stored access token ends (its `exp`), or 0 when it cannot be read. */
function tokenSecondsLeft(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}

/** A token good for the next request: a long upload outlives the 15-minute access token. */
async function freshToken(): Promise<string | null> {
  const token = getToken();
  if (token && tokenSecondsLeft(token) > TOKEN_RENEW_MARGIN_SECONDS) return token;
  return (await refreshAccessToken()) ?? token;
}

/** The server's own words from a refused tus request (`{ success: false, message }`), in the reader's language. */
function serverMessage(error: unknown): string | null {
  const response = (error as tus.DetailedError | undefined)?.originalResponse;
  if (!response) return null;
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    return typeof body.message === 'string' ? translateServerMessage(body.message) : null;
  } catch {
    return null;
  }
}

/**
 * A dropped connection or a server hiccup: worth retrying. A 4xx (but a conflict or lock) is a refusal,
 * and so is 507: the server has no room for the file now and says so; retrying at once would not help.
 */
function isRetryable(error: unknown): boolean {
  const status = (error as tus.DetailedError | undefined)?.originalResponse?.getStatus() ?? 0;
  return status === 0 || (status >= 500 && status !== 507) || status === 409 || status === 423;
}

export interface UploadTarget {
  type: LibraryFileType;
  place: LibraryPlaceRef;
}

/**
 * Resumable uploads to the content library with tus-js-client: the file goes in parts; the upload's
 * address is kept in the browser (by user, place, type and file), so after a dropped connection, a
 * closed tab or a new attempt with the same file it continues from what the server already has.
 * `start` resolves with the upload's id once every byte has arrived; it waits through interruptions
 * (Retry continues) and rejects when the server refuses or the person cancels.
 */
export function useResumableUpload() {
  const [state, setState] = useState<UploadState>(IDLE);
  const current = useRef<{ upload: tus.Upload; reject: (error: Error) => void } | null>(null);

  useEffect(
    () => () => {
      // Leaving the page pauses the upload; the browser remembers it for the next attempt.
      void current.current?.upload.abort(false);
    },
    [],
  );

  const start = useCallback((file: File, target: UploadTarget): Promise<string> => {
    return new Promise<string>((resolve, reject) => {
      if (!tus.isSupported) {
        reject(new Error('unsupported'));
        return;
      }
      let renewToken = false;
      const placeKey =
        'subconceptId' in target.place ? `s${target.place.subconceptId}` : `c${target.place.conceptId}`;
      const upload = new tus.Upload(file, {
        endpoint: libraryUploads.path,
        chunkSize: LIBRARY_UPLOAD_CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        metadata: {
          filename: file.name,
          type: target.type,
          ...('subconceptId' in target.place
            ? { subconceptId: String(target.place.subconceptId) }
            : { conceptId: String(target.place.conceptId) }),
        },
        fingerprint: async (input) => {
          const chosen = input as File;
          return [
            'pathshala-library',
            getStoredUser()?.id ?? 0,
            placeKey,
            target.type,
            chosen.name,
            chosen.size,
            chosen.lastModified,
          ].join(':');
        },
        onBeforeRequest: async (request) => {
          const token = renewToken ? await refreshAccessToken() : await freshToken();
          renewToken = false;
          if (token) request.setHeader('Authorization', `Bearer ${token}`);
        },
        onShouldRetry: (error) => {
          if (error.originalResponse?.getStatus() === 401) {
            renewToken = true;
            return true;
          }
          return isRetryable(error) && globalThis.navigator?.onLine !== false;
        },
        // A HEAD answers where an earlier or interrupted upload got to: shown as "continuing from".
        onAfterResponse: (request, response) => {
          if (request.getMethod() !== 'HEAD' || response.getStatus() !== 200) return;
          const offset = Number(response.getHeader('Upload-Offset'));
          if (offset > 0) {
            setState((previous) => ({
              ...previous,
              resumedFrom: offset,
              bytesSent: Math.max(previous.bytesSent, offset),
            }));
          }
        },
        onProgress: (bytesSent, bytesTotal) =>
          setState((previous) => ({ ...previous, phase: 'uploading', bytesSent, bytesTotal })),
        onError: (error) => {
          if (isRetryable(error)) {
            setState((previous) => ({ ...previous, phase: 'interrupted' }));
            return;
          }
          const message = serverMessage(error);
          setState((previous) => ({ ...previous, phase: 'refused', message }));
          current.current = null;
          reject(new Error(message ?? 'refused'));
        },
        onSuccess: () => {
          setState((previous) => ({ ...previous, phase: 'done', bytesSent: file.size }));
          current.current = null;
          resolve(upload.url?.split('/').pop() ?? '');
        },
      });
      current.current = { upload, reject };
      setState({ ...IDLE, phase: 'uploading', bytesTotal: file.size });
      void upload.findPreviousUploads().then((previous) => {
        const latest = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      });
    });
  }, []);

  /** Continues an interrupted upload: tus asks the server for its offset and sends the rest. */
  const retry = useCallback(() => {
    const active = current.current;
    if (!active) return;
    setState((previous) => ({ ...previous, phase: 'uploading' }));
    active.upload.start();
  }, []);

  /** Stops and deletes the upload on the server; `start`'s promise rejects with UploadCancelled. */
  const cancel = useCallback(async () => {
    const active = current.current;
    current.current = null;
    setState(IDLE);
    if (!active) return;
    active.reject(new UploadCancelled());
    await active.upload.abort(true).catch(() => undefined);
  }, []);

  const reset = useCallback(() => setState(IDLE), []);

  return { state, start, retry, cancel, reset };
}

/**
 * Deletes a finished upload the person chose not to add (tus's DELETE), so it stops holding their
 * upload quota. Best effort: an upload left behind is deleted by the server after a day anyway.
 */
export async function discardUpload(uploadId: string): Promise<void> {
  try {
    // A renewal that fails leaves the stored token to try: the delete is worth sending anyway.
    const token = await freshToken().catch(() => getToken());
    await fetch(`${libraryUploads.path}/${uploadId}`, {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    // Offline or refused: the server's sweep deletes it after a day.
  }
}

/** How much of the upload has been sent, 0-100. */
export function uploadPercent(state: UploadState): number {
  return state.bytesTotal > 0 ? Math.floor((state.bytesSent / state.bytesTotal) * 100) : 0;
}
