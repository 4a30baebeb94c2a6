import { Paper, Tabs } from '@mantine/core';
import { AddStudentForm } from '../../../features/admin/components/add-student-form';
import { AddTeacherForm } from '../../../features/admin/components/add-teacher-form';
import { BulkUploadPanel } from '../../../features/admin/components/bulk-upload-panel';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** /admin/add-user: Add Student, Add Teacher and Bulk Upload tabs (decisions.md). */
export function AdminAddUserRoute() {
  const t = useMessages();
  const a = t.admin.addUser;
  return (
    <AdminScreen title={a.title} intro={a.intro}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Tabs defaultValue="student" keepMounted={false}>
          <Tabs.List aria-label={a.tabsLabel} mb="lg" grow>
            <Tabs.Tab value="student">{a.tabs.student}</Tabs.Tab>
            <Tabs.Tab value="teacher">{a.tabs.teacher}</Tabs.Tab>
            <Tabs.Tab value="bulk">{a.tabs.bulk}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="student">
            <AddStudentForm />
          </Tabs.Panel>
          <Tabs.Panel value="teacher">
            <AddTeacherForm />
          </Tabs.Panel>
          <Tabs.Panel value="bulk">
            <BulkUploadPanel />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </AdminScreen>
  );
}
