/**
 * A lazy component whose module can be asked for before it first renders (`load`, at boot), and
 * that renders in the same render once the module has arrived.
 *
 * `lazy()` alone asks for its module on its first render and then suspends: even for a module
 * already loaded, `import()` answers in a later task, so the screen came one task, and a frame,
 * after the shell around it (issue 16, P2: /products painted its tiles ~100 ms after the header
 * at 4× CPU). A failed load is forgotten, so the next `load` (the first render's) asks again.
 */
import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable {
  load: () => Promise<unknown>;
  Component: ComponentType;
}

export function preloadable(loader: () => Promise<{ default: ComponentType }>): Preloadable {
  let asked: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const load = () => {
    asked ??= loader().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        asked = undefined;
        throw error;
      },
    );
    return asked;
  };
  const Lazy = lazy(load);
  function Component() {
    // Chosen once per mount: switching from Lazy to the module's own component later would mount
    // the screen a second time.
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen />;
  }
  return { load, Component };
}
