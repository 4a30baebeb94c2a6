import { Fieldset, NumberInput, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { type AssessmentSettings, FeedbackMode, MIN_PENALTY_MARKS } from '@pathshala/contracts';
import { useMessages } from '../../../../i18n';

/** Whether a penalty is one the server accepts: 0 down to -100, in hundredths. */
export const validPenalty = (value: number) =>
  Number.isFinite(value) &&
  value <= 0 &&
  value >= MIN_PENALTY_MARKS &&
  Math.round(value * 100) === value * 100;

/**
 * Issue 14's settings of an assessment: feedback (each choice explained in one line), shuffling, and
 * marking. Starts at the spec's behaviour; used by wizard step 1 and while the assessment is a draft.
 */
export function SettingsFields({
  value,
  onChange,
  disabled = false,
}: {
  value: AssessmentSettings;
  onChange: (next: AssessmentSettings) => void;
  disabled?: boolean;
}) {
  const t = useMessages();
  const s = t.teacher.settings;
  const set = <K extends keyof AssessmentSettings>(key: K, next: AssessmentSettings[K]) =>
    onChange({ ...value, [key]: next });
  const penalty = (key: 'wrongMarks' | 'skippedMarks', label: string, hint: string, error: string) => (
    <NumberInput
      label={label}
      description={hint}
      value={value[key]}
      onChange={(next) => set(key, typeof next === 'number' ? next : Number(next) || 0)}
      min={MIN_PENALTY_MARKS}
      max={0}
      step={0.25}
      decimalScale={2}
      disabled={disabled}
      error={validPenalty(value[key]) ? undefined : error}
    />
  );
  return (
    <Fieldset legend={s.title} disabled={disabled}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {s.intro}
        </Text>
        <Radio.Group
          label={s.feedbackLabel}
          value={value.feedbackMode}
          onChange={(next) => set('feedbackMode', FeedbackMode.parse(next))}
        >
          <Stack gap="xs" mt="xs">
            {FeedbackMode.options.map((mode) => (
              <Radio key={mode} value={mode} label={s.feedback[mode]} description={s.feedbackHint[mode]} />
            ))}
          </Stack>
        </Radio.Group>
        <Switch
          label={s.shuffleQuestions}
          description={s.shuffleQuestionsHint}
          checked={value.shuffleQuestions}
          onChange={(event) => set('shuffleQuestions', event.currentTarget.checked)}
        />
        <Switch
          label={s.shuffleOptions}
          description={s.shuffleOptionsHint}
          checked={value.shuffleOptions}
          onChange={(event) => set('shuffleOptions', event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {penalty('wrongMarks', s.wrongMarks, s.wrongMarksHint, s.wrongMarksRange)}
          {penalty('skippedMarks', s.skippedMarks, s.skippedMarksHint, s.skippedMarksRange)}
        </SimpleGrid>
        <Switch
          label={s.allowNegative}
          description={s.allowNegativeHint}
          checked={value.allowNegativeTotal}
          onChange={(event) => set('allowNegativeTotal', event.currentTarget.checked)}
        />
      </Stack>
    </Fieldset>
  );
}
