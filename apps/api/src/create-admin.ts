import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FirstAdmin, SchoolName } from '@pathshala/contracts';
import { type DatabaseHandle, DataDirLockedError, openDatabase } from '@pathshala/db';
import type { z } from 'zod';
import { loadConfig } from './env';
import { systemClock } from './lib/clock';
import { AppError } from './lib/errors';
import { createSetupService } from './modules/setup/setup.service';
import { type Check, createPrompter, type Prompter, Refusal } from './modules/setup/shell-prompter';

/** An empty migrated database made by the build (as server.ts uses it); absent is fine. */
const EMPTY_DATABASE_TEMPLATE = resolve(import.meta.dirname, '../dist/empty-database.tgz');

const USAGE = `npm run create-admin [-- options]

Creates the school's first administrator (and the school, when it has no name yet) in the database
the server uses: DATABASE_URL, or the embedded database in DATA_DIR. Asks for what the options do not
give; from a pipe, each answer is one line. The password is never taken from an option: it is typed
(not shown) or read as a line from standard input.

  --school-name NAME    the school's name (asked only when the school has none)
  --email ADDRESS       the administrator's e-mail address
  --username NAME       the administrator's username (letters, digits, . _ -)
  --first-name NAME
  --last-name NAME
  --salutation TITLE    Mr, Ms, Mrs, Dr or Prof (optional)
  --add-admin           add an administrator although the school has one (e.g. every administrator
                        is locked out); without it the command refuses once an administrator exists
  --help`;

const field = FirstAdmin.shape;

/** The API's own rule for one answer, as the prompter checks it. */
function rule<T>(schema: z.ZodType<T>): Check<T> {
  return (answer) => {
    const parsed = schema.safeParse(answer);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, problem: parsed.error.issues[0]?.message ?? 'invalid' };
  };
}

/** The option's value when given, else the answer to a prompt; both checked by the same rule. */
async function givenOrAsked<T>(
  prompter: Prompter,
  given: string | undefined,
  label: string,
  schema: z.ZodType<T>,
): Promise<T> {
  if (given === undefined) return prompter.ask(label, rule(schema));
  const checked = rule(schema)(given);
  if (!checked.ok) throw new Refusal(`${label}: ${checked.problem}`);
  return checked.value;
}

async function openTheDatabase(): Promise<{ database: DatabaseHandle; publicUrl: string; dataDir: string }> {
  const config = loadConfig();
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { driver: 'postgres', url: config.databaseUrl, poolSize: 2 }
        : { driver: 'pglite', dataDir: config.dataDir, templateFile: EMPTY_DATABASE_TEMPLATE },
    );
    return { database, publicUrl: config.publicUrl, dataDir: config.dataDir };
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new Refusal(
        `${error.message}\ncreate-admin needs the embedded database to itself: stop the server, ` +
          'run npm run create-admin, then start the server again.',
      );
    }
    throw error;
  }
}

async function createAdmin(argv: string[]): Promise<number> {
  const { values: options } = parseArgs({
    args: argv,
    options: {
      'school-name': { type: 'string' },
      email: { type: 'string' },
      username: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      salutation: { type: 'string' },
      'add-admin': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const { database, publicUrl, dataDir } = await openTheDatabase();
  const prompter = createPrompter(process.stdin, process.stdout);
  try {
    // A shell on the machine needs no setup code; it removes the one a server left for the web.
    const setup = createSetupService({ db: database.db, clock: systemClock, dataDir });
    const state = await setup.status();
    if (!state.setupNeeded && !options['add-admin']) {
      throw new Refusal(
        'This school already has an administrator: nothing was created. To add another one anyway ' +
          '(for instance when every administrator is locked out), run it again with --add-admin.',
      );
    }
    const schoolName =
      state.schoolName === null || options['school-name'] !== undefined
        ? await givenOrAsked(prompter, options['school-name'], 'School name', SchoolName)
        : undefined;
    const admin = {
      email: await givenOrAsked(prompter, options.email, 'E-mail address', field.email),
      username: await givenOrAsked(prompter, options.username, 'Username', field.username),
      firstName: await givenOrAsked(prompter, options['first-name'], 'First name', field.firstName),
      lastName: await givenOrAsked(prompter, options['last-name'], 'Last name', field.lastName),
      // Optional, so never asked: an option or nothing.
      salutation:
        options.salutation === undefined
          ? undefined
          : await givenOrAsked(prompter, options.salutation, 'Salutation', field.salutation),
      password: await prompter.askPassword('Password', rule(field.password)),
    };
    const result = await setup.setUp({ schoolName, admin }, { via: 'shell', addAdmin: options['add-admin'] });
    console.log(
      `Administrator '${admin.username}' created for ${result.schoolName}. ` +
        `Start the server (npm start) and sign in at ${publicUrl}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) throw new Refusal(error.message);
    throw error;
  } finally {
    prompter.close();
    await database.close();
  }
}

/** What of an unexpected error is printed: a database error's text can carry a row's values. */
function describe(error: unknown): string {
  if (error instanceof Refusal) return error.message;
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return `Database error ${code}`;
  return error instanceof Error ? error.message : String(error);
}

createAdmin(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const badOption = String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    console.error(badOption ? `${(error as Error).message}\n\n${USAGE}` : describe(error));
    process.exit(badOption ? 2 : 1);
  },
);
