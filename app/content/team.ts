export const teamSeedNotice =
  "The team members below are sample content for a new deployment: names, bios, certifications and photos are illustrative. Replace them with the real team, with each person's consent, before launch.";

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  certifications: readonly string[];
  /** An id from image-manifest.ts (responsive variants are generated from it) or a remote stock-photo URL. */
  photoId: string;
}

export const teamMembers: readonly TeamMember[] = [
  {
    id: "ray-lindqvist",
    name: "Ray Lindqvist",
    role: "Founder and President",
    bio: "Ray opened the business in 1999 fixing wells, pumps and farm wiring across Shasta County, and installed the company's first solar system in 2004. He still visits most commercial job sites and answers the emergency line more often than he admits.",
    certifications: ["California Certified General Electrician", "NABCEP PV Installation Professional"],
    photoId: "team-ray-lindqvist",
  },
  {
    id: "dana-whitcomb",
    name: "Dana Whitcomb",
    role: "Service and Repair Manager",
    bio: "Dana runs the repair crews and the orphaned-system program. After fifteen years of troubleshooting inverters, microinverters and batteries from every major manufacturer, she can usually name the fault from a photo of the error screen.",
    certifications: [
      "NABCEP PV Installation Professional",
      "NABCEP Energy Storage Installation Specialist",
      "Level I Infrared Thermographer",
    ],
    photoId: "team-dana-whitcomb",
  },
  {
    id: "sam-okafor",
    name: "Sam Okafor",
    role: "Lead System Designer",
    bio: "Sam designs every system we install, from a 6 kW Redding rooftop to multi-meter farm arrays. He models each design on the customer's own utility tariff, whether PG&E, Redding Electric Utility or Shasta Lake, and engineers racking for snow country.",
    certifications: ["NABCEP PV Design Specialist", "NABCEP Energy Storage Installation Specialist"],
    photoId: "team-sam-okafor",
  },
  {
    id: "jake-moreno",
    name: "Jake Moreno",
    role: "Lead Installer",
    bio: "Jake leads our installation crew and our marine work on Shasta Lake, where he has fitted solar and lithium batteries to houseboats and docks. He grew up in Anderson and spends his days off on the river.",
    certifications: [
      "NABCEP PV Installation Professional",
      "ABYC Marine Electrical Certification",
      "OSHA 30-Hour Construction",
    ],
    photoId: "team-jake-moreno",
  },
  {
    id: "carmen-ortiz",
    name: "Carmen Ortiz",
    role: "Permitting and Interconnection Coordinator",
    bio: "Carmen handles permits with every building department in our area and interconnection with PG&E and the city utilities. She knows which office wants which form, which is why our permits rarely come back for corrections.",
    certifications: ["ICC Permit Technician"],
    photoId: "team-carmen-ortiz",
  },
  {
    id: "emily-tran",
    name: "Emily Tran",
    role: "Energy Advisor",
    bio: "Emily meets customers first: she reads their bills, walks their homes and farms, and recommends efficiency fixes before panels when they pay back faster. She also keeps track of which incentives are actually open.",
    certifications: ["BPI Building Analyst", "NABCEP PV Associate"],
    photoId: "team-emily-tran",
  },
];
