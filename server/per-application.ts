import type { AppServices } from "./services.ts";

/**
 * Makes `create`'s result once per running application and hands back the same one after: rate limiters and quotas
 * hold counters, and tests run several applications in one process, so a module-level singleton would share them.
 */
export function perApplication<T>(create: (services: AppServices) => T): (services: AppServices) => T {
  const made = new WeakMap<AppServices, T>();
  return (services) => {
    if (!made.has(services)) made.set(services, create(services));
    return made.get(services)!;
  };
}
