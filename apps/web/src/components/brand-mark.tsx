import { Group, Text } from '@mantine/core';
import { useMessages } from '../i18n';

/** The product's logo: decorative, the name beside it is the text. */
export function Logo({ size = 32 }: { size?: number }) {
  return <img src="/favicon.svg" width={size} height={size} alt="" aria-hidden="true" />;
}

/**
 * Logo and product name, as shown in page headers. On a phone only the logo shows, leaving the header's
 * width to the language, the user and Sign Out (the link around it carries the name for screen readers).
 */
export function BrandMark() {
  const t = useMessages();
  return (
    <Group gap="xs" wrap="nowrap">
      <Logo />
      <Text component="span" fw={700} fz="lg" c="brand.9" visibleFrom="xs">
        {t.app.name}
      </Text>
    </Group>
  );
}
