import { Button, Fieldset, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { QUESTION_OPTION_MAX_CHARS } from '@pathshala/contracts';
import { useId } from 'react';
import { useMessages } from '../../../i18n';
import {
  addOption,
  changeOption,
  type DraftErrors,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_LETTERS,
  type QuestionDraft,
  removeOption,
  setCorrect,
} from '../question-draft';
import { ImageField } from './image-field';

/**
 * The options of a question: two to four, each with its text, an optional image, and a radio
 * saying it is the correct one (native radios sharing one name, so the arrow keys move between them).
 */
export function OptionFields({
  draft,
  onChange,
  errors,
  readOnly,
}: {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
  errors: DraftErrors;
  readOnly: boolean;
}) {
  const e = useMessages().questionBank.editor;
  const radioName = useId();
  const textId = (key: number) => `${radioName}-option-${key}`;
  /** After a removal the focus goes to the option now in its place (or the last), not to the page. */
  const remove = (index: number) => {
    const next = removeOption(draft, index);
    onChange(next);
    const target = next.options[Math.min(index, next.options.length - 1)];
    if (target) requestAnimationFrame(() => document.getElementById(textId(target.key))?.focus());
  };
  const groupError = errors.options ?? errors.correct;
  const correctLetter = draft.correct === null ? null : OPTION_LETTERS[draft.correct];
  return (
    <Fieldset legend={e.optionsLabel} variant="unstyled" disabled={readOnly}>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {e.optionsHint}{' '}
          <Text span fz="sm" fw={600} c={correctLetter ? undefined : 'dimmed'}>
            {correctLetter ? e.correctChosen(correctLetter) : e.noCorrect}
          </Text>
        </Text>
        {draft.options.map((option, index) => {
          const letter = OPTION_LETTERS[index]!;
          const optionError = errors[`option-${index}`];
          return (
            <Paper key={option.key} withBorder p="sm" data-testid="option-editor">
              <Stack gap="xs">
                <Textarea
                  id={textId(option.key)}
                  label={e.optionLabel(letter)}
                  value={option.text}
                  onChange={(event) =>
                    onChange(changeOption(draft, index, { text: event.currentTarget.value }))
                  }
                  autosize
                  minRows={1}
                  maxRows={6}
                  maxLength={QUESTION_OPTION_MAX_CHARS}
                  error={optionError}
                  readOnly={readOnly}
                />
                <Group gap="sm" justify="space-between">
                  <Radio
                    name={radioName}
                    value={String(index)}
                    checked={draft.correct === index}
                    onChange={() => onChange(setCorrect(draft, index))}
                    label={e.correctLabel(letter)}
                    disabled={readOnly}
                    styles={{ body: { alignItems: 'center', minHeight: 44 } }}
                  />
                  {draft.options.length > MIN_OPTIONS && !readOnly && (
                    <Button variant="default" c="red.9" size="sm" h={44} onClick={() => remove(index)}>
                      {e.removeOption(letter)}
                    </Button>
                  )}
                </Group>
                <ImageField
                  label={e.optionImageLabel(letter)}
                  what={e.option(letter)}
                  thumbnailAlt={e.optionImageThumbnail(letter)}
                  value={option.image}
                  onChange={(image) => onChange(changeOption(draft, index, { image }))}
                  disabled={readOnly}
                  compact
                />
              </Stack>
            </Paper>
          );
        })}
        {groupError && (
          <Text fz="sm" c="var(--mantine-color-error)">
            {groupError}
          </Text>
        )}
        {draft.options.length < MAX_OPTIONS && !readOnly && (
          <Button variant="default" h={44} w="fit-content" onClick={() => onChange(addOption(draft))}>
            {e.addOption}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
