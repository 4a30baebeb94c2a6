import { MantineProvider, TextInput } from '@mantine/core';
import { render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it } from 'vitest';

/**
 * react-ids.ts keeps Mantine's ids React's own: an input renders once as it mounts, instead of a
 * second, synchronous time when Mantine swaps in a random id (a long task per input on a slow phone).
 */
describe("Mantine's ids", () => {
  it('an input mounts without rendering again for its id', () => {
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => {
      phases.push(phase);
    };
    const { getByLabelText } = render(
      <MantineProvider>
        <Profiler id="input" onRender={onRender}>
          <TextInput label="Username" />
        </Profiler>
      </MantineProvider>,
    );
    expect(phases).toEqual(['mount']);
    // The label still names its input through the id.
    expect(getByLabelText('Username').id).toMatch(/^mantine-/);
  });
});
