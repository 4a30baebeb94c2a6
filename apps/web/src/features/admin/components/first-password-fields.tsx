import { Checkbox, Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NewPasswordFields, type RegisteredField } from '../../../components/form-fields';
import { useMessages } from '../../../i18n';
import type { BulkPasswords } from '../api/bulk-upload';

/**
 * An Add User form's first password: type one (with its confirmation, and whether it must be
 * replaced at first sign-in), or have the server generate a readable one, shown once after creating.
 */
export function FirstPasswordFields(props: {
  generate: boolean;
  passwordChoice: UseFormRegisterReturn;
  password: RegisteredField;
  confirmPassword: RegisteredField;
  mustChangePassword: UseFormRegisterReturn;
}) {
  const t = useMessages().people.firstPasswords;
  return (
    <Fieldset legend={t.choiceLabel} variant="unstyled">
      <Stack gap="sm">
        <Group gap="lg">
          <Radio value="type" label={t.choices.type} {...props.passwordChoice} />
          <Radio value="generate" label={t.choices.generate} {...props.passwordChoice} />
        </Group>
        {props.generate ? (
          <Text fz="sm" c="dimmed">
            {t.generateHint}
          </Text>
        ) : (
          <>
            <NewPasswordFields password={props.password} confirmPassword={props.confirmPassword} />
            <Checkbox label={t.mustChange} {...props.mustChangePassword} />
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

/**
 * A bulk upload's first passwords: the file's own column or one generated for each person (the only
 * way when the file has none), and whether typed ones must be replaced at first sign-in.
 */
export function BulkPasswordChoice({
  value,
  onChange,
  fileHasPasswords,
}: {
  value: BulkPasswords;
  onChange: (value: BulkPasswords) => void;
  fileHasPasswords: boolean;
}) {
  const t = useMessages().people.firstPasswords;
  const generate = value.passwords === 'generate';
  return (
    <Fieldset legend={t.choiceLabel} variant="unstyled" data-testid="bulk-passwords">
      <Stack gap="sm">
        {fileHasPasswords ? (
          <Radio.Group
            value={value.passwords}
            onChange={(passwords) =>
              onChange({ ...value, passwords: passwords as BulkPasswords['passwords'] })
            }
          >
            <Group gap="lg">
              <Radio value="file" label={t.choices.file} />
              <Radio value="generate" label={t.choices.generateEach} />
            </Group>
          </Radio.Group>
        ) : (
          <Text fz="sm">{t.fileHasNoPasswords}</Text>
        )}
        {generate ? (
          <Text fz="sm" c="dimmed">
            {t.generateHint}
          </Text>
        ) : (
          <Checkbox
            label={t.mustChangeEach}
            checked={value.mustChangePassword}
            onChange={(event) => onChange({ ...value, mustChangePassword: event.currentTarget.checked })}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
