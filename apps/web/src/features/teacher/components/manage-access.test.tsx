import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { api, type TeacherAssessment } from '@pathshala/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppTheme, cssVariablesResolver } from '../../../app/theme';
import { fakeServer, refusal } from '../../../test/fake-server';
import { aTeacher, storeSession } from '../../../test/session-users';
import { ManageAccess } from './manage-access';

const assessment = { AM_id: 1002, AM_Name: 'Forces quiz' } as TeacherAssessment;

const colleague = (id: number, name: string, email: string) => ({
  id,
  name,
  email,
  username: email,
  type: 'teacher' as const,
  status: 'A' as const,
});

/** The API of the access screen: colleagues by name, and grants that the second teacher refuses. */
function serve() {
  storeSession(aTeacher);
  const fake = fakeServer()
    .on(api.people.colleagues, ({ query }) => {
      const all = [
        colleague(3, 'Rahul Verma', 'teacher2@pathshala.example'),
        colleague(4, 'Meena Iyer', 'teacher3@pathshala.example'),
      ];
      const q = query.q.toLowerCase();
      return { data: all.filter((p) => `${p.name} ${p.email}`.toLowerCase().includes(q)) };
    })
    .on(api.teacher.authorize, ({ body }) =>
      body.teacherEmail === 'teacher3@pathshala.example'
        ? refusal(409, 'This teacher already has access')
        : {
            authorization: {
              AA_id: 1,
              AA_permission_level: 'FULL' as const,
              AA_notes: null,
              AA_granted_date: '2026-11-21T09:00:00.000Z',
              authorized_first_name: 'Rahul',
              authorized_last_name: 'Verma',
              authorized_email: body.teacherEmail,
            },
          },
    )
    .on(api.teacher.authorizations, () => ({ authorizations: [] }));
  /** The e-mail addresses sent a grant, in order. */
  return () =>
    fake.callsTo(api.teacher.authorize).map((call) => (call.body as { teacherEmail: string }).teacherEmail);
}

describe('ManageAccess', () => {
  it('shares with colleagues picked by name, one grant each; a refused one stays chosen with its reason', async () => {
    const grants = serve();
    render(
      <MantineProvider theme={createAppTheme()} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ManageAccess assessment={assessment} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Grant Access' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(grants()).toEqual([]);

    const field = screen.getByRole('combobox', { name: /Colleagues/ });
    await userEvent.type(field, 'rahul');
    await userEvent.click(await screen.findByRole('option', { name: /Rahul Verma/ }));
    await userEvent.type(field, 'meena');
    await userEvent.click(await screen.findByRole('option', { name: /Meena Iyer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Grant Access' }));

    await waitFor(() =>
      expect(grants()).toEqual(['teacher2@pathshala.example', 'teacher3@pathshala.example']),
    );
    expect(await screen.findByText('Access granted to teacher2@pathshala.example.')).toBeInTheDocument();
    expect(
      screen.getByText('Meena Iyer: This teacher already has access').closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Meena Iyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Rahul Verma' })).not.toBeInTheDocument();
  });
});
