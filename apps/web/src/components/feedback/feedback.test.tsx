import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { ErrorScreen } from './error-screen';
import { WelcomeScreen } from './welcome-screen';

afterEach(() => {
  vi.useRealTimers();
});

describe('WelcomeScreen', () => {
  it('greets by role, shows 2 s, fades 0.5 s, then is done', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    renderWithMantine(<WelcomeScreen user={{ name: 'Asha', type: 'student' }} onDone={onDone} />);
    expect(screen.getByRole('heading', { name: 'Welcome back, Asha!' })).toBeInTheDocument();
    const screenElement = screen.getByTestId('welcome-screen');
    act(() => vi.advanceTimersByTime(1_999));
    expect(screenElement).toHaveStyle({ opacity: '1' });
    act(() => vi.advanceTimersByTime(1));
    expect(screenElement).toHaveStyle({ opacity: '0' });
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('has a generic welcome without a known role', () => {
    renderWithMantine(<WelcomeScreen user={null} onDone={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Welcome to Pathshala!' })).toBeInTheDocument();
  });
});

describe('ErrorScreen', () => {
  it('offers Try Again and Go to Home, and warns only after more than 2 retries', () => {
    const { rerender } = renderWithMantine(<ErrorScreen retries={2} onRetry={() => {}} onHome={() => {}} />);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
    expect(screen.queryByText('The problem persists')).not.toBeInTheDocument();
    rerender(<ErrorScreen retries={3} onRetry={() => {}} onHome={() => {}} />);
    expect(screen.getByText('The problem persists')).toBeInTheDocument();
  });
});
