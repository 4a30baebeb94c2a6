import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /teacher/assign-assessment: how serving works, with the way to the list where it happens. */
export function TeacherAssignAssessmentRoute() {
  const t = useMessages();
  const a = t.teacher.assign;
  return (
    <AppPage title={a.pageTitle}>
      <Paper withBorder p="xl" maw={720}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>{a.title}</Title>
          <Text>{a.body}</Text>
          <List type="ordered">
            {a.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Button component={Link} to={paths.teacher.assessments.getHref()}>
            {a.toList}
          </Button>
        </Stack>
      </Paper>
    </AppPage>
  );
}
