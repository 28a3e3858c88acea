/** One small component per scene kind; each draws its subject over the shared night sky. */
import type { ComponentType } from "react";
import type { SceneKind } from "~/content/schema";
import type { SceneProps } from "./parts";
import {
  BrandScene,
  GlobeScene,
  MailScene,
  NetworkScene,
  PrintScene,
  ServerScene,
  ShieldScene,
} from "./scenes-objects";
import {
  BrowserScene,
  CartScene,
  ChartScene,
  ChatScene,
  CodeScene,
  DashboardScene,
  PhoneScene,
} from "./scenes-screens";

export const scenes: Record<SceneKind, ComponentType<SceneProps>> = {
  browser: BrowserScene,
  phone: PhoneScene,
  dashboard: DashboardScene,
  chart: ChartScene,
  code: CodeScene,
  chat: ChatScene,
  brand: BrandScene,
  print: PrintScene,
  server: ServerScene,
  shield: ShieldScene,
  mail: MailScene,
  globe: GlobeScene,
  network: NetworkScene,
  cart: CartScene,
};
