import type { LucideIcon, LucideProps } from "lucide-react";
import ArrowRight from "lucide-react/icons/arrow-right";
import Award from "lucide-react/icons/award";
import ChartLine from "lucide-react/icons/chart-line";
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronRight from "lucide-react/icons/chevron-right";
import Clock from "lucide-react/icons/clock";
import CodeXml from "lucide-react/icons/code-xml";
import Compass from "lucide-react/icons/compass";
import Handshake from "lucide-react/icons/handshake";
import Layers from "lucide-react/icons/layers";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Menu from "lucide-react/icons/menu";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import Palette from "lucide-react/icons/palette";
import PenTool from "lucide-react/icons/pen-tool";
import Phone from "lucide-react/icons/phone";
import Quote from "lucide-react/icons/quote";
import Rocket from "lucide-react/icons/rocket";
import Search from "lucide-react/icons/search";
import Server from "lucide-react/icons/server";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sparkles from "lucide-react/icons/sparkles";
import TrendingUp from "lucide-react/icons/trending-up";
import X from "lucide-react/icons/x";

/** The one outline icon set of the site, addressed by name so content can refer to icons. */
const icons = {
  "arrow-right": ArrowRight,
  award: Award,
  "chart-line": ChartLine,
  check: Check,
  "chevron-down": ChevronDown,
  "chevron-right": ChevronRight,
  clock: Clock,
  "code-xml": CodeXml,
  compass: Compass,
  handshake: Handshake,
  layers: Layers,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  "monitor-smartphone": MonitorSmartphone,
  palette: Palette,
  "pen-tool": PenTool,
  phone: Phone,
  quote: Quote,
  rocket: Rocket,
  search: Search,
  server: Server,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  "trending-up": TrendingUp,
  x: X,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" strokeWidth={1.75} {...props} />;
}
