import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { FileChooser } from './file-chooser';

function Field() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileChooser
      label="CSV or Excel file"
      placeholder="Choose a CSV or Excel file"
      chooseLabel="Choose file"
      accept=".csv"
      value={file}
      onChange={setFile}
      clearable
      clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
    />
  );
}

describe('FileChooser (issue 28: the bulk upload looked like an empty text field)', () => {
  it('says what to choose and shows a Choose file button; then the chosen name and a way to remove it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithMantine(<Field />);
    const field = screen.getByRole('button', { name: 'CSV or Excel file' });
    expect(field).toHaveTextContent('Choose a CSV or Excel file');
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Choose file')).toHaveAttribute('aria-hidden', 'true');

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['username\n'], 'class-8a.csv', { type: 'text/csv' }));
    expect(field).toHaveTextContent('class-8a.csv');
    expect(screen.queryByText('Choose file')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the chosen file' }));
    expect(field).toHaveTextContent('Choose a CSV or Excel file');
    expect(screen.getByText('Choose file')).toBeInTheDocument();
  });
});
