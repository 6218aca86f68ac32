import { company, weekdayOfficeHours } from "./company.ts";

// Titles, descriptions and short copy of the public pages that have no content module of their own.
// Titles get " | <company name>" appended; descriptions stay under 160 characters for search results.

export interface PageCopy {
  title: string;
  heading: string;
  description: string;
  intro: string;
}

export const homePageSeo = {
  title: "Solar Installation, Repair & Maintenance in Redding, CA",
  description:
    "Solar panels, batteries and repairs for homes, farms, businesses and marinas in Redding and Shasta County. 2-hour emergency response; most repairs same-day.",
  keywords: [
    "solar installation Redding",
    "solar repair Redding CA",
    "solar panel maintenance Shasta County",
    "home battery backup",
    "NEM 3.0 battery",
    "orphaned solar system repair",
    "commercial solar Northern California",
    "agricultural solar",
    "marina solar Shasta Lake",
  ],
} as const;

export const aboutPage: PageCopy = {
  title: "About Us",
  heading: "About Us",
  description: `A Redding electrical company since ${company.foundedYear} and solar installer since ${company.solarSinceYear}: our history, our license and insurance, and the values behind every job.`,
  intro: "Local, licensed, and still answering the phone when something stops working.",
};

export const teamPage: PageCopy = {
  title: "Our Team",
  heading: "Our Team",
  description:
    "Meet the designers, installers, service technicians and advisors who plan, build and fix solar and battery systems across the North State.",
  intro:
    "Our own employees design, install and service every system, and the people who install yours are the ones who come back when it needs attention.",
};

export interface ContactPageCopy extends PageCopy {
  reachHeading: string;
  hoursHeading: string;
  officeHoursLabel: string;
  fieldHoursLabel: string;
  emergencyBody: string;
  mapAlt: string;
  mapCaption: string;
  messageHeading: string;
  messageBody: string;
  areasHeading: string;
}

export const contactPage: ContactPageCopy = {
  title: "Contact Us",
  heading: "Contact Us",
  description: `Call, e-mail or visit our Redding office. Office hours Monday to Friday ${weekdayOfficeHours(company)}; the emergency line is answered 24/7.`,
  intro:
    "Tell us what you need: a quote for new solar or a battery, a repair, or a second opinion on a system another company installed.",
  reachHeading: "Reach us",
  hoursHeading: "Hours",
  officeHoursLabel: "Office and phones",
  fieldHoursLabel: "Crews on site",
  mapAlt:
    "Map of Redding with our office pinned in downtown Redding beside the Sacramento River, Interstate 5 to the east, and Highways 299 and 44.",
  mapCaption: "Schematic map, not to scale. Our address is listed beside it.",
  areasHeading: "Areas we serve",
  messageHeading: "Send us a message",
  messageBody:
    "Write to us or call, and tell us about your property and what you need. We contact you within 24 hours of your request (counted in office hours).",
  emergencyBody:
    "For a system that is damaged, unsafe or down during an outage, call the emergency line at any hour: a technician responds within 2 hours.",
};

export const portfolioPage: PageCopy & { storyHeading: string; highlightsHeading: string } = {
  title: "Our Portfolio",
  heading: "Our Portfolio",
  description:
    "Solar and battery projects across Shasta, Tehama and Trinity counties: homes, businesses, farms and marinas, with system sizes and what each one solved.",
  intro: "A selection of the homes, businesses, farms and marinas we have built, rescued and kept running.",
  storyHeading: "The project",
  highlightsHeading: "Highlights",
};

export const shareImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "Illustration of a Redding home with rooftop solar beneath Mount Shasta, with the company name",
} as const;

/** A page of SPEC §2 whose content the SPEC does not show yet: its title (also its heading) and search description. */
export interface PageHeading {
  title: string;
  description: string;
}

export const shopProductsPage: PageHeading = {
  title: "Solar Products",
  description: `Solar panels, home batteries, inverters and accessories from ${company.name}, the Redding installer that also services them.`,
};

export const shopCartPage: PageHeading = {
  title: "Your Cart",
  description: `The solar products you have chosen from ${company.name}, ready for checkout.`,
};

export const shopCheckoutPage: PageHeading = {
  title: "Checkout",
  description: `Delivery, payment and review of your ${company.name} order of solar products.`,
};

export const orderConfirmationPage: PageHeading = {
  title: "Order Confirmation",
  description: `The confirmation and order number of your ${company.name} order, with what happens next.`,
};

export const comparisonPage: PageHeading = {
  title: "Product Comparison",
  description: `Compare the solar panels, home batteries and inverters ${company.name} installs, side by side.`,
};

export const bookAppointmentPage: PageHeading = {
  title: "Book an Appointment",
  description: `Book a site visit or a phone consultation with a ${company.name} advisor in Redding and Shasta County.`,
};

export const commercePage: PageHeading = {
  title: "Commerce",
  description: `Products, orders and deliveries at ${company.name}, the solar installer in Redding, CA.`,
};

export const chatPage: PageHeading = {
  title: "Chat",
  description: `Chat with ${company.name} about solar panels, home batteries, repairs and maintenance.`,
};

export const documentChatPage: PageHeading = {
  title: "Document Chat",
  description: `Ask questions about ${company.name} documents: equipment guides, warranties and technical data.`,
};
