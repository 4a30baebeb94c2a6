import { Alert, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TeacherAssessment } from '@pathshala/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../components/feedback/notify';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAssessment, useTeacherAssessments } from '../api/assessments';
import { AssessmentCard } from './assessment-card';
import { LoadError } from './load-error';

/** The assessment management list: cards with permission-aware actions, and delete with a confirm. */
export function AssessmentList() {
  const t = useMessages();
  const l = t.teacher.list;
  const assessments = useTeacherAssessments();
  const deletion = useDeleteAssessment();
  const [toDelete, setToDelete] = useState<TeacherAssessment | null>(null);
  const [errorDismissed, setErrorDismissed] = useState(false);

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.AM_id, {
      onSuccess: () => {
        notify('success', l.deleted);
        setToDelete(null);
      },
      onError: (error) => {
        notify('error', l.deleteError(errorMessage(error)));
        setToDelete(null);
      },
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{l.title}</Title>
          <Text c="dimmed">{l.subtitle}</Text>
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={() => assessments.refetch()} loading={assessments.isFetching}>
            {l.refresh}
          </Button>
          <Button component={Link} to={paths.teacher.createAssessment.getHref()}>
            {l.create}
          </Button>
        </Group>
      </Group>

      {assessments.isError && !errorDismissed && (
        <Stack gap="xs">
          <LoadError
            title={l.listError}
            message={errorMessage(assessments.error)}
            onRetry={() => assessments.refetch()}
          />
          <Button variant="subtle" size="xs" onClick={() => setErrorDismissed(true)} w="fit-content">
            {t.teacher.common.dismiss}
          </Button>
        </Stack>
      )}
      {assessments.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={160} />
          <Skeleton h={160} />
        </SimpleGrid>
      )}
      {assessments.data?.length === 0 && <Alert color="gray">{l.empty}</Alert>}
      {assessments.data && assessments.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {assessments.data.map((assessment) => (
            <AssessmentCard key={assessment.AM_id} assessment={assessment} onDelete={setToDelete} />
          ))}
        </SimpleGrid>
      )}
      <Button variant="subtle" component={Link} to={paths.teacher.home.getHref()} w="fit-content">
        {t.teacher.common.backToDashboard}
      </Button>

      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={l.confirmDeleteTitle}
        closeButtonProps={{ 'aria-label': t.teacher.common.cancel }}
        centered
      >
        <Text mb="lg">{toDelete ? l.confirmDeleteBody(toDelete.AM_Name) : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setToDelete(null)}>
            {t.teacher.common.cancel}
          </Button>
          <Button color="red.9" onClick={confirmDelete} loading={deletion.isPending}>
            {l.confirmDelete}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
