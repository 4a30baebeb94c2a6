import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme, cssVariablesResolver } from '../../../app/theme';
import { ProgressMeter } from './progress-meter';

function meter(progress: number) {
  render(
    <MantineProvider theme={createAppTheme()} cssVariablesResolver={cssVariablesResolver} env="test">
      <ProgressMeter
        name="Cells"
        progress={progress}
        mastery={progress >= 50 ? 'intermediate' : 'beginner'}
      />
    </MantineProvider>,
  );
  return screen.getByTestId('mastery');
}

describe('the progress meter', () => {
  it('gives a topic not started a quiet badge, not the red of work that needs doing', () => {
    const untouched = meter(0);
    expect(untouched).toHaveTextContent('Beginner');
    expect(untouched).toHaveAttribute('data-variant', 'outline');
  });

  it('colours a started topic by its band', () => {
    const started = meter(20);
    expect(started).toHaveAttribute('data-variant', 'filled');
    expect(started.getAttribute('style') ?? '').toContain('red-9');
  });
});
