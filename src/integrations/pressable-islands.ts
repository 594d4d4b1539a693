// Registers the `client:pressable` directive (src/browser/pressable-island.ts) through Astro's documented
// `addClientDirective` (https://docs.astro.build/en/reference/integrations-reference/#addclientdirective-option): the
// islands hydrate as `client:visible` or `client:idle` would, and keep the presses made before they have.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The directive's name: islands are written `<Island client:pressable="visible" />` or `="idle"`. */
export const PRESSABLE_DIRECTIVE = 'pressable';

export default function pressableIslands(): AstroIntegration {
  return {
    name: 'pressable-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        // A path: Astro hands the entrypoint to esbuild as an import specifier, which takes no file: URL.
        addClientDirective({
          name: PRESSABLE_DIRECTIVE,
          entrypoint: fileURLToPath(new URL('../browser/pressable-island.ts', import.meta.url)),
        });
      },
    },
  };
}
