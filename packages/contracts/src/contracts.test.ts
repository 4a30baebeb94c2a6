import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  api,
  assertAnswerInContract,
  averageProgress,
  buildPath,
  ChangePasswordBody,
  CreateAdminBody,
  type Endpoint,
  LoginBody,
  masteryLevel,
  messages,
  NewPassword,
  progressBand,
  studyStatus,
  withQuery,
} from './index';

describe('progress rules of spec sections 4 and 9', () => {
  it.each([
    [100, 'expert'],
    [90, 'expert'],
    [89.9, 'advanced'],
    [70, 'advanced'],
    [69, 'intermediate'],
    [50, 'intermediate'],
    [49, 'beginner'],
    [0, 'beginner'],
  ] as const)('mastery of %d is %s', (progress, level) => {
    expect(masteryLevel(progress)).toBe(level);
  });

  it.each([
    [0, 'started'],
    [0.5, 'in_progress'],
    [89, 'in_progress'],
    [90, 'completed'],
  ] as const)('study status at %d percent is %s', (percent, status) => {
    expect(studyStatus(percent)).toBe(status);
  });

  it.each([
    [80, 'excellent'],
    [79, 'good'],
    [60, 'good'],
    [40, 'average'],
    [39, 'needs_work'],
  ] as const)('progress %d is %s', (progress, band) => {
    expect(progressBand(progress)).toBe(band);
  });

  it('rounds the average of subconcept progress', () => {
    expect(averageProgress([100, 50, 0])).toBe(50);
    expect(averageProgress([33, 34])).toBe(34);
    expect(averageProgress([])).toBe(0);
  });
});

describe('LoginBody', () => {
  it('trims the name but never the password', () => {
    expect(LoginBody.parse({ username: '  admin ', password: ' Admin@123 ' })).toEqual({
      username: 'admin',
      password: ' Admin@123 ',
    });
  });

  it('gives the spec messages for blank fields', () => {
    const result = LoginBody.safeParse({ username: '  ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      messages.login.usernameRequired,
      messages.login.passwordRequired,
    ]);
  });
});

describe('password rules', () => {
  const firstMessage = (value: string) => NewPassword().safeParse(value).error?.issues[0]?.message;

  it('keeps the minimum and the 128 maximum, without truncating', () => {
    expect(firstMessage('abc')).toBe('Password must be at least 6 characters');
    expect(firstMessage('x'.repeat(129))).toBe(messages.password.tooLong);
    expect(NewPassword().parse(`Ab1${'x'.repeat(125)}`)).toHaveLength(128);
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(firstMessage('Password1')).toBe(messages.password.tooCommon);
    expect(firstMessage('qwerty123')).toBe(messages.password.tooCommon);
    expect(firstMessage('Student@123')).toBeUndefined();
  });

  it('refuses a new password equal to the current one', () => {
    const result = ChangePasswordBody.safeParse({
      email: 'a@b.example',
      currentPassword: 'Same@Pass1',
      newPassword: 'Same@Pass1',
    });
    expect(result.error?.issues[0]?.message).toBe(messages.password.sameAsCurrent);
  });

  it('asks admins for a lowercase letter, an uppercase letter and a digit', () => {
    const base = {
      email: 'new.admin@school.example',
      username: 'new.admin',
      firstName: 'New',
      lastName: 'Admin',
      justification: 'I look after accounts for the whole centre.',
    };
    expect(CreateAdminBody.safeParse({ ...base, password: 'alllowercase9' }).success).toBe(false);
    expect(CreateAdminBody.safeParse({ ...base, password: 'Mixed-Case9' }).success).toBe(true);
  });
});

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(
      buildPath('/api/student/quiz/:studentId/assessment/:assessmentId', {
        studentId: 4,
        assessmentId: 'a/b',
      }),
    ).toBe('/api/student/quiz/4/assessment/a%2Fb');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath('/api/content/:contentId')).toThrow(/contentId/);
  });

  it('adds a query of the defined values only, encoded, and nothing when none is defined', () => {
    expect(withQuery('/api/x', { q: 'a b&c', page: 2, skip: undefined, none: null })).toBe(
      '/api/x?q=a+b%26c&page=2',
    );
    expect(withQuery('/api/x', { skip: undefined })).toBe('/api/x');
    expect(withQuery('/api/x')).toBe('/api/x');
  });

  it('names where an answer leaves its contract', () => {
    expect(() => assertAnswerInContract(api.auth.verify, { success: true })).toThrow(
      /^GET \/api\/auth\/verify answered outside its contract: /,
    );
  });
});

describe('a client written from the spec is served', () => {
  const endpoints = Object.values(api).flatMap((area) => Object.values(area) as Endpoint[]);

  it.each(endpoints.filter((e) => e.body).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s ignores fields it does not know instead of refusing them',
    (_, endpoint) => {
      const result = endpoint.body!.safeParse({ someFieldFromAnotherClient: 1 });
      const issues = result.success ? [] : result.error.issues;
      expect(issues.filter((issue) => issue.code === 'unrecognized_keys')).toEqual([]);
      if (result.success) expect(result.data ?? {}).not.toHaveProperty('someFieldFromAnotherClient');
    },
  );
});

describe('counted words', () => {
  it("one hidden upload error is 'error', more are 'errors'", () => {
    expect(messages.admin.bulkMoreErrors(1)).toBe('...and 1 more error.');
    expect(messages.admin.bulkMoreErrors(3)).toBe('...and 3 more errors.');
  });
});

describe("zod's words for a mistyped field", () => {
  it('a fraction for a whole number says so in words, naming the field', () => {
    const body = z.object({ AC_CO_NoOfQns: z.number().int(), name: z.string() });
    const issues = body.safeParse({ AC_CO_NoOfQns: 2.5, name: 3 }).error!.issues;
    expect(issues.map((issue) => issue.message)).toEqual([
      'AC_CO_NoOfQns must be a whole number',
      'name must be a string',
    ]);
  });
});
