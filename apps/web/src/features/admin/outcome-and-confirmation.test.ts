import { CreateStudentBody, messages } from '@pathshala/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOutcome } from '../../components/feedback/outcome-alert';
import { withPasswordConfirmation } from '../../lib/password-confirmation';

describe('useOutcome', () => {
  it('shows a returned text as success, a returned outcome as is, and a failure with the fallback', async () => {
    const { result } = renderHook(() => useOutcome());
    await act(() => result.current.report(async () => 'Saved', 'Could not save'));
    expect(result.current.outcome).toEqual({ kind: 'success', body: 'Saved' });

    await act(() =>
      result.current.report(async () => ({ kind: 'warning', body: 'Partly' }), 'Could not save'),
    );
    expect(result.current.outcome).toEqual({ kind: 'warning', body: 'Partly' });

    await act(() => result.current.report(() => Promise.reject(new Error('boom')), 'Could not save'));
    expect(result.current.outcome).toEqual({ kind: 'error', body: 'Could not save' });
  });

  it('clears the last outcome when an action starts and keeps it clear when the action reports nothing', async () => {
    const { result } = renderHook(() => useOutcome());
    await act(() => result.current.report(async () => 'Saved', 'Could not save'));
    await act(() => result.current.report(async () => null, 'Could not save'));
    expect(result.current.outcome).toBeNull();
  });
});

describe('withPasswordConfirmation', () => {
  const StudentForm = withPasswordConfirmation(CreateStudentBody);
  const student = {
    username: 'asha@example.com',
    salutation: '',
    firstName: 'Asha',
    lastName: 'Rao',
    password: 'Str0ng!Passw0rd',
    dob: '2010-04-01',
    address: '',
    currentYearId: '',
    registrationStatus: 'A',
  };

  it('accepts a matching confirmation and reports a mismatch on the confirmation field', () => {
    expect(StudentForm.safeParse({ ...student, confirmPassword: student.password }).success).toBe(true);
    const mismatch = StudentForm.safeParse({ ...student, confirmPassword: 'something else' });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: messages.password.mismatch }),
    ]);
  });
});
