import { api, type RoomSnapshot, type RoomStudent } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeServer, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { sessionUser, storeSession } from '../../test/session-users';

const teacher = sessionUser('teacher', { id: 5, name: 'Rahul Verma', username: 'teacher1' });

const serverTime = new Date().toISOString();
const inTenMinutes = new Date(Date.now() + 600_000).toISOString();

function student(id: number, name: string, overrides: Partial<RoomStudent> = {}): RoomStudent {
  return {
    studentId: id,
    name,
    username: `${name.split(' ')[0]!.toLowerCase()}@pathshala.example`,
    status: 'NOT_STARTED',
    attemptId: null,
    answered: 0,
    total: 6,
    startedAt: null,
    deadline: null,
    secondsLeft: null,
    completedAt: null,
    connected: false,
    since: null,
    pending: 0,
    accommodationSeconds: 0,
    grantedSeconds: 0,
    lateAnswers: 0,
    ...overrides,
  };
}

const writing = (id: number, name: string) =>
  student(id, name, {
    status: 'IN_PROGRESS',
    attemptId: 100 + id,
    answered: 2,
    startedAt: serverTime,
    deadline: inTenMinutes,
    secondsLeft: 600,
    connected: true,
    since: serverTime,
    pending: 2,
  });

function snapshotOf(students: RoomStudent[]): RoomSnapshot {
  const count = (status: RoomStudent['status']) => students.filter((s) => s.status === status).length;
  return {
    serverTime,
    canAct: true,
    room: {
      servingId: 7,
      assessmentId: 1001,
      assessmentName: 'Living Systems: Unit Test',
      cohortName: 'Class 8A Science',
      durationSeconds: 900,
      totalQuestions: 6,
      opensAt: null,
      closesAt: null,
      pausedAt: null,
      extraSeconds: 0,
    },
    summary: {
      students: students.length,
      notStarted: count('NOT_STARTED'),
      inProgress: count('IN_PROGRESS'),
      submitted: count('SUBMITTED'),
      timeUp: count('TIME_UP'),
      connected: students.filter((s) => s.connected).length,
      pendingAnswers: students.reduce((n, s) => n + s.pending, 0),
      lateAnswers: 0,
    },
    students,
  };
}

let push: (event: string, data: unknown) => void;
let fake: FakeServer;
/** The room's changes sent, by path. */
const posted = () =>
  fake.calls.filter((call) => call.method === 'POST').map((call) => ({ url: call.path, body: call.body }));

/** Signed in as a teacher; the room's stream is a real ReadableStream the test writes events into. */
function serve(initial: RoomSnapshot) {
  storeSession(teacher);
  fake = fakeServer()
    .on(api.examRoom.stream, ({ call }) => {
      expect(call.headers.get('Authorization')).toBe('Bearer token');
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (event, data) =>
            controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
          push('snapshot', initial);
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    })
    .on(api.examRoom.events, () => ({ events: [] }))
    .on(api.examRoom.extendStudent, () => ({ deadline: inTenMinutes }))
    .on(api.examRoom.pause, () => ({ pausedAt: serverTime }));
}

describe('the exam room', () => {
  it('shows the summary and students live, and applies pushed changes', async () => {
    serve(snapshotOf([writing(1, 'Aarav Sharma'), student(2, 'Ananya Gupta')]));
    renderApp('/teacher/exam-rooms/7');
    const summary = await screen.findByTestId('room-summary');
    expect(summary).toHaveTextContent(
      '2 students: 1 writing, 1 not started, 0 submitted, 0 time up · 1 connected · 2 answers waiting to sync',
    );
    expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument();
    const aarav = screen.getByRole('row', { name: /Aarav Sharma/ });
    expect(within(aarav).getByText('In progress')).toBeInTheDocument();
    expect(within(aarav).getByText('2/6')).toBeInTheDocument();

    const next = snapshotOf([writing(1, 'Aarav Sharma'), writing(2, 'Ananya Gupta')]);
    push('changes', { serverTime, summary: next.summary, students: [next.students[1]] });
    await waitFor(() => expect(summary).toHaveTextContent('2 students: 2 writing, 0 not started'));
    expect(
      within(screen.getByRole('row', { name: /Ananya Gupta/ })).getByText('In progress'),
    ).toBeInTheDocument();
  });

  it('extends one student with minutes and a reason', async () => {
    serve(snapshotOf([writing(1, 'Aarav Sharma'), student(2, 'Ananya Gupta')]));
    renderApp('/teacher/exam-rooms/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Extend time for Aarav Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend time for Aarav Sharma' });
    const minutes = within(dialog).getByRole('textbox', { name: /Minutes/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Late bus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add time' }));
    await waitFor(() =>
      expect(posted()).toEqual([
        { url: '/api/exam-rooms/7/students/1/extend', body: { minutes: 10, reason: 'Late bus' } },
      ]),
    );
  });

  it('pauses the room with a reason, and shows a paused room with Resume', async () => {
    serve(snapshotOf([writing(1, 'Aarav Sharma')]));
    renderApp('/teacher/exam-rooms/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Pause room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause the room' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Power cut');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(posted()).toEqual([{ url: '/api/exam-rooms/7/pause', body: { reason: 'Power cut' } }]),
    );
    const paused = snapshotOf([writing(1, 'Aarav Sharma')]);
    push('changes', { serverTime, room: { ...paused.room, pausedAt: serverTime }, students: [] });
    expect(await screen.findByRole('button', { name: 'Resume room' })).toBeInTheDocument();
    expect(screen.getByText(/every clock has stopped/)).toBeInTheDocument();
  });

  it('lists who is writing first (cut off first of them), then not started, then done; by name within each', async () => {
    const done = (id: number, name: string, status: 'SUBMITTED' | 'TIME_UP') =>
      student(id, name, { status, attemptId: 100 + id, completedAt: serverTime });
    serve(
      snapshotOf([
        done(1, 'Aarav Ahuja', 'SUBMITTED'),
        student(2, 'Bela Bose'),
        done(3, 'Chetan Chopra', 'TIME_UP'),
        writing(4, 'Divya Dutta'),
        { ...writing(5, 'Esha Eapen'), connected: false },
        writing(6, 'Farah Fazal'),
      ]),
    );
    renderApp('/teacher/exam-rooms/7');
    await screen.findByTestId('room-summary');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
    expect(names.map((name) => name.split('@')[0])).toEqual([
      expect.stringContaining('Esha Eapen'),
      expect.stringContaining('Divya Dutta'),
      expect.stringContaining('Farah Fazal'),
      expect.stringContaining('Bela Bose'),
      expect.stringContaining('Chetan Chopra'),
      expect.stringContaining('Aarav Ahuja'),
    ]);
  });

  it('stays quick with 1,000 students: 50 rows a page, filtered by name and status', async () => {
    const many = Array.from({ length: 1_000 }, (_, i) =>
      i % 2
        ? writing(i + 1, `Student ${String(i + 1).padStart(4, '0')}`)
        : student(i + 1, `Student ${String(i + 1).padStart(4, '0')}`),
    );
    serve(snapshotOf(many));
    renderApp('/teacher/exam-rooms/7');
    expect(await screen.findByText('Showing 1–50 of 1000')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(51);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search students' }), '0042');
    await waitFor(() => expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument());
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search students' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Connected only' }));
    await waitFor(() => expect(screen.getByText('Showing 1–50 of 500')).toBeInTheDocument());
  }, 30_000);
});
