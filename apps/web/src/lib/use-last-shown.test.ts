import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLastShown } from './use-last-shown';

describe('useLastShown', () => {
  it('keeps the last subject while it is cleared (a closing dialog keeps its title), and follows a new one', () => {
    const { result, rerender } = renderHook(({ value }) => useLastShown(value), {
      initialProps: { value: null as { title: string } | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: { title: 'Add course to Science' } });
    expect(result.current).toEqual({ title: 'Add course to Science' });
    rerender({ value: null });
    expect(result.current).toEqual({ title: 'Add course to Science' });
    rerender({ value: { title: 'Add concept to Physics' } });
    expect(result.current).toEqual({ title: 'Add concept to Physics' });
  });
});
