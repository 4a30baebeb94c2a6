import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n';
import { renderWithMantine } from '../test/render';
import { SalutationSelect } from './form-fields';

afterEach(async () => {
  await switchLanguage('en');
  localStorage.clear();
});

const offered = () =>
  within(screen.getByRole('combobox', { name: /Salutation|संबोधन/ }))
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe('the salutation choice (issue 28)', () => {
  it('offers every account the same list, Prof among them', () => {
    renderWithMantine(<SalutationSelect />);
    expect(offered()).toEqual([
      ['', 'None'],
      ['Mr', 'Mr'],
      ['Ms', 'Ms'],
      ['Mrs', 'Mrs'],
      ['Dr', 'Dr'],
      ['Prof', 'Prof'],
    ]);
  });

  it('shows them in Hindi in Hindi, keeping the value the server takes', async () => {
    await switchLanguage('hi');
    renderWithMantine(<SalutationSelect />);
    expect(offered()).toEqual([
      ['', 'कोई नहीं'],
      ['Mr', 'श्री'],
      ['Ms', 'सुश्री'],
      ['Mrs', 'श्रीमती'],
      ['Dr', 'डॉ.'],
      ['Prof', 'प्रो.'],
    ]);
  });
});
