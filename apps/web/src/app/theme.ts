import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { type Messages, t } from '../i18n';

/** A calm school teal; shade 8 (#086f62) gives 6:1 on white, so buttons and links pass WCAG AA. */
const brand: MantineColorsTuple = [
  '#e6f5f2',
  '#c8e9e3',
  '#96d3c8',
  '#5fbcad',
  '#35a796',
  '#1b9a88',
  '#0e8b7a',
  '#0a7c6d',
  '#086f62',
  '#055a4f',
];

/** Mantine's orange with darker 8 and 9, so warnings (filled, or light with shade-9 text) pass AA. */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#b8460e',
  '#9c3a0a',
];

/** Mantine's green with darker 8 and 9, so filled success badges (white text) pass AA. */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#237032',
  '#1b5e20',
];

// "Pathshala Devanagari" exists only when Hindi has loaded its font (i18n/hi/devanagari.css): it draws
// Devanagari letters alone, so Latin text keeps the system's font.
const FONT_STACK =
  '"Pathshala Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", Ubuntu, Cantarell, sans-serif';

/** Made after the language has loaded, since it carries a label. */
export const createAppTheme = (messages: Messages = t) =>
  createTheme({
    primaryColor: 'brand',
    primaryShade: 8,
    colors: { brand, orange, green },
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
    fontFamily: FONT_STACK,
    headings: {
      fontFamily: FONT_STACK,
      fontWeight: '700',
    },
    components: {
      Button: { defaultProps: { fw: 600 } },
      Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
      Paper: { defaultProps: { radius: 'lg' } },
      // Toasts' close buttons carry a name, so screen readers (and axe) can tell what they do.
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': messages.app.dismiss } } },
    },
  });

/** Darker error and secondary-text colours than Mantine's defaults, which fail axe's contrast check. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-8)',
  },
  dark: {},
});
