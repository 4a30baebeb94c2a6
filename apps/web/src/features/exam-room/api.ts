import { buildPath, examRoomEndpoints } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { downloadFile, readerTimeZone } from '../../lib/download';

const e = examRoomEndpoints;

export const examRoomKeys = {
  rooms: ['exam-rooms'] as const,
  events: (servingId: number) => ['exam-rooms', servingId, 'events'] as const,
  receipt: (code: string) => ['exam-receipts', code] as const,
};

export function useExamRooms() {
  return useQuery({
    queryKey: examRoomKeys.rooms,
    queryFn: ({ signal }) => callApi(e.rooms, { signal }).then((r) => r.rooms),
    staleTime: 0,
  });
}

export function useRoomEvents(servingId: number) {
  return useQuery({
    queryKey: examRoomKeys.events(servingId),
    queryFn: ({ signal }) => callApi(e.events, { params: { servingId }, signal }).then((r) => r.events),
    staleTime: 0,
  });
}

export function useReceipt(code: string | null) {
  return useQuery({
    queryKey: examRoomKeys.receipt(code ?? ''),
    queryFn: ({ signal }) =>
      callApi(e.receipt, { params: { code: code ?? '' }, signal }).then((r) => r.receipt),
    enabled: Boolean(code),
    retry: false,
  });
}

export type RoomAction =
  | { kind: 'extendOne'; studentId: number; minutes: number; reason: string }
  | { kind: 'extendAll'; minutes: number; reason: string }
  | { kind: 'pause'; reason: string }
  | { kind: 'resume'; reason?: string }
  | { kind: 'irregularity'; studentId: number | null; note: string };

/** One of the room's actions; the record is read again after it (the stream shows the students). */
export function useRoomAction(servingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: RoomAction) => {
      const params = { servingId };
      switch (action.kind) {
        case 'extendOne':
          return callApi(e.extendStudent, {
            params: { servingId, studentId: action.studentId },
            body: { minutes: action.minutes, reason: action.reason },
          });
        case 'extendAll':
          return callApi(e.extendAll, { params, body: { minutes: action.minutes, reason: action.reason } });
        case 'pause':
          return callApi(e.pause, { params, body: { reason: action.reason } });
        case 'resume':
          return callApi(e.resume, { params, body: action.reason ? { reason: action.reason } : {} });
        case 'irregularity':
          return callApi(e.irregularity, {
            params,
            body: { studentId: action.studentId, note: action.note },
          });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examRoomKeys.events(servingId) }),
  });
}

export function useDownloadRecord() {
  return useMutation({
    mutationFn: (servingId: number) =>
      downloadFile(buildPath(e.eventsCsv.path, { servingId }), {
        fallbackName: `exam-room-${servingId}-record.csv`,
        query: { timeZone: readerTimeZone() },
      }),
  });
}
