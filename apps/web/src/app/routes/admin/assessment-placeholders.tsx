import { Badge, Paper, Stack, Text } from '@mantine/core';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

function ModulePlaceholder({ title }: { title: string }) {
  const t = useMessages();
  return (
    <AdminScreen title={title}>
      <Paper withBorder p="xl" maw={640}>
        <Stack gap="md" align="flex-start">
          <Badge color="gray.7" variant="filled" tt="none">
            {t.comingSoon.badge}
          </Badge>
          <Text>{t.admin.placeholders.body}</Text>
        </Stack>
      </Paper>
    </AdminScreen>
  );
}

/** /admin/prepare-assessment: placeholder of spec section 2. */
export function AdminPrepareAssessmentRoute() {
  const t = useMessages();
  return <ModulePlaceholder title={t.admin.placeholders.prepareAssessment} />;
}

/** /admin/assign-assessment: placeholder of spec section 2. */
export function AdminAssignAssessmentRoute() {
  const t = useMessages();
  return <ModulePlaceholder title={t.admin.placeholders.assignAssessment} />;
}
