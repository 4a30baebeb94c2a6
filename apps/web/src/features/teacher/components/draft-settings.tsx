import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AssessmentSettings, TeacherAssessment } from '@pathshala/contracts';
import { useState } from 'react';
import { notify } from '../../../components/feedback/notify';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateSettings } from '../api/fair-papers';
import { SettingsFields, validPenalty } from './create-wizard/settings-fields';

/**
 * An assessment's settings after step 1: changeable while it is unserved by whoever may change its
 * questions (the server says why not otherwise), read-only once served.
 */
export function DraftSettings({ assessment }: { assessment: TeacherAssessment }) {
  const t = useMessages();
  const s = t.teacher.settings;
  const [value, setValue] = useState<AssessmentSettings>(assessment.settings);
  const update = useUpdateSettings(assessment.AM_id);
  const editable = assessment.actions.manageQuestions;
  const changed = JSON.stringify(value) !== JSON.stringify(assessment.settings);
  const valid = validPenalty(value.wrongMarks) && validPenalty(value.skippedMarks);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        {!editable && (
          <Text fz="sm" c="dimmed">
            {assessment.serving.isServed
              ? s.frozen
              : s.summary(s.feedback[value.feedbackMode], value.wrongMarks, value.skippedMarks)}
          </Text>
        )}
        <SettingsFields value={value} onChange={setValue} disabled={!editable} />
        {editable && (
          <Group>
            <Button
              disabled={!changed || !valid}
              loading={update.isPending}
              onClick={() =>
                update.mutate(value, {
                  onSuccess: () => notify('success', s.saved),
                  onError: (failure) => notify('error', errorMessage(failure)),
                })
              }
            >
              {s.save}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
