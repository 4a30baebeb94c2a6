import type { PersonType } from '@pathshala/contracts';
import { useParams } from 'react-router';
import { PeopleList } from '../../../features/people/people-list';
import { PersonPage } from '../../../features/people/person-page';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

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

export const AdminStudentsRoute = () => <AdminPeopleRoute type="student" />;
export const AdminTeachersRoute = () => <AdminPeopleRoute type="teacher" />;

/** /admin/people/:userId */
export function AdminPersonRoute() {
  const t = useMessages();
  const value = Number(useParams().userId);
  const personId = Number.isInteger(value) && value > 0 ? value : 0;
  return (
    <AdminScreen title={t.people.person.pageTitle}>
      <PersonPage key={personId} personId={personId} />
    </AdminScreen>
  );
}
