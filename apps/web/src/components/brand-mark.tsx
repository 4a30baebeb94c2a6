import { Group, Text } from '@mantine/core';
import { useMessages } from '../i18n';

/** The product's logo: decorative, the name beside it is the text. */
export function Logo({ size = 32 }: { size?: number }) {
  return <img src="/favicon.svg" width={size} height={size} alt="" aria-hidden="true" />;
}

/**
 * Logo, product name and the school's name, as shown in page headers, on one line so the header keeps
 * its height when the name arrives after the first paint. On a phone the logo and the school's name
 * show (the product's is the logo), cut to the width the language and Sign Out leave; the link
 * around it carries both names for screen readers. The name is React text: never markup.
 */
export function BrandMark({ schoolName }: { schoolName: string | null }) {
  const t = useMessages();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Logo />
      <Text component="span" fw={700} fz="lg" c="brand.9" visibleFrom="xs">
        {t.app.name}
      </Text>
      {schoolName !== null && (
        <Text
          component="span"
          fw={600}
          c="dark.6"
          truncate="end"
          miw={0}
          data-testid="school-name"
          style={{
            borderLeft: '1px solid var(--mantine-color-gray-4)',
            paddingLeft: 'var(--mantine-spacing-xs)',
          }}
        >
          {schoolName}
        </Text>
      )}
    </Group>
  );
}
