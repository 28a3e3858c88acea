/**
 * Every service content file, registered once. The catalogue (menus, paths) must list the same
 * services; a unit test fails when a data file, this registry and the catalogue disagree.
 */
import type { ServiceInput } from "../schema";
import artificialIntelligenceAiChatbots from "./artificial-intelligence/ai-chatbots";
import artificialIntelligenceAiPocAiMvp from "./artificial-intelligence/ai-poc-ai-mvp";
import artificialIntelligenceSaasAi from "./artificial-intelligence/saas-ai";
import brandingIdentity from "./branding/identity";
import brandingLaunch from "./branding/launch";
import brandingLogoDesign from "./branding/logo-design";
import brandingPrinting from "./branding/printing";
import digitalMarketingAnalyticsReporting from "./digital-marketing/analytics-reporting";
import digitalMarketingContentMarketing from "./digital-marketing/content-marketing";
import digitalMarketingEmailMarketing from "./digital-marketing/email-marketing";
import digitalMarketingPpc from "./digital-marketing/ppc";
import digitalMarketingReputation from "./digital-marketing/reputation";
import digitalMarketingSeo from "./digital-marketing/seo";
import digitalMarketingSmm from "./digital-marketing/smm";
import hostingDomainRegistration from "./hosting/domain-registration";
import hostingEmail from "./hosting/email";
import hostingSecurity from "./hosting/security";
import hostingWebsite from "./hosting/website";
import softwareApiIntegration from "./software/api-integration";
import softwareMaintenanceSupply from "./software/maintenance-supply";
import softwareMobileApplications from "./software/mobile-applications";
import softwareMvpSolutions from "./software/mvp-solutions";
import softwareSaasSolutions from "./software/saas-solutions";
import softwareWebApplications from "./software/web-applications";
import webCopywriting from "./web/copywriting";
import webEcommerceDevelopment from "./web/ecommerce-development";
import webWebsiteDesignDevelopment from "./web/website-design-development";
import webWebsiteMaintenance from "./web/website-maintenance";

export const serviceContent: readonly ServiceInput[] = [
  webWebsiteDesignDevelopment,
  webEcommerceDevelopment,
  webWebsiteMaintenance,
  webCopywriting,
  softwareWebApplications,
  softwareMobileApplications,
  softwareApiIntegration,
  softwareSaasSolutions,
  softwareMvpSolutions,
  softwareMaintenanceSupply,
  artificialIntelligenceAiChatbots,
  artificialIntelligenceSaasAi,
  artificialIntelligenceAiPocAiMvp,
  digitalMarketingSeo,
  digitalMarketingSmm,
  digitalMarketingPpc,
  digitalMarketingReputation,
  digitalMarketingContentMarketing,
  digitalMarketingEmailMarketing,
  digitalMarketingAnalyticsReporting,
  brandingIdentity,
  brandingLogoDesign,
  brandingPrinting,
  brandingLaunch,
  hostingDomainRegistration,
  hostingWebsite,
  hostingEmail,
  hostingSecurity,
];
