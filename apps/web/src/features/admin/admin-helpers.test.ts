import { GENERATED_PASSWORD_ALPHABET } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../lib/format';
import { failedRowsCsv } from './failed-rows-csv';
import { formatEightDigitDate, formatUptime } from './format';
import { generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('makes 12 characters from the spec alphabet with a lower-case letter, an upper-case letter and a digit', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(12);
      expect([...password].every((char) => GENERATED_PASSWORD_ALPHABET.includes(char))).toBe(true);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});

describe('failedRowsCsv', () => {
  it('writes the template columns, the rows as read and an error column with every reason', () => {
    const csv = failedRowsCsv(
      'teacher',
      {
        failedRows: [{ row: 3, values: { email: 'bad', firstName: 'Asha, "Ash"', lastName: 'Rao' } }],
        rowErrors: [
          { row: 3, column: 'email', reason: 'Please enter a valid email address' },
          { row: 3, column: 'password', reason: 'Password is required' },
        ],
      },
      'error',
    );
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(
      'Email address,Salutation,First name,Last name,Password,Address,Training center ID,Training partner ID,Status,error',
    );
    expect(line).toBe(
      'bad,,"Asha, ""Ash""",Rao,,,,,,Email address: Please enter a valid email address; Password: Password is required',
    );
  });
});

describe('format helpers', () => {
  it('formats the 8-digit date, free space and uptime', () => {
    expect(formatEightDigitDate('20261121')).toBe('2026-11-21');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(formatBytes(300 * 1024 ** 2)).toBe('300.0 MB');
    expect(formatUptime(59)).toBe('0m');
    expect(formatUptime(3_700)).toBe('1h 1m');
    expect(formatUptime(90_000)).toBe('1d 1h');
  });
});
