import { describe, expect, it } from 'vitest';
import { homeHref, paths } from './paths';

describe('paths', () => {
  it('gives each kind of user their home', () => {
    expect(homeHref('student')).toBe('/student');
    expect(homeHref('teacher')).toBe('/teacher');
    expect(homeHref('admin')).toBe('/admin');
  });

  it('builds links with their query parameters', () => {
    expect(paths.unauthorized.getHref('404')).toBe('/unauthorized?code=404');
    expect(paths.resetPassword.getHref('a b&c')).toBe('/reset-password?token=a+b%26c');
  });
});
