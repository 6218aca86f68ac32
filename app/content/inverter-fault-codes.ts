import type { DataSource } from "./data-source.ts";

// Inverter fault and alarm codes for the makes we service, only those a manufacturer document explains. First
// checks are things a homeowner can do without opening equipment or touching wiring; anything else is ours to do.

export type FaultSeverity = "notice" | "warning" | "fault" | "urgent";

export interface FaultCode {
  make: "Sol-Ark" | "Enphase" | "SolarEdge";
  code: string;
  name: string;
  meaning: string;
  firstChecks: string;
  callUs: string;
  severity: FaultSeverity;
  source: DataSource;
}

const solArkModbus: DataSource = {
  title: 'Sol-Ark "Modbus RTU Protocol, Sol-Ark Hybrid Inverters 5k, 8k, 12k, 15k", V1.4, fault table',
  url: "https://www.sol-ark.com/",
  sourceDate: "2023-10-13",
  checkedOn: "2026-11",
  basis: "official",
  stale: "Sol-Ark's 12K owner's manual has its own error-code table whose wording was not read; check it there.",
};

const enphaseIq8Manual: DataSource = {
  title: "Enphase IQ8MC Microinverter Installation and Operation Manual, LED indications",
  url: "https://www.manualslib.com/manual/3285899/Enphase-Iq8mc.html?page=21",
  sourceDate: "undated (IQ8)",
  checkedOn: "2026-11",
  basis: "official",
};

const enphaseEnvoyManual: DataSource = {
  title: "Enphase Envoy-S Installation and Operation Manual (141-00027 Rev 01)",
  url: "https://www.manualshelf.com/manual/enphase/env-s-am1-120/install-manual-english/page-39.html",
  sourceDate: "2015",
  checkedOn: "2026-11",
  basis: "official",
};

const enphaseTroubleshooting: DataSource = {
  title: "Enphase, Troubleshooting an Enphase System",
  url: "https://manualshive.com/ru/manual/enphase/d380/2413978?page=37",
  sourceDate: "2014-08",
  checkedOn: "2026-11",
  basis: "official",
};

const solarEdgeIsolation: DataSource = {
  title: "SolarEdge, Isolation Fault Troubleshooting, Application Note v1.6",
  url: "https://scribd.com/document/594895481/Application-Note-Isolation-Fault-Troubleshooting",
  sourceDate: "2021-10",
  checkedOn: "2026-11",
  basis: "official",
};

const noTouch = "Do not open the inverter or touch panel wiring.";

const solArk = (
  code: string,
  name: string,
  meaning: string,
  firstChecks: string,
  callUs: string,
  severity: FaultSeverity,
): FaultCode => ({
  make: "Sol-Ark",
  code,
  name,
  meaning,
  firstChecks,
  callUs,
  severity,
  source: solArkModbus,
});

export const faultCodes: readonly FaultCode[] = [
  solArk(
    "F13",
    "Grid_Mode_changed",
    "The grid input settings changed, or the system runs without batteries. A notification, not a fault.",
    "None needed.",
    "If it appears again and again without any setting change.",
    "notice",
  ),
  solArk(
    "F14",
    "DC_OverCurr_Fault",
    "Over-current on the DC side.",
    "Note the time and what was running.",
    "If it repeats.",
    "fault",
  ),
  solArk(
    "F15",
    "SW_AC_OverCurr_Fault",
    "Usually loads too large for the inverter; off grid, the battery discharge current may be set too low.",
    "Turn off large loads (air conditioner, well pump, dryer) and see if the fault clears.",
    "If it recurs with normal loads: the settings may need changing.",
    "warning",
  ),
  solArk(
    "F16",
    "GFCI_Failure",
    "Ground fault: a panel conductor touching ground, exposed wiring after rain, or a second neutral-ground bond (common with portable generators).",
    `Unplug a portable generator if one is connected. ${noTouch}`,
    "Always: ground faults need a technician.",
    "urgent",
  ),
  solArk(
    "F18",
    "HW_Ac_OverCurr_Fault",
    "Backup output overloaded, or a short in the AC wiring.",
    "Turn off large loads on backed-up circuits.",
    "If it repeats with normal loads, or a breaker also tripped.",
    "fault",
  ),
  solArk(
    "F20",
    "Tz_Dc_OverCurr_Fault",
    "Battery current too high, often a large motor start (such as a 4-ton air conditioner); a grounded panel wire can also cause it.",
    "Avoid starting large motors while on battery.",
    "If it repeats.",
    "fault",
  ),
  solArk(
    "F22",
    "Tz_EmergStop_Fault",
    "The emergency stop was triggered.",
    "Check whether the emergency stop switch was pressed.",
    "If it was not pressed: the manufacturer says to contact Sol-Ark; we do that for you.",
    "urgent",
  ),
  solArk(
    "F23",
    "Tz_GFCI_OC_Fault",
    "A panel ground fault, typically a pinched panel wire.",
    noTouch,
    "Always.",
    "urgent",
  ),
  solArk(
    "F24",
    "DC_Insulation_ISO_Fault",
    "An exposed panel conductor with moisture.",
    `Note whether it rained or the panels were washed. ${noTouch}`,
    "Always: the wiring must be found and repaired.",
    "urgent",
  ),
  solArk(
    "F26",
    "BusUnbalance_Fault",
    "Too much load on one leg of a 240 V split-phase system, or DC loads on the AC output off grid; a grounded panel wire can also cause it.",
    "Turn off large 120 V loads and see if it clears.",
    "If it repeats: loads may need balancing between the legs.",
    "fault",
  ),
  solArk(
    "F29",
    "Parallel_Fault",
    "One of several paralleled inverters has an error.",
    "Look at the other inverters' screens for their fault code.",
    "Always for parallel systems.",
    "fault",
  ),
  solArk(
    "F33",
    "AC_OverCurr_Fault",
    "Over-current on the AC side.",
    "Turn off large loads.",
    "If it repeats.",
    "fault",
  ),
  solArk(
    "F34",
    "AC_Overload_Fault",
    "AC output overloaded.",
    "Turn off large loads.",
    "If it repeats with normal loads.",
    "warning",
  ),
  solArk(
    "F45",
    "AC_UV_OverVolt_Fault",
    "Grid voltage too low: the inverter disconnects and resets by itself when the grid is stable.",
    "None; check whether the neighbourhood has an outage.",
    "If it stays on while the grid is normal.",
    "notice",
  ),
  solArk(
    "F46",
    "Parallel_Aux_Fault",
    "Paralleled inverters cannot communicate (master 1, others 2-9, over ethernet cables).",
    "None.",
    "Always.",
    "fault",
  ),
  solArk(
    "F47",
    "AC_OverFreq_Fault",
    "Grid frequency too high, common during outages; resets by itself.",
    "None.",
    "If it stays on while the grid is normal.",
    "notice",
  ),
  solArk(
    "F48",
    "AC_UnderFreq_Fault",
    "Grid frequency too low; resets by itself.",
    "None.",
    "If it stays on while the grid is normal.",
    "notice",
  ),
  solArk(
    "F55",
    "DC_VoltHigh_Fault",
    "Panel voltage may be above 500 V, or battery voltage above its limit (59 or 63 V by model).",
    "Note the time of day and temperature (cold mornings raise panel voltage).",
    "Always: string or battery settings need checking.",
    "fault",
  ),
  solArk(
    "F56",
    "DC_VoltLow_Fault",
    "Batteries over-discharged, or a lithium battery's management system shut it down.",
    "Let the grid or sun recharge the battery if it can.",
    "If the battery does not recover within a day.",
    "fault",
  ),
  solArk(
    "F61",
    "Button_Manual_OFF",
    "The inverter was switched off by hand.",
    "Check the power button.",
    "If it was not switched off.",
    "notice",
  ),
  solArk(
    "F63",
    "Arc_Fault",
    "A bad panel connector or connection; lightning can trigger a false alarm.",
    noTouch,
    "Always: arcs are a fire risk.",
    "urgent",
  ),
  solArk(
    "F64",
    "Heatsink_HighTemp_Fault",
    "The inverter is too hot.",
    "Make sure nothing blocks its fans or vents and that it is shaded.",
    "If it repeats on ordinary days.",
    "warning",
  ),
  {
    make: "Enphase",
    code: "LED flashing orange",
    name: "No communication",
    meaning: "The microinverter sees a normal grid but is not communicating with the IQ Gateway.",
    firstChecks: "Check that the IQ Gateway is powered and connected to your router.",
    callUs: "If the gateway is online and the light stays orange.",
    severity: "warning",
    source: enphaseIq8Manual,
  },
  {
    make: "Enphase",
    code: "LED flashing red",
    name: "Grid absent or out of range",
    meaning: "The AC grid is missing or outside its allowed range, so the microinverter does not produce.",
    firstChecks: "Check for a utility outage and that the solar breaker is on.",
    callUs: "If the grid is normal and the breaker is on.",
    severity: "fault",
    source: enphaseIq8Manual,
  },
  {
    make: "Enphase",
    code: "LED solid red",
    name: "DC Resistance Low – Power Off",
    meaning:
      "Resistance from the panel conductors to earth dropped below about 7 kΩ (normally megohms): an insulation fault.",
    firstChecks: noTouch,
    callUs: "Always: the module or microinverter must be tested and replaced.",
    severity: "urgent",
    source: enphaseIq8Manual,
  },
  {
    make: "Enphase",
    code: "AcVoltageOOR",
    name: "AC Voltage Out Of Range",
    meaning:
      "Utility voltage too low or high for the regional standard; no production until it is back in range for several minutes.",
    firstChecks: "None; it usually clears by itself.",
    callUs: "If it persists.",
    severity: "notice",
    source: enphaseEnvoyManual,
  },
  {
    make: "Enphase",
    code: "Critical Temperature",
    name: "Critical Temperature",
    meaning: "The microinverter is hotter than its rating and reduces output until it cools.",
    firstChecks: "None.",
    callUs: "If it persists beyond the hottest afternoons.",
    severity: "notice",
    source: enphaseTroubleshooting,
  },
  {
    make: "SolarEdge",
    code: "Isolation fault",
    name: "Isolation fault",
    meaning:
      "At start-up the inverter measured less than 600 kΩ (single phase) or 1 MΩ (three phase) from the panel wiring to ground.",
    firstChecks: `Note whether it happens after rain or in the morning. ${noTouch}`,
    callUs: "Always: the fault is located with an insulation tester.",
    severity: "urgent",
    source: solarEdgeIsolation,
  },
];
