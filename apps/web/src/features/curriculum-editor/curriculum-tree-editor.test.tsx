import { api, type CourseNode, type CurriculumTree, type SubconceptNode } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, refusal } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { anAdmin, storeSession } from '../../test/session-users';

/** The first render of the whole app in jsdom takes a while. */
const SLOW = { timeout: 5_000 };

const NOW = '2026-11-21T09:00:00.000Z';
const course = (id: number, name: string, position: number): CourseNode => ({
  id,
  name,
  description: null,
  retiredAt: null,
  curriculumId: 1,
  position,
  concepts: [],
});
const subconcept = (id: number, name: string, position: number, durationSeconds: number): SubconceptNode => ({
  id,
  name,
  description: null,
  retiredAt: null,
  conceptId: 20,
  position,
  durationSeconds,
  contentCount: 2,
});

/** The curriculum API as the editor sees it: a small tree kept in memory, every call recorded. */
function serve() {
  const maps = course(10, 'Maps', 0);
  maps.concepts = [
    {
      id: 20,
      name: 'Scale',
      description: 'Reading distances',
      retiredAt: null,
      courseId: 10,
      position: 0,
      contentCount: 1,
      subconcepts: [subconcept(30, 'Ratio scales', 0, 900)],
    },
  ];
  const tree: CurriculumTree = {
    curriculum: {
      id: 1,
      name: 'Class 9 Geography',
      description: null,
      retiredAt: null,
      createdAt: NOW,
      cohorts: [{ id: 4, name: 'Class 9 A' }],
    },
    courses: [maps, course(11, 'Rivers', 1)],
  };
  const liveFirst = <T extends { retiredAt: string | null; position: number }>(items: T[]) =>
    [...items].sort(
      (a, b) => Number(a.retiredAt !== null) - Number(b.retiredAt !== null) || a.position - b.position,
    );
  storeSession(anAdmin);
  const fake = fakeServer()
    .on(api.curriculum.tree, () => ({ data: { ...tree, courses: liveFirst(tree.courses) } }))
    .on(api.curriculum.createCourse, ({ body }) => {
      if (tree.courses.some((c) => c.name.toLowerCase() === body.name.toLowerCase() && !c.retiredAt)) {
        return refusal(409, `A course named '${body.name}' already exists in curriculum 'Class 9 Geography'`);
      }
      const created = {
        ...course(12, body.name, tree.courses.length),
        description: body.description ?? null,
      };
      tree.courses.push(created);
      return { data: { ...created, concepts: undefined } };
    })
    .on(api.curriculum.reorderCourses, ({ body }) => {
      body.ids.forEach((id, index) => {
        tree.courses.find((c) => c.id === id)!.position = index;
      });
      return { data: { ids: body.ids } };
    })
    .on(api.curriculum.retireCourse, ({ params }) => {
      const found = tree.courses.find((c) => c.id === params.courseId)!;
      found.retiredAt = NOW;
      return { data: { ...found, concepts: undefined } };
    })
    .on(api.curriculum.createSubconcept, ({ body }) => {
      const list = tree.courses[0]!.concepts[0]!.subconcepts;
      const created = { ...subconcept(31, body.name, list.length, body.durationSeconds), contentCount: 0 };
      list.push(created);
      return { data: { ...created, contentCount: undefined } };
    });
  return { calls: fake.calls, fake, tree };
}

beforeAll(() => {
  // jsdom has no FontFaceSet; the dialog's autosizing description listens on it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
});

const courseNames = () =>
  screen
    .getAllByTestId('course-row')
    .map((row) => within(row).getByRole('heading', { level: 3 }).textContent);

describe('the curriculum tree editor', () => {
  it('shows the tree, adds a course, moves it by keyboard and retires one with confirmation', async () => {
    const user = userEvent.setup();
    const { fake } = serve();
    renderApp('/admin/curriculum/1');
    expect(await screen.findByRole('heading', { name: 'Class 9 Geography' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Studied by cohort: Class 9 A')).toBeInTheDocument();
    expect(courseNames()).toEqual(['+Maps', '+Rivers']);

    // Add: a duplicate name is refused beside the field; a new one joins the list.
    await user.click(screen.getByRole('button', { name: 'Add course to Class 9 Geography' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Course name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Name/), 'rivers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        "A course named 'rivers' already exists in curriculum 'Class 9 Geography'",
      ),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'Climate');
    await user.type(within(dialog).getByLabelText(/Description/), 'Weather over years');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Course Climate added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = fake.callsTo(api.curriculum.createCourse);
    expect(added[0]).toMatchObject({ params: { curriculumId: '1' }, body: { name: 'rivers' } });
    expect(added.at(-1)?.body).toEqual({
      name: 'Climate',
      description: 'Weather over years',
    });
    // The new course shows open, ready for its first concept.
    expect(courseNames()).toEqual(['+Maps', '+Rivers', '−Climate']);
    expect(screen.getByRole('button', { name: 'Add concept to Climate' })).toBeInTheDocument();

    // Move up by keyboard: the order is sent, the list follows, focus stays on the moved course.
    const up = screen.getByRole('button', { name: 'Move Climate up' });
    expect(screen.getByRole('button', { name: 'Move Maps up' })).toBeDisabled();
    up.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Climate is now 2 of 3.')).toBeInTheDocument();
    expect(fake.callsTo(api.curriculum.reorderCourses)).toEqual([
      expect.objectContaining({ params: { curriculumId: '1' }, body: { ids: [10, 12, 11] } }),
    ]);
    await waitFor(() => expect(courseNames()).toEqual(['+Maps', '−Climate', '+Rivers']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Climate up' })).toHaveFocus());

    // Retire, after confirming: the course goes last with a Retired badge and no move buttons.
    await user.click(screen.getByRole('button', { name: 'Retire Maps' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Students will no longer see Maps or anything in it');
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Course Maps retired.')).toBeInTheDocument();
    await waitFor(() => expect(courseNames()).toEqual(['−Climate', '+Rivers', '+Maps']));
    const retired = screen.getAllByTestId('course-row')[2]!;
    expect(within(retired).getByText('Retired')).toBeInTheDocument();
    expect(within(retired).queryByRole('button', { name: 'Move Maps up' })).not.toBeInTheDocument();
    expect(within(retired).getByRole('button', { name: 'Bring back Maps' })).toBeInTheDocument();
    expect(fake.callsTo(api.curriculum.retireCourse).map((c) => c.params)).toEqual([{ courseId: '10' }]);
  }, 30_000);

  it('opens a course and a concept, links their content, and adds a subconcept with a duration in minutes', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderApp('/admin/curriculum/1');
    const maps = await screen.findByRole('button', { name: 'Maps' }, SLOW);
    expect(maps).toHaveAttribute('aria-expanded', 'false');
    await user.click(maps);
    expect(maps).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Scale' }));
    expect(screen.getByRole('link', { name: 'Content of Scale' })).toHaveAttribute(
      'href',
      '/admin/concepts/20/content',
    );
    expect(screen.getByRole('link', { name: 'Content of Ratio scales' })).toHaveAttribute(
      'href',
      '/admin/subconcepts/30/content',
    );
    expect(screen.getByText('15 minutes · 2 content items')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add subconcept to Scale' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Bar scales');
    const minutes = within(dialog).getByLabelText(/Duration/);
    await user.clear(minutes);
    await user.type(minutes, '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Duration must be a whole number of minutes from 0 to 6000'),
    ).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subconcept Bar scales added.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
      endpoint: api.curriculum.createSubconcept,
      params: { conceptId: '20' },
      body: { name: 'Bar scales', description: null, durationSeconds: 1200 },
    });
    expect(await screen.findByText('20 minutes · 0 content items')).toBeInTheDocument();
  }, 30_000);
});
