import { AuditAction } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { pickLanguage, t } from './index';

describe('message catalogue', () => {
  it('falls back to English for languages it does not have', () => {
    expect(pickLanguage(['xx-YY', 'en-IN'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it("carries the spec's texts", () => {
    expect(t.app.tagline).toBe('Digital Learning Platform');
    expect(t.welcome.student('Asha')).toBe('Welcome back, Asha!');
    expect(t.welcome.teacher('Ravi')).toBe('Welcome Teacher Ravi!');
    expect(t.welcome.admin('Meera')).toBe('Welcome Administrator Meera!');
  });
});

describe('recent activity', () => {
  it.each(AuditAction.options)('shows %s in words a person reads, not its code', (action) => {
    const words = t.admin.dashboard.activity[action];
    expect(words).toBeTruthy();
    expect(words).not.toMatch(/^[a-z_]+\.[a-z_]+$/);
  });
});
