import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { GettingStarted, GettingStartedStep } from '@pathshala/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';

/** Where each step is done. */
const STEP_HREF: Record<GettingStartedStep, () => string> = {
  organisation: paths.admin.partners.getHref,
  people: paths.admin.addUser.getHref,
  curriculum: paths.admin.curriculum.getHref,
  content: paths.admin.curriculum.getHref,
  cohort: paths.admin.cohorts.getHref,
  assessment: paths.admin.questionBank.getHref,
};

/**
 * A new school's steps from setup to a served assessment, each ticked when the server finds it done,
 * each with its link. Hidden once every step is done: a running school's home is for its work.
 */
export function GettingStartedList({ steps }: { steps: GettingStarted }) {
  const t = useMessages().admin.dashboard.gettingStarted;
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <Card withBorder component="section" aria-labelledby="getting-started" data-testid="getting-started">
      <Stack gap="md">
        <div>
          <Group justify="space-between" align="baseline" gap="xs">
            <Title order={2} size="h3" id="getting-started">
              {t.title}
            </Title>
            <Text fz="sm" fw={600} c="dark.6" data-testid="getting-started-progress">
              {t.progress(done, steps.length)}
            </Text>
          </Group>
          <Text c="dimmed" fz="sm" mt={4}>
            {t.intro}
          </Text>
        </div>
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {steps.map(({ step, done: stepDone }, index) => {
            const text = t.steps[step];
            return (
              <Group
                component="li"
                key={step}
                wrap="nowrap"
                align="flex-start"
                gap="sm"
                data-testid={`getting-started-${step}`}
                data-done={stepDone}
              >
                <ThemeIcon
                  radius="xl"
                  size={28}
                  color={stepDone ? 'teal.9' : 'gray.7'}
                  variant={stepDone ? 'filled' : 'outline'}
                  aria-hidden="true"
                >
                  {stepDone ? '✓' : index + 1}
                </ThemeIcon>
                <Stack gap={4} miw={0} style={{ flex: 1 }}>
                  <Text fw={600}>
                    {/* The tick and the number are pictures: the words say it. */}
                    <VisuallyHidden>{stepDone ? t.done : t.toDo}: </VisuallyHidden>
                    {text.title}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {text.body}
                  </Text>
                  <Anchor
                    component={Link}
                    to={STEP_HREF[step]()}
                    fz="sm"
                    fw={600}
                    w="fit-content"
                    // A finger's height on a phone.
                    style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                  >
                    {text.action}
                  </Anchor>
                </Stack>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
