import {
  api,
  organisationMessages as m,
  type TrainingCenterItem,
  type TrainingPartnerItem,
} from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { anAdmin, storeSession } from '../../../test/session-users';

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

/** The API as this page sees it; a test adds or replaces answers with `.on(...)`. */
function stubServer() {
  storeSession(anAdmin);
  return fakeServer()
    .on(api.organisation.partners, () => ({ message: m.partnersLoaded, data: page([shiksha]) }))
    .on(api.organisation.centers, () => ({ message: m.centersLoaded, data: page([pune]) }))
    .on(api.admin.trainingPartners, () => ({ data: [{ TP_id: 1, TP_Name: shiksha.name }] }));
}

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
    const fake = stubServer().on(api.organisation.setPartnerStatus, () => ({
      message: m.deactivated(shiksha.name),
      data: { ...shiksha, status: 'I' as const },
    }));
    renderApp('/admin/partners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Shiksha Foundation' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 center and 2 teachers, who keep working');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByTestId('outcome-success')).toHaveTextContent(m.deactivated(shiksha.name));
    expect(fake.callsTo(api.organisation.setPartnerStatus)).toEqual([
      expect.objectContaining({ params: { id: '1' }, body: { status: 'I' } }),
    ]);
  });

  it('names a duplicate partner name next to the field', async () => {
    stubServer().refuse(api.organisation.createPartner, 409, m.partnerNameTaken('shiksha foundation'));
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
    const fake = stubServer().on(api.organisation.updateCenter, () => ({
      message: m.centerSaved('Pune Centre'),
      data: { ...pune, name: 'Pune Centre' },
    }));
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
    expect(fake.callsTo(api.organisation.updateCenter).map((call) => call.params)).toEqual([{ id: '5' }]);
    expect(fake.lastBody(api.organisation.updateCenter)).toEqual({
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
