import type { PersonType } from '@pathshala/contracts';
import type { RouteObject } from 'react-router';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { PeopleList } from '../../../features/people/people-list';
import { PersonPage } from '../../../features/people/person-page';
import { useMessages } from '../../../i18n';

/** /admin/students and /admin/teachers */
function AdminPeopleRoute({ type }: { type: PersonType }) {
  const l = useMessages().people.list;
  return (
    <AdminScreen title={l.title(type)} intro={l.intro(type)}>
      {/* A new list (students ↔ teachers) starts with its own filters. */}
      <PeopleList key={type} type={type} />
    </AdminScreen>
  );
}

/** /admin/people/:userId */
function AdminPersonRoute() {
  const t = useMessages();
  const value = Number(useParams().userId);
  const personId = Number.isInteger(value) && value > 0 ? value : 0;
  return (
    <AdminScreen title={t.people.person.pageTitle}>
      <PersonPage key={personId} personId={personId} />
    </AdminScreen>
  );
}

/** Students and teachers: browse, search, edit, deactivate, reset; search-as-you-type pickers (children of /admin). */
export const peopleRoutes: RouteObject[] = [
  { path: paths.admin.students.path, element: <AdminPeopleRoute type="student" /> },
  { path: paths.admin.teachers.path, element: <AdminPeopleRoute type="teacher" /> },
  { path: paths.admin.person.path, element: <AdminPersonRoute /> },
];
