import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { THANK_YOU_COUNTDOWN_SECONDS } from '@pathshala/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /student/quiz/thank-you: a 10 s countdown back to the assessments list. */
export function StudentThankYouRoute() {
  const t = useMessages();
  const ty = t.student.thankYou;
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(THANK_YOU_COUNTDOWN_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (secondsLeft === 0) navigate(paths.student.assessments.getHref(), { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <AppPage title={ty.pageTitle}>
      <Paper withBorder p="xl" maw={560} mx="auto">
        <Stack gap="md" align="center" ta="center">
          <Title order={1}>{ty.title}</Title>
          <Text>{ty.body}</Text>
          <Text c="dimmed" data-testid="thank-you-countdown">
            {ty.countdown(secondsLeft)}
          </Text>
          <Group justify="center">
            <Button component={Link} to={paths.student.assessments.getHref()}>
              {ty.toAssessments}
            </Button>
            <Button component={Link} to={paths.student.home.getHref()} variant="default">
              {ty.toDashboard}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </AppPage>
  );
}
