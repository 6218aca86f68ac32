import {
  BatteryCharging,
  Calculator,
  DollarSign,
  FileCheck,
  Flame,
  House,
  Leaf,
  LifeBuoy,
  MapPin,
  PhoneCall,
  Search,
  ShieldCheck,
  Sun,
  TrendingDown,
  Users,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";

/**
 * The icons content modules may name. Listed one by one so the bundle carries only these, not all of lucide;
 * content-icon.test.ts fails when a content module names an icon that is missing here.
 */
export const contentIcons: Readonly<Record<string, LucideIcon>> = {
  BatteryCharging,
  Calculator,
  DollarSign,
  FileCheck,
  Flame,
  Home: House,
  Leaf,
  LifeBuoy,
  MapPin,
  PhoneCall,
  Search,
  ShieldCheck,
  TrendingDown,
  Users,
  Wrench,
  Zap,
};

export function ContentIcon({ name, className = "size-6" }: { name: string; className?: string }) {
  const Icon = contentIcons[name] ?? Sun;
  return <Icon aria-hidden="true" className={className} />;
}
