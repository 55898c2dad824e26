import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a module's named export (we use named exports only), so every route module
 * becomes its own chunk and the admin area never ships to patients who don't need it.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
