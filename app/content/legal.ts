import { weekdayOfficeHours, type CompanyFacts } from "./company.ts";

export type LegalSlug = "privacy" | "terms" | "accessibility";

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

const lastUpdated = "2026-11-22";

function postalLine(company: CompanyFacts): string {
  const a = company.address;
  return `${a.streetAddress}, ${a.addressLocality}, ${a.addressRegion} ${a.postalCode}`;
}

/** A sentence ending in a name that may end in its own full stop ("Shasta Sun Solar, Inc."): one stop, not two. */
const endSentence = (text: string): string => (text.endsWith(".") ? text : `${text}.`);

function contactParagraph(company: CompanyFacts): string {
  return `${company.legalName}, ${postalLine(company)}. E-mail: ${company.email}. Phone: ${company.phone.display} (office hours Monday to Friday, ${weekdayOfficeHours(company)} Pacific time).`;
}

function privacySections(company: CompanyFacts): LegalSection[] {
  return [
    {
      heading: "Who we are",
      paragraphs: [
        `${company.legalName} ("we", "us") operates the website at ${company.siteUrl}. This policy explains what personal information the site collects, why we collect it, how long we keep it, who we share it with, and the rights California residents have under the California Consumer Privacy Act as amended by the California Privacy Rights Act (together, the CCPA).`,
      ],
    },
    {
      heading: "Information we collect",
      paragraphs: [
        "Consultation and service requests. When you ask for a quote, a repair or a consultation, we collect your name, e-mail address, phone number, property address, property type and the service you need, and any optional details you choose to give: your electric bill, roof type and age, shading, preferred system size, timeline and notes. For farms and marinas you may also tell us about acreage, crops, irrigation, barns, livestock, boat slips, docks, fuel and water pumping, and energy use.",
        "Newsletter. If you subscribe, we collect your e-mail address, your name if you gave it on a consultation request, and which form you used to subscribe.",
        "Accounts. If you register, we collect your first and last name, e-mail address, username and password, and optionally your company name and phone number. We store your password only as a one-way cryptographic hash; we cannot read it. Project documents, messages and requests you add to your account are stored with it.",
        "Error and performance information. When a page fails or loads slowly, your browser sends us a technical report: the error message and technical trace, the page address, the time, your browser's user-agent string, and page-speed measurements such as load time and layout stability. These reports do not include what you type into forms.",
        "Server logs. Like most websites, our servers record each request's IP address, page address, time and browser type, which we use to keep the site secure and working.",
        "We do not collect precise geolocation, and we do not use the site to collect Social Security, driver's license, financial account or health information. Please don't include such information in free-text notes.",
      ],
    },
    {
      heading: "How we use it",
      paragraphs: [
        "We use your information to respond to your request, prepare quotes and designs, schedule and perform work, and keep the records a licensed contractor must keep; to send the newsletter you asked for; to operate your account; to keep the site secure, find and fix errors and improve its speed; and to comply with the law. We do not use your information for advertising on other websites, and we do not make decisions about you by automated profiling.",
      ],
    },
    {
      heading: "Cookies and similar technologies",
      paragraphs: [
        "The site sets one cookie: a session cookie that keeps you signed in. It is set only when you sign in, cannot be read by scripts in the page, and is removed when you sign out or the session expires. It is strictly necessary for signing in, so it is not used to track you.",
        "Your light or dark theme choice is stored in your browser's local storage and never leaves your device.",
        "We do not use advertising cookies, analytics cookies or third-party trackers. The one exception is the voice assistant: if we enable it on the site, your browser loads that assistant's script from its provider, which receives your IP address and browser details and anything you say or type to the assistant, under the provider's own privacy policy. When the assistant is enabled, this section names the provider.",
        "We honor Global Privacy Control signals. Because we do not sell or share personal information, there is nothing further to switch off.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We do not sell your personal information, and we do not share it for cross-context behavioral advertising, as the CCPA defines those terms. We have not done so in the past 12 months.",
        "We disclose personal information to service providers that work for us under contracts limiting their use of it: our hosting and database provider and our e-mail delivery provider. When you ask us to do a project, we give the details it needs to your utility, your building department, equipment manufacturers (for warranty claims) and, if you choose one, your financing provider. We also disclose information when the law requires it.",
        "We do not disclose personal information to third parties for their own direct marketing (California Civil Code section 1798.83).",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Consultation requests that don't lead to a project: 3 years from our last contact, so we can pick up where we left off. Customer and project records: as long as we service the system and the law requires us to keep contractor records. Newsletter subscriptions: until you unsubscribe. Accounts: until you delete the account; we remove its data within 30 days, except records we must keep by law. Error and performance reports: 30 days. Server logs: 30 days.",
      ],
    },
    {
      heading: "Your California privacy rights",
      paragraphs: [
        "If you are a California resident you have the right to know what personal information we have collected about you and to get a copy of it; to have it deleted; to have inaccurate information corrected; to opt out of the sale or sharing of your personal information (we do neither); and to limit the use of sensitive personal information. The only sensitive personal information we hold is your account login, which we use only to sign you in. We will not discriminate against you for exercising any of these rights.",
        `To make a request, e-mail ${company.email} or call ${company.phone.display}. We verify your identity by matching information you give us with what we hold, for example the e-mail address and phone number on your request or account. You may use an authorized agent, who must show your signed permission. We respond within 45 days; if we need up to 45 more, we will tell you why.`,
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "We protect your information with encrypted connections, hashed passwords, access limited to staff who need it, and regular updates. No system is perfectly secure; if a breach affects your information, we will notify you as California law requires.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "The site is intended for adults arranging work on their property. We do not knowingly collect personal information from children under 16. If you believe a child has given us information, contact us and we will delete it.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "When we change this policy, we update the date at the top. If a change materially affects how we use information we already hold, we will tell account holders and subscribers by e-mail before it takes effect.",
      ],
    },
  ];
}

function termsSections(company: CompanyFacts): LegalSection[] {
  return [
    {
      heading: "Agreement",
      paragraphs: [
        `These terms govern your use of the website at ${company.siteUrl}, operated by ${endSentence(company.legalName)} By using the site you agree to them. If you do not agree, please do not use the site.`,
      ],
    },
    {
      heading: "Information on this site",
      paragraphs: [
        "The site gives general information about solar, batteries, utility tariffs, incentives, permits and tax credits. It is not tax, legal or financial advice. Incentives, tariffs and tax rules change often and depend on your utility, property and tax situation; each such statement on the site shows its source and the date we last checked it. Confirm anything you rely on with the program, your utility or your tax professional.",
      ],
    },
    {
      heading: "Quotes, estimates and contracts",
      paragraphs: [
        "Production, savings, payback and price figures on the site and in our proposals are estimates. Your actual results depend on weather, usage, rates and other factors we do not control.",
        "We perform work only under a written contract signed by you and by us. That contract, not this website, sets the price, scope, schedule, warranties and your cancellation rights under California law. Service commitments described on the site, such as response times, apply as stated there, including their conditions; your contract or service agreement controls if they differ.",
      ],
    },
    {
      heading: "Accounts",
      paragraphs: [
        "If you register, give accurate information and keep your password confidential. You are responsible for activity under your account; tell us promptly if you believe someone else has used it. We may suspend an account that is used to break these terms or the law.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: [
        "Do not use the site to break the law; to submit false requests or other people's information without their permission; to try to reach accounts, data or administrative areas that are not yours; to interfere with the site's operation, for example by overloading it or probing its security; or to copy its content in bulk by automated means.",
      ],
    },
    {
      heading: "Communications",
      paragraphs: [
        "When you send a request, we contact you about it by phone or e-mail. We send the newsletter only if you subscribe, and every newsletter has an unsubscribe link.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The site's text, photographs, graphics and design belong to ${company.legalName} or its licensors. You may view and print pages for your own use in dealing with us; other uses need our written permission. Product names and logos belong to their owners.`,
      ],
    },
    {
      heading: "Links and third-party services",
      paragraphs: [
        "The site links to utilities, government agencies and manufacturers, and may offer a third-party voice assistant. We are not responsible for their content, availability or privacy practices.",
      ],
    },
    {
      heading: "Disclaimers and limitation of liability",
      paragraphs: [
        "We work to keep the site accurate and available, but we provide it as is and do not promise that it will be error-free or uninterrupted. To the extent California law allows, we are not liable for indirect or consequential losses arising from your use of the website. Nothing in these terms limits any right you have under law that cannot be limited by agreement, or our obligations under a contract for work.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the State of California. Disputes about the website will be heard in the state courts in Shasta County, California, unless the law gives you the right to bring them elsewhere.",
      ],
    },
    {
      heading: "Contractor license",
      paragraphs: [
        `${company.legalName} holds California contractor license ${company.licence.display}. Contractors are required by law to be licensed and regulated by the ${company.licence.board}. You can check a contractor's license at ${company.licence.lookupUrl}.`,
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms; the date at the top shows the latest version. Changes apply from that date and do not affect work already under contract.",
      ],
    },
  ];
}

function accessibilitySections(company: CompanyFacts): LegalSection[] {
  return [
    {
      heading: "Our commitment",
      paragraphs: [
        `${company.legalName} wants everyone to be able to use this website, including people who use screen readers, keyboard navigation, magnification, voice control or captions. Our target is conformance with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
      ],
    },
    {
      heading: "What we do",
      paragraphs: [
        "We build pages with meaningful headings, landmarks and labels; make every feature reachable by keyboard with a visible focus indicator; give images text alternatives; keep text contrast at or above WCAG AA levels in both light and dark themes; link form errors to their fields and move focus to the first error; and respect your device's reduced-motion setting for animations, smooth scrolling and auto-advancing content, which can also be paused.",
        "We check pages with automated accessibility tests on every change and test key journeys, such as requesting a consultation and signing in, with a keyboard and a screen reader.",
      ],
    },
    {
      heading: "Known limitations",
      paragraphs: [
        "The voice assistant, when enabled, is provided by another company and we cannot fully control its accessibility. Everything it does can also be done through the site's forms or by phone.",
        "Some manufacturer documents we link to, such as equipment datasheets, are PDF files that may not be fully accessible. Ask us and we will provide the information in another format.",
      ],
    },
    {
      heading: "Other ways to reach us",
      paragraphs: [
        `You never need the website to work with us. Call ${company.phone.display} and we will take your request by phone, read out any information on the site, or send documents in a format that works for you.`,
      ],
    },
    {
      heading: "Report a problem",
      paragraphs: [
        `If something on the site is hard or impossible to use, e-mail ${company.email} or call ${company.phone.display}. Tell us the page and what happened, and what assistive technology you use if you are comfortable sharing it. We reply within 2 business days and aim to fix the problem, or give you the information another way, within 10 business days.`,
      ],
    },
  ];
}

const documents: { slug: LegalSlug; title: string; sections: (company: CompanyFacts) => LegalSection[] }[] = [
  { slug: "privacy", title: "Privacy Policy", sections: privacySections },
  { slug: "terms", title: "Terms of Service", sections: termsSections },
  { slug: "accessibility", title: "Accessibility Statement", sections: accessibilitySections },
];

/** Builds the legal pages from company facts, so environment overrides reach the text; each ends with how to reach us. */
export function buildLegalDocuments(company: CompanyFacts): readonly LegalDocument[] {
  return documents.map(({ slug, title, sections }) => ({
    slug,
    title,
    lastUpdated,
    sections: [...sections(company), { heading: "Contact", paragraphs: [contactParagraph(company)] }],
  }));
}
