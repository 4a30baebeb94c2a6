import type { Plugin } from 'vite';

/** Mantine's id hook, as @mantine/hooks ships it (its path inside the package). */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` (9.7) renders a component with React's id, then swaps in a random one from a
 * layout effect, to match ids across a server render we do not have. Each swap renders the component
 * again at once (a layout effect's update is synchronous): on sign-in alone four inputs, one long
 * task on a slow phone. This keeps React's id, the one Mantine renders first, for good.
 */
export function reactIds(): Plugin {
  return {
    name: 'pathshala:react-ids',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;
    },
  };
}
