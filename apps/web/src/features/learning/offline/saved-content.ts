import { type ContentItem, HTML_DOCUMENT_CSP } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-provider';
import type { StudyScope } from '../api/content';
import { drawPractice } from '../api/practice';
import { forgetSavedItem, keepSavedItem, readSavedItem, type SavedItem, savedItems } from './study-store';

/** Query keys of what the device holds; saving or removing invalidates `offlineKeys.all`. */
export const offlineKeys = {
  all: ['offline'] as const,
  item: (userId: number, contentId: number) => [...offlineKeys.all, userId, 'item', contentId] as const,
  items: (userId: number) => [...offlineKeys.all, userId, 'items'] as const,
  space: () => [...offlineKeys.all, 'space'] as const,
};

/** An item saved on the device: what it is, and its file. */
export type SavedCopy = { item: SavedItem; file: Blob };

/** Why a save failed, in words the student can act on. */
export class SaveFailure extends Error {
  constructor(readonly reason: 'space' | 'network') {
    super(reason);
  }
}

/** What the browser lets Pathshala keep, and how much of it is free; null where it does not say. */
export type DeviceSpace = { freeBytes: number; persisted: boolean } | null;

async function deviceSpace(): Promise<DeviceSpace> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.estimate) return null;
  const { quota = 0, usage = 0 } = await storage.estimate();
  const persisted = (await storage.persisted?.()) ?? false;
  return { freeBytes: Math.max(0, quota - usage), persisted };
}

/**
 * A saved HTML document keeps the server's policy: it still loads and runs nothing, offline too.
 * The policy goes after a doctype, which must stay first (before it the page would lay out in quirks mode).
 */
export async function withDocumentPolicy(file: Blob): Promise<Blob> {
  if (!file.type.startsWith('text/html')) return file;
  const html = await file.text();
  const meta = `<meta http-equiv="Content-Security-Policy" content="${HTML_DOCUMENT_CSP}">`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
  return new Blob([doctype, meta, html.slice(doctype.length)], { type: file.type });
}

/**
 * Saves a content item's file on the device, with a practice draw of its subconcept so its quiz
 * works offline too. Asks the browser to keep the storage (persistent); refusal is reported, not
 * fatal. Throws SaveFailure('space') when the file does not fit in what the browser grants.
 */
export async function saveForOffline(
  userId: number,
  content: ContentItem,
  scope: StudyScope,
): Promise<{ persisted: boolean }> {
  const space = await deviceSpace();
  if (space && content.CT_FileSize !== null && content.CT_FileSize > space.freeBytes)
    throw new SaveFailure('space');
  const persisted = (await globalThis.navigator?.storage?.persist?.().catch(() => false)) ?? false;
  let file: Blob;
  try {
    const response = await fetch(content.CT_ContentLink, { cache: 'no-store' });
    if (!response.ok) throw new Error(String(response.status));
    file = await withDocumentPolicy(await response.blob());
  } catch {
    throw new SaveFailure('network');
  }
  const item: SavedItem = {
    contentId: content.CT_id,
    name: content.CT_Name,
    place: [content.CN_Name, content.SC_Name].filter(Boolean).join(' · '),
    href:
      'subconceptId' in scope
        ? paths.student.studySubconcept.getHref(scope.subconceptId, content.CT_id)
        : paths.student.studyConcept.getHref(scope.conceptId, content.CT_id),
    practice:
      'subconceptId' in scope && content.SC_Name
        ? { name: content.SC_Name, href: paths.student.practiceQuiz.getHref(scope.subconceptId) }
        : null,
    mimeType: file.type || content.CT_MimeType || 'application/octet-stream',
    size: file.size,
    savedAt: new Date().toISOString(),
  };
  try {
    await keepSavedItem(userId, item, file);
  } catch (error) {
    throw error instanceof DOMException && error.name === 'QuotaExceededError'
      ? new SaveFailure('space')
      : error;
  }
  if ('subconceptId' in scope) await drawPractice(scope.subconceptId).catch(() => undefined);
  return { persisted };
}

/** Whose device records these are: the signed-in student (0 while nobody is, which holds nothing). */
function useStudentId(): number {
  return useSession().user?.id ?? 0;
}

/** The signed-in student's saved copy of an item (file included), or null. */
export function useSavedItem(contentId: number) {
  const userId = useStudentId();
  return useQuery({
    queryKey: offlineKeys.item(userId, contentId),
    queryFn: () => readSavedItem(userId, contentId).catch(() => null),
    gcTime: 0,
    networkMode: 'always',
  });
}

/** Everything the signed-in student saved (without the files). */
export function useSavedItems() {
  const userId = useStudentId();
  return useQuery({
    queryKey: offlineKeys.items(userId),
    queryFn: () => savedItems(userId).catch(() => []),
    networkMode: 'always',
  });
}

export function useDeviceSpace() {
  return useQuery({
    queryKey: offlineKeys.space(),
    queryFn: () => deviceSpace().catch(() => null),
    staleTime: 0,
    networkMode: 'always',
  });
}

export function useSaveForOffline(content: ContentItem, scope: StudyScope) {
  const userId = useStudentId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveForOffline(userId, content, scope),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offlineKeys.all }),
  });
}

export function useRemoveSaved(contentId: number) {
  const userId = useStudentId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => forgetSavedItem(userId, contentId),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: offlineKeys.all }),
  });
}

/** An object URL for a file read back from the device, revoked when it is no longer shown. */
export function useObjectUrl(file: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
