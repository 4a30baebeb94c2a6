import { DEFAULT_ASSESSMENT_SETTINGS, type TeacherAssessment } from '@pathshala/contracts';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import { AssessmentCard } from './assessment-card';

const base: TeacherAssessment = {
  AM_id: 1002,
  AM_Name: '<img src=x onerror=alert(1)> Forces',
  AM_Description: null,
  AM_Duration: 600,
  AM_TotQns: 5,
  AM_TotMarks: 7,
  AM_CU_id: 1,
  CU_Name: 'Class 8 Science',
  permission_level: null,
  is_owner: true,
  is_finalized: true,
  courses: [],
  serving: { isServed: true, cohortCount: 1, attemptCount: 7 },
  actions: {
    delete: 'protected',
    manageQuestions: false,
    serve: true,
    manageAccess: true,
    viewResults: true,
  },
  settings: DEFAULT_ASSESSMENT_SETTINGS,
  chosenCount: 5,
  pooledCount: 0,
};

function renderCard(assessment: TeacherAssessment) {
  const router = createMemoryRouter(
    [{ path: '/', element: <AssessmentCard assessment={assessment} onDelete={vi.fn()} /> }],
    { initialEntries: ['/'] },
  );
  return renderWithMantine(<RouterProvider router={router} />);
}

const controls = () =>
  screen
    .queryAllByRole('link')
    .map((el) => el.textContent)
    .concat(screen.queryAllByRole('button').map((el) => el.textContent));

describe('AssessmentCard', () => {
  it('shows the owner of a served assessment Serve to More Cohorts, results, access and Protected', () => {
    renderCard(base);
    expect(controls()).toEqual(['Serve to More Cohorts', 'View Results', 'Manage Access']);
    expect(screen.getByText('Protected')).toBeTruthy();
    expect(screen.getByText('Active · 7 attempts')).toBeTruthy();
    // The name a teacher typed is text, never markup.
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)> Forces' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows a FULL teacher Serve to My Cohorts and Read Only on a served assessment', () => {
    renderCard({
      ...base,
      is_owner: false,
      permission_level: 'FULL',
      actions: {
        delete: 'readOnly',
        manageQuestions: false,
        serve: true,
        manageAccess: false,
        viewResults: true,
      },
    });
    expect(controls()).toEqual(['Serve to My Cohorts', 'View Results']);
    expect(screen.getByText('Read Only')).toBeTruthy();
  });

  it('shows the owner of an unserved assessment Serve, Manage Questions, Manage Access and Delete', () => {
    renderCard({
      ...base,
      serving: { isServed: false, cohortCount: 0, attemptCount: 0 },
      actions: {
        delete: 'delete',
        manageQuestions: true,
        serve: true,
        manageAccess: true,
        viewResults: false,
      },
    });
    expect(controls()).toEqual(['Serve', 'Manage Questions', 'Manage Access', 'Delete']);
    expect(screen.getByText('Not served')).toBeTruthy();
  });

  it('offers no Serve on an unfinished draft', () => {
    renderCard({
      ...base,
      is_finalized: false,
      serving: { isServed: false, cohortCount: 0, attemptCount: 0 },
      actions: {
        delete: 'delete',
        manageQuestions: true,
        serve: true,
        manageAccess: true,
        viewResults: false,
      },
    });
    expect(controls()).toEqual(['Manage Questions', 'Manage Access', 'Delete']);
    expect(screen.getByText('Draft')).toBeTruthy();
  });
});
