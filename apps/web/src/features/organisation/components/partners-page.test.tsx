import {
  organisationMessages as m,
  type SessionUser,
  STORAGE_KEYS,
  type TrainingCenterItem,
  type TrainingPartnerItem,
} from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render';

const admin: SessionUser = {
  id: 1,
  name: 'Sunita Rao',
  type: 'admin',
  username: 'admin',
  email: 'admin@pathshala.example',
  mustChangePassword: false,
  language: null,
};

const shiksha: TrainingPartnerItem = {
  id: 1,
  name: 'Shiksha Foundation',
  status: 'A',
  createdAt: '2026-11-21T09:00:00.000Z',
  centers: 1,
  activeCenters: 1,
  teachers: 2,
};
const pune: TrainingCenterItem = {
  id: 5,
  name: 'Shiksha Learning Centre, Pune',
  partner: { id: 1, name: 'Shiksha Foundation', status: 'A' },
  address: '14 FC Road, Pune',
  spocName: 'Neha Deshpande',
  spocPhone: '+91 20 2553 0101',
  spocEmail: 'pune@shiksha.example',
  currentYear: 2026,
  status: 'A',
  createdAt: '2026-11-21T09:00:00.000Z',
  teachers: 2,
  cohorts: 3,
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

/** The API as this page sees it; `answers` overrides a call by method and path start. */
function stubServer(answers: Record<string, () => Response> = {}) {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(admin));
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    for (const [key, answer] of Object.entries(answers)) {
      const [wantedMethod, path] = key.split(' ');
      if (method === wantedMethod && url.startsWith(path!)) return answer();
    }
    if (url.startsWith('/api/auth/verify')) return jsonResponse(200, { success: true, user: admin });
    if (url.startsWith('/api/organisation/partners')) {
      return jsonResponse(200, { success: true, message: m.partnersLoaded, data: page([shiksha]) });
    }
    if (url.startsWith('/api/organisation/centers')) {
      return jsonResponse(200, { success: true, message: m.centersLoaded, data: page([pune]) });
    }
    if (url.startsWith('/api/admin/training-partners')) {
      return jsonResponse(200, { success: true, message: 'ok', data: [{ TP_id: 1, TP_Name: shiksha.name }] });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('training partners page', () => {
  it('lists partners with counts and shows a partner’s centers on demand', async () => {
    stubServer();
    renderApp('/admin/partners');
    const card = await screen.findByTestId('training-partner');
    expect(card).toHaveTextContent('Shiksha Foundation');
    expect(card).toHaveTextContent('1 center (1 active) · 2 teachers');
    const toggle = within(card).getByRole('button', { name: 'Show centers (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    const center = await within(card).findByTestId('training-center');
    expect(center).toHaveTextContent('Shiksha Learning Centre, Pune');
    expect(center).toHaveTextContent('2 teachers · 3 cohorts');
    expect(within(card).getByRole('button', { name: 'Hide centers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('deactivates a partner only after a confirmation that says what stays', async () => {
    const fetchMock = stubServer({
      'PATCH /api/organisation/partners/1/status': () =>
        jsonResponse(200, {
          success: true,
          message: m.deactivated(shiksha.name),
          data: { ...shiksha, status: 'I' },
        }),
    });
    renderApp('/admin/partners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Shiksha Foundation' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 center and 2 teachers, who keep working');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByTestId('outcome-success')).toHaveTextContent(m.deactivated(shiksha.name));
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => url.includes('/status') && init?.method === 'PATCH',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ status: 'I' });
  });

  it('names a duplicate partner name next to the field', async () => {
    stubServer({
      'POST /api/organisation/partners': () =>
        jsonResponse(409, { success: false, message: m.partnerNameTaken('shiksha foundation') }),
    });
    renderApp('/admin/partners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Training Partner' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create Partner' }));
    expect(await within(dialog).findByText(m.partnerNameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Training partner name/), 'shiksha foundation');
    await user.click(within(dialog).getByRole('button', { name: 'Create Partner' }));
    const input = within(dialog).getByLabelText(/^Training partner name/);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(m.partnerNameTaken('shiksha foundation'))).toBeInTheDocument();
  });

  it('edits a center with every field filled in from the list', async () => {
    const fetchMock = stubServer({
      'PATCH /api/organisation/centers/5': () =>
        jsonResponse(200, {
          success: true,
          message: m.centerSaved('Pune Centre'),
          data: { ...pune, name: 'Pune Centre' },
        }),
    });
    renderApp('/admin/partners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show centers (1)' }));
    await user.click(await screen.findByRole('button', { name: `Edit ${pune.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Contact email/)).toHaveValue('pune@shiksha.example');
    const name = within(dialog).getByLabelText(/^Training center name/);
    await user.clear(name);
    await user.type(name, 'Pune Centre');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('outcome-success')).toHaveTextContent(m.centerSaved('Pune Centre'));
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => url.startsWith('/api/organisation/centers/5') && init?.method === 'PATCH',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      partnerId: 1,
      name: 'Pune Centre',
      address: '14 FC Road, Pune',
      spocName: 'Neha Deshpande',
      spocPhone: '+91 20 2553 0101',
      spocEmail: 'pune@shiksha.example',
      currentYear: 2026,
    });
  });
});
