import { Sun, type LucideIcon } from "lucide-react";
import * as contentIconSet from "./content-icon-set.ts";

/** The icons content modules may name (content-icon-set.ts). */
export const contentIcons: Readonly<Record<string, LucideIcon>> = contentIconSet;

export function ContentIcon({ name, className = "size-6" }: { name: string; className?: string }) {
  const Icon = contentIcons[name] ?? Sun;
  return <Icon aria-hidden="true" className={className} />;
}
