/** The site area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
export {
  collectCitations,
  type Citation,
  type CitationSources,
  type CitationRefsInput,
  CitationRefs,
  CitationList,
} from "./claims/index.ts";
export {
  AboutPage,
  TeamPage,
  ContactPage,
  type AboutPageData,
  type ContactPageData,
  type TeamPageData,
} from "./company/index.ts";
export { HomePage, type HomePageData } from "./home/index.ts";
export { LegalDocumentView } from "./legal/index.ts";
export {
  PortfolioPage,
  ProjectPage,
  parseCategory,
  type PortfolioPageData,
  type ProjectPageData,
} from "./portfolio/index.ts";
export {
  RoiCalculatorPage,
  type RoiCalculatorPageData,
  SavingsCalculatorPage,
  type SavingsCalculatorPageData,
} from "./savings/index.ts";
export {
  seo,
  pageMeta,
  type PageMeta,
  type PageMetaInput,
  organizationJsonLd,
  faqPageJsonLd,
  type FaqEntry,
  siteUrlFromMatches,
  absoluteUrl,
  robotsTxt,
  sitemapXml,
  sitemapPaths,
  disallowedPaths,
} from "./seo/index.ts";
export { ServicePage, requestServiceHref, type ServicePageData } from "./services/index.ts";
export { TechnicalDataPage } from "./technical-data/index.ts";
export { TechnologyPage } from "./technology/index.ts";
export { TestimonialsSection } from "./testimonials/index.ts";
export { VoiceWidget } from "./voice-widget/index.ts";
