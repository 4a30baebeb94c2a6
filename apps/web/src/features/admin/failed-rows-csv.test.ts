import { restoreCsvText } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { failedRowsCsv } from './failed-rows-csv';

describe('failedRowsCsv and formulas', () => {
  const formula = '=HYPERLINK("http://evil.example","Click")';
  const csv = failedRowsCsv(
    'student',
    {
      failedRows: [
        {
          row: 2,
          values: {
            username: 'bad',
            firstName: formula,
            lastName: '-Patel',
            address: '@SUM(A1)',
            password: '+1x',
          },
        },
      ],
      rowErrors: [{ row: 2, column: 'username', reason: 'Please enter a valid email address' }],
    },
    'error',
  );
  const line = csv.split('\r\n')[1] ?? '';

  it('neutralises every cell a spreadsheet would run as a formula, as the results CSV does', () => {
    expect(line).toBe(
      `bad,,"'=HYPERLINK(""http://evil.example"",""Click"")",'-Patel,'+1x,,'@SUM(A1),,,Email address (username): Please enter a valid email address`,
    );
  });

  it("heads the columns in the template's words", () => {
    expect(csv.split('\r\n')[0]).toBe(
      'Email address (username),Salutation,First name,Last name,Password,Date of birth,Address,Current year,Status,error',
    );
  });

  it('reads back to the text as typed', () => {
    expect(restoreCsvText(`'${formula}`)).toBe(formula);
    expect(restoreCsvText("'-Patel")).toBe('-Patel');
    expect(restoreCsvText("O'Brien")).toBe("O'Brien");
    expect(restoreCsvText("'plain")).toBe("'plain");
  });
});
