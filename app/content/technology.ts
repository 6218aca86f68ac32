export type TechnologySectionId = "panels" | "inverters" | "batteries" | "monitoring";

export interface TechnologySection {
  id: TechnologySectionId;
  heading: string;
  paragraphs: readonly string[];
  keyPoints: readonly string[];
}

export interface TechnologyPage {
  /** Short title for the browser tab and search results. */
  metaTitle: string;
  title: string;
  metaDescription: string;
  intro: string;
  sections: readonly TechnologySection[];
}

export const technologyPage: TechnologyPage = {
  metaTitle: "Solar Technology",
  title: "Solar technology, explained for the North State",
  metaDescription:
    "How we choose panels, inverters, batteries and monitoring for Redding heat, mountain snow and California's utility rules: TOPCon, HJT, LFP and more.",
  intro:
    "The equipment on your roof has to survive 110-degree afternoons, wildfire smoke, winter storms and, in the mountains, snow. Here is what we install, why, and the trade-offs we explain to every customer.",
  sections: [
    {
      id: "panels",
      heading: "Solar panels",
      paragraphs: [
        "Nearly all panels sold today are monocrystalline silicon. The cell design is what differs. PERC (passivated emitter and rear cell) was the standard for most of the last decade and remains reliable and affordable. TOPCon (tunnel oxide passivated contact) cells have largely replaced PERC in new panels, with higher efficiency and a better temperature coefficient. Heterojunction (HJT) cells layer thin amorphous silicon over the crystalline wafer and have the lowest heat losses of the three.",
        "Heat matters here. Every panel loses output as it warms, at a rate given by its temperature coefficient. A rooftop panel in a Redding July can run 25 to 35 degrees Celsius above the air temperature, so a panel that loses 0.26% per degree instead of 0.35% makes noticeably more power on the afternoons when you use the most.",
        "Bifacial panels collect light on both sides. They pay off on ground mounts and carports with light-colored ground or gravel below and room for light to reach the back; on a standard roof they add little. We use them where the site earns it.",
      ],
      keyPoints: [
        "TOPCon is our default for most homes; HJT where heat performance justifies the cost",
        "We compare temperature coefficients, not just nameplate watts",
        "Bifacial panels for ground mounts and carports, rarely for roofs",
        "Panels come with 25-year or longer manufacturer warranties; we check that the manufacturer is likely to be there to honor them",
      ],
    },
    {
      id: "inverters",
      heading: "Inverters",
      paragraphs: [
        "A string inverter converts the power from a whole series of panels at one central box. It is the simplest and least expensive option and easy to service, but shade on one panel can pull down the whole string unless optimizers are added at each panel.",
        "Microinverters sit under each panel and convert its power on the roof. Each panel works independently, so shade or a fault affects only that panel, monitoring is per panel, and rapid shutdown is built in. They cost more and put more electronics on a hot roof, which is why we choose models with strong heat ratings and long warranties.",
        "Hybrid inverters manage panels, a battery and the grid in one unit, and many can also run a generator. They are the usual choice for new solar-plus-storage systems and for anyone who wants backup during shutoffs.",
      ],
      keyPoints: [
        "String inverters: lowest cost, best for unshaded roofs and ground mounts",
        "Microinverters or optimizers: shaded or complex roofs, panel-level monitoring",
        "Hybrid inverters: one box for solar, battery, backup and generator",
        "In Redding we mount inverters out of direct afternoon sun to prevent heat shutdowns",
      ],
    },
    {
      id: "batteries",
      heading: "Batteries",
      paragraphs: [
        "Home batteries today use one of two lithium chemistries. Lithium iron phosphate (LFP) is more stable, tolerates heat better and lasts thousands of cycles; it is heavier for the same capacity, which doesn't matter on a garage wall. Nickel manganese cobalt (NMC) packs more energy into less weight and was common in early home batteries, but it is more sensitive to heat. We install LFP systems listed to UL 9540.",
        "Sizing starts with two questions: what must keep running in an outage, and how much of your evening use you want to cover with stored solar. A refrigerator, lights, internet and a well pump need far less than central air conditioning. For PG&E customers on the Net Billing Tariff, we size the battery to the 4-9 PM peak; for backup, to your critical loads and how long your shutoffs usually last.",
        "Heat shortens any battery's life, so we place batteries in a garage or on a shaded wall and leave the fire code's required clearances. In the mountains, LFP batteries need heating to charge below freezing.",
      ],
      keyPoints: [
        "LFP for safety, heat tolerance and cycle life",
        "Size for your critical loads and your evening peak, not a rule of thumb",
        "Shaded, code-compliant placement extends battery life",
        "Check usable capacity and warranty throughput, not just the nameplate kWh",
      ],
    },
    {
      id: "monitoring",
      heading: "Monitoring",
      paragraphs: [
        "Monitoring shows what your system produces, what your home uses and, with a battery, how charged it is. Panel-level monitoring, built into microinverters and optimizers, points straight to the panel that is underperforming.",
        "Monitoring only helps if someone looks at it. Our maintenance customers can have us watch their systems and call when production drops below what their weather should produce, often before the owner would notice on a bill.",
        "Most monitoring depends on your home internet. A cellular connection costs a little more but keeps reporting when the Wi-Fi router changes or the internet goes down, which matters during an outage.",
      ],
      keyPoints: [
        "Panel-level data finds faults fast",
        "Alerts on production drops, watched by us under a maintenance plan",
        "Cellular monitoring for reliability during outages",
        "Your data belongs to you; we set up accounts in your name",
      ],
    },
  ],
};
