// Lets a script run by Node import the site's modules. The site's code names its neighbours without an extension
// ('./json'), as Vite resolves them; Node looks for exactly the file named. Importing this module registers a hook
// that, when a relative import from a .ts file finds nothing, tries `<name>.ts` and then `<name>/index.ts`. Modules
// that import the site's code must be loaded after it, with import(): static imports are resolved before any code
// runs.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const notFound = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ERR_MODULE_NOT_FOUND';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const parent = context.parentURL;
      if (!notFound(error) || !/^\.\.?\//.test(specifier) || !parent?.endsWith('.ts')) throw error;
      const candidate = [`${specifier}.ts`, `${specifier}/index.ts`].find((name) =>
        existsSync(fileURLToPath(new URL(name, parent))),
      );
      if (candidate === undefined) throw error;
      return nextResolve(candidate, context);
    }
  },
});
