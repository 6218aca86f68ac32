/**
 * The icons content modules may name, by the name they use. Listed one by one so the bundle carries only these, not
 * all of lucide; content-icon.test.ts fails when a content module names an icon that is missing here.
 */
export {
  BatteryCharging,
  Calculator,
  DollarSign,
  FileCheck,
  Flame,
  House as Home,
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
} from "lucide-react";
