import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

type ControlledNumberInputProps<Values extends FieldValues> = Omit<
  NumberInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & { control: Control<Values>; name: FieldPathByValue<Values, number | undefined> };

/**
 * A NumberInput bound to a react-hook-form number field, showing that field's error. An empty or
 * unfinished entry ('' or '-') is stored as undefined, so the schema reports it as missing.
 */
export function ControlledNumberInput<Values extends FieldValues>({
  control,
  name,
  ...inputProps
}: ControlledNumberInputProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...inputProps}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
