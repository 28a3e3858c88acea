/**
 * Every work record, registered once: the case studies behind the service pages' showcases and
 * the portfolio's projects, in the order the portfolio shows them. A unit test fails when a data
 * file is missing from this registry.
 */

import artificialIntelligenceAiChatbotsStudies from "./case-studies/artificial-intelligence/ai-chatbots";
import artificialIntelligenceAiPocAiMvpStudies from "./case-studies/artificial-intelligence/ai-poc-ai-mvp";
import artificialIntelligenceSaasAiStudies from "./case-studies/artificial-intelligence/saas-ai";
import brandingIdentityStudies from "./case-studies/branding/identity";
import brandingLaunchStudies from "./case-studies/branding/launch";
import brandingLogoDesignStudies from "./case-studies/branding/logo-design";
import brandingPrintingStudies from "./case-studies/branding/printing";
import digitalMarketingAnalyticsReportingStudies from "./case-studies/digital-marketing/analytics-reporting";
import digitalMarketingContentMarketingStudies from "./case-studies/digital-marketing/content-marketing";
import digitalMarketingEmailMarketingStudies from "./case-studies/digital-marketing/email-marketing";
import digitalMarketingPpcStudies from "./case-studies/digital-marketing/ppc";
import digitalMarketingReputationStudies from "./case-studies/digital-marketing/reputation";
import digitalMarketingSeoStudies from "./case-studies/digital-marketing/seo";
import digitalMarketingSmmStudies from "./case-studies/digital-marketing/smm";
import hostingDomainRegistrationStudies from "./case-studies/hosting/domain-registration";
import hostingEmailStudies from "./case-studies/hosting/email";
import hostingSecurityStudies from "./case-studies/hosting/security";
import hostingWebsiteStudies from "./case-studies/hosting/website";
import softwareApiIntegrationStudies from "./case-studies/software/api-integration";
import softwareMaintenanceSupplyStudies from "./case-studies/software/maintenance-supply";
import softwareMobileApplicationsStudies from "./case-studies/software/mobile-applications";
import softwareMvpSolutionsStudies from "./case-studies/software/mvp-solutions";
import softwareSaasSolutionsStudies from "./case-studies/software/saas-solutions";
import softwareWebApplicationsStudies from "./case-studies/software/web-applications";
import webCopywritingStudies from "./case-studies/web/copywriting";
import webEcommerceDevelopmentStudies from "./case-studies/web/ecommerce-development";
import webWebsiteDesignDevelopmentStudies from "./case-studies/web/website-design-development";
import webWebsiteMaintenanceStudies from "./case-studies/web/website-maintenance";
import corporatehub from "./projects/corporatehub";
import ecofriendly from "./projects/ecofriendly";
import healthplus from "./projects/healthplus";
import healthtrack from "./projects/healthtrack";
import projecthub from "./projects/projecthub";
import retailmaster from "./projects/retailmaster";
import retailplus from "./projects/retailplus";
import servicepro from "./projects/servicepro";
import techcorp from "./projects/techcorp";
import type { CaseStudyInput, ProjectInput } from "./schema";

export const projectContent: readonly ProjectInput[] = [
  techcorp,
  ecofriendly,
  healthplus,
  corporatehub,
  retailplus,
  servicepro,
  healthtrack,
  retailmaster,
  projecthub,
];

export const caseStudyContent: readonly CaseStudyInput[] = [
  ...artificialIntelligenceAiChatbotsStudies,
  ...artificialIntelligenceAiPocAiMvpStudies,
  ...artificialIntelligenceSaasAiStudies,
  ...brandingIdentityStudies,
  ...brandingLaunchStudies,
  ...brandingLogoDesignStudies,
  ...brandingPrintingStudies,
  ...digitalMarketingAnalyticsReportingStudies,
  ...digitalMarketingContentMarketingStudies,
  ...digitalMarketingEmailMarketingStudies,
  ...digitalMarketingPpcStudies,
  ...digitalMarketingReputationStudies,
  ...digitalMarketingSeoStudies,
  ...digitalMarketingSmmStudies,
  ...hostingDomainRegistrationStudies,
  ...hostingEmailStudies,
  ...hostingSecurityStudies,
  ...hostingWebsiteStudies,
  ...softwareApiIntegrationStudies,
  ...softwareMaintenanceSupplyStudies,
  ...softwareMobileApplicationsStudies,
  ...softwareMvpSolutionsStudies,
  ...softwareSaasSolutionsStudies,
  ...softwareWebApplicationsStudies,
  ...webCopywritingStudies,
  ...webEcommerceDevelopmentStudies,
  ...webWebsiteDesignDevelopmentStudies,
  ...webWebsiteMaintenanceStudies,
];
