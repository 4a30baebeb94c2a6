import {
  buildPath,
  type ImportReport,
  type ImportStatus,
  QUESTION_TEMPLATE_COLUMNS,
} from '@pathshala/contracts';
import type { TestApp } from '../../../test/test-app';

/** A multipart body with a question file and the import's fields. */
export function importForm(
  fileName: string,
  bytes: Buffer | string,
  fields: Record<string, string | number> = {},
) {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The calls of the transfer endpoints as one signed-in person. */
export function transferCalls(t: TestApp, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const post = (path: string, form: ReturnType<typeof importForm>) =>
    t.app.inject({ method: 'POST', url: path, payload: form.payload, headers: { ...form.headers, ...auth } });
  return {
    check: (fileName: string, bytes: Buffer | string, fields: Record<string, string | number> = {}) =>
      post('/api/question-bank/imports/check', importForm(fileName, bytes, fields)),
    start: (fileName: string, bytes: Buffer | string, fields: Record<string, string | number> = {}) =>
      post('/api/question-bank/imports', importForm(fileName, bytes, fields)),
    get: (id: number) =>
      t.app.inject({
        method: 'GET',
        url: buildPath('/api/question-bank/imports/:id', { id }),
        headers: auth,
      }),
    export: (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/question-bank/export?${query}`, headers: auth }),
    template: (format: 'csv' | 'xlsx') =>
      t.app.inject({ method: 'GET', url: `/api/question-bank/template?format=${format}`, headers: auth }),
  };
}

/** The report of a dry run that must succeed. */
export async function checkReport(
  calls: ReturnType<typeof transferCalls>,
  fileName: string,
  bytes: Buffer | string,
  fields: Record<string, string | number> = {},
): Promise<ImportReport> {
  const response = await calls.check(fileName, bytes, fields);
  if (response.statusCode !== 200) throw new Error(`check ${response.statusCode}: ${response.body}`);
  return response.json().report;
}

/** Starts an import and waits until it has finished (DONE or FAILED). */
export async function importAndWait(
  calls: ReturnType<typeof transferCalls>,
  fileName: string,
  bytes: Buffer | string,
  fields: Record<string, string | number> = {},
): Promise<ImportStatus> {
  const started = await calls.start(fileName, bytes, fields);
  if (started.statusCode !== 200) throw new Error(`start ${started.statusCode}: ${started.body}`);
  return waitForImport(calls, started.json().import.id);
}

export async function waitForImport(
  calls: ReturnType<typeof transferCalls>,
  id: number,
): Promise<ImportStatus> {
  const until = Date.now() + 25_000;
  while (Date.now() < until) {
    const status: ImportStatus = (await calls.get(id)).json().import;
    if (status.status !== 'RUNNING') return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import ${id} still running`);
}

/** A CSV in the template's columns from rows of cells by column name. */
export function templateCsv(rows: Array<Record<string, string>>): string {
  const columns = QUESTION_TEMPLATE_COLUMNS;
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join(',')),
  ].join('\n');
}
