import IconBrandFacebook from "@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs";
import IconBrandInstagram from "@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs";
import IconBrandLinkedin from "@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs";
import IconBrandX from "@tabler/icons-react/dist/esm/icons/IconBrandX.mjs";
import IconBrandYoutube from "@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs";
import type { LucideIcon } from "lucide-react";
import Accessibility from "lucide-react/icons/accessibility";
import Activity from "lucide-react/icons/activity";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import AtSign from "lucide-react/icons/at-sign";
import Award from "lucide-react/icons/award";
import BadgeCheck from "lucide-react/icons/badge-check";
import BarChart3 from "lucide-react/icons/bar-chart-3";
import Bell from "lucide-react/icons/bell";
import BookOpen from "lucide-react/icons/book-open";
import Bot from "lucide-react/icons/bot";
import Boxes from "lucide-react/icons/boxes";
import Brain from "lucide-react/icons/brain";
import Briefcase from "lucide-react/icons/briefcase";
import Brush from "lucide-react/icons/brush";
import Building2 from "lucide-react/icons/building-2";
import Calendar from "lucide-react/icons/calendar";
import Camera from "lucide-react/icons/camera";
import ChartColumn from "lucide-react/icons/chart-column";
import ChartLine from "lucide-react/icons/chart-line";
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronRight from "lucide-react/icons/chevron-right";
import CircleDollarSign from "lucide-react/icons/circle-dollar-sign";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Clock from "lucide-react/icons/clock";
import CloudCog from "lucide-react/icons/cloud-cog";
import CodeXml from "lucide-react/icons/code-xml";
import Cog from "lucide-react/icons/cog";
import Compass from "lucide-react/icons/compass";
import Container from "lucide-react/icons/container";
import Cpu from "lucide-react/icons/cpu";
import CreditCard from "lucide-react/icons/credit-card";
import Database from "lucide-react/icons/database";
import Eye from "lucide-react/icons/eye";
import Factory from "lucide-react/icons/factory";
import FileSearch from "lucide-react/icons/file-search";
import FileText from "lucide-react/icons/file-text";
import FilterIcon from "lucide-react/icons/filter";
import Flag from "lucide-react/icons/flag";
import Gauge from "lucide-react/icons/gauge";
import GitBranch from "lucide-react/icons/git-branch";
import Globe from "lucide-react/icons/globe";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Hammer from "lucide-react/icons/hammer";
import Handshake from "lucide-react/icons/handshake";
import HardDrive from "lucide-react/icons/hard-drive";
import Hash from "lucide-react/icons/hash";
import Headset from "lucide-react/icons/headset";
import HeartPulse from "lucide-react/icons/heart-pulse";
import ImageIcon from "lucide-react/icons/image";
import Inbox from "lucide-react/icons/inbox";
import KeyRound from "lucide-react/icons/key-round";
import Landmark from "lucide-react/icons/landmark";
import Laptop from "lucide-react/icons/laptop";
import Layers from "lucide-react/icons/layers";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Lightbulb from "lucide-react/icons/lightbulb";
import LinkIcon from "lucide-react/icons/link";
import LockIcon from "lucide-react/icons/lock";
import Mail from "lucide-react/icons/mail";
import MailCheck from "lucide-react/icons/mail-check";
import MapPin from "lucide-react/icons/map-pin";
import Megaphone from "lucide-react/icons/megaphone";
import Menu from "lucide-react/icons/menu";
import MessageCircle from "lucide-react/icons/message-circle";
import Mic from "lucide-react/icons/mic";
import Minus from "lucide-react/icons/minus";
import Monitor from "lucide-react/icons/monitor";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import Network from "lucide-react/icons/network";
import Newspaper from "lucide-react/icons/newspaper";
import Package from "lucide-react/icons/package";
import Palette from "lucide-react/icons/palette";
import Pause from "lucide-react/icons/pause";
import PenLine from "lucide-react/icons/pen-line";
import PenTool from "lucide-react/icons/pen-tool";
import Percent from "lucide-react/icons/percent";
import Phone from "lucide-react/icons/phone";
import PieChart from "lucide-react/icons/pie-chart";
import Play from "lucide-react/icons/play";
import Plug from "lucide-react/icons/plug";
import Plus from "lucide-react/icons/plus";
import Printer from "lucide-react/icons/printer";
import Puzzle from "lucide-react/icons/puzzle";
import Quote from "lucide-react/icons/quote";
import RefreshCw from "lucide-react/icons/refresh-cw";
import RepeatIcon from "lucide-react/icons/repeat";
import Rocket from "lucide-react/icons/rocket";
import Rss from "lucide-react/icons/rss";
import Scale from "lucide-react/icons/scale";
import Search from "lucide-react/icons/search";
import Send from "lucide-react/icons/send";
import Server from "lucide-react/icons/server";
import ServerCog from "lucide-react/icons/server-cog";
import Share2 from "lucide-react/icons/share-2";
import Shield from "lucide-react/icons/shield";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Smartphone from "lucide-react/icons/smartphone";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import Stethoscope from "lucide-react/icons/stethoscope";
import Sticker from "lucide-react/icons/sticker";
import Store from "lucide-react/icons/store";
import SwatchBook from "lucide-react/icons/swatch-book";
import TabletSmartphone from "lucide-react/icons/tablet-smartphone";
import Tag from "lucide-react/icons/tag";
import Target from "lucide-react/icons/target";
import Terminal from "lucide-react/icons/terminal";
import ThumbsUp from "lucide-react/icons/thumbs-up";
import Timer from "lucide-react/icons/timer";
import TrendingUp from "lucide-react/icons/trending-up";
import Truck from "lucide-react/icons/truck";
import TypeIcon from "lucide-react/icons/type";
import UserCheck from "lucide-react/icons/user-check";
import Users from "lucide-react/icons/users";
import Utensils from "lucide-react/icons/utensils";
import Wallet from "lucide-react/icons/wallet";
import WandSparkles from "lucide-react/icons/wand-sparkles";
import Wifi from "lucide-react/icons/wifi";
import Workflow from "lucide-react/icons/workflow";
import Wrench from "lucide-react/icons/wrench";
import X from "lucide-react/icons/x";
import Zap from "lucide-react/icons/zap";

/**
 * The one outline icon set of the site, addressed by name so content can refer to icons.
 * It is drawn into one SVG sprite at build time (`/icons.svg`), so no page ships icon code.
 * Each icon is imported on its own: the package index would pull in every icon.
 */
const outlines = {
  accessibility: Accessibility,
  activity: Activity,
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "at-sign": AtSign,
  award: Award,
  "badge-check": BadgeCheck,
  "bar-chart-3": BarChart3,
  bell: Bell,
  "book-open": BookOpen,
  bot: Bot,
  boxes: Boxes,
  brain: Brain,
  briefcase: Briefcase,
  brush: Brush,
  "building-2": Building2,
  calendar: Calendar,
  camera: Camera,
  "chart-column": ChartColumn,
  "chart-line": ChartLine,
  check: Check,
  "chevron-down": ChevronDown,
  "chevron-right": ChevronRight,
  "circle-dollar-sign": CircleDollarSign,
  "clipboard-check": ClipboardCheck,
  clock: Clock,
  "cloud-cog": CloudCog,
  "code-xml": CodeXml,
  cog: Cog,
  compass: Compass,
  container: Container,
  cpu: Cpu,
  "credit-card": CreditCard,
  database: Database,
  eye: Eye,
  factory: Factory,
  "file-search": FileSearch,
  "file-text": FileText,
  filter: FilterIcon,
  flag: Flag,
  gauge: Gauge,
  "git-branch": GitBranch,
  globe: Globe,
  "graduation-cap": GraduationCap,
  hammer: Hammer,
  handshake: Handshake,
  "hard-drive": HardDrive,
  hash: Hash,
  headset: Headset,
  "heart-pulse": HeartPulse,
  image: ImageIcon,
  inbox: Inbox,
  "key-round": KeyRound,
  landmark: Landmark,
  laptop: Laptop,
  layers: Layers,
  "layout-dashboard": LayoutDashboard,
  "life-buoy": LifeBuoy,
  lightbulb: Lightbulb,
  link: LinkIcon,
  lock: LockIcon,
  mail: Mail,
  "mail-check": MailCheck,
  "map-pin": MapPin,
  megaphone: Megaphone,
  menu: Menu,
  "message-circle": MessageCircle,
  mic: Mic,
  minus: Minus,
  monitor: Monitor,
  "monitor-smartphone": MonitorSmartphone,
  network: Network,
  newspaper: Newspaper,
  package: Package,
  palette: Palette,
  pause: Pause,
  "pen-line": PenLine,
  "pen-tool": PenTool,
  percent: Percent,
  phone: Phone,
  "pie-chart": PieChart,
  play: Play,
  plug: Plug,
  plus: Plus,
  printer: Printer,
  puzzle: Puzzle,
  quote: Quote,
  "refresh-cw": RefreshCw,
  repeat: RepeatIcon,
  rocket: Rocket,
  rss: Rss,
  scale: Scale,
  search: Search,
  send: Send,
  server: Server,
  "server-cog": ServerCog,
  "share-2": Share2,
  shield: Shield,
  "shield-check": ShieldCheck,
  "shopping-cart": ShoppingCart,
  smartphone: Smartphone,
  sparkles: Sparkles,
  star: Star,
  stethoscope: Stethoscope,
  sticker: Sticker,
  store: Store,
  "swatch-book": SwatchBook,
  "tablet-smartphone": TabletSmartphone,
  tag: Tag,
  target: Target,
  terminal: Terminal,
  "thumbs-up": ThumbsUp,
  timer: Timer,
  "trending-up": TrendingUp,
  truck: Truck,
  type: TypeIcon,
  "user-check": UserCheck,
  users: Users,
  utensils: Utensils,
  wallet: Wallet,
  "wand-sparkles": WandSparkles,
  wifi: Wifi,
  workflow: Workflow,
  wrench: Wrench,
  x: X,
  zap: Zap,
} satisfies Record<string, LucideIcon>;

/** The social networks' marks (Lucide draws none), stroked like the rest of the set. */
const brands = {
  "brand-facebook": IconBrandFacebook,
  "brand-instagram": IconBrandInstagram,
  "brand-linkedin": IconBrandLinkedin,
  "brand-x": IconBrandX,
  "brand-youtube": IconBrandYoutube,
};

export const icons = { ...outlines, ...brands };

export type IconName = keyof typeof icons;

export const iconNames = Object.keys(icons) as IconName[];
