import { solarCosts } from "#app/content/solar-costs.ts";
import { incentivesFor } from "#app/content/solar-incentives.ts";
import type { UtilityTariff } from "#app/content/utility-tariffs.ts";
import { gridEmissionFactor } from "#app/content/utility-tariffs.ts";
import { billYear, splitMonth, type EnergyMonth } from "./energy-year.ts";
import { loanBalanceCents, loanMonthlyPaymentCents } from "./loan.ts";
import { monthlyKwhPerKw, monthlyProduction, sum, type Roof } from "./production.ts";
import {
  cumulative,
  internalRateOfReturnPercent,
  netPresentValueCents,
  simplePayback,
  type Payback,
} from "./returns.ts";
import { recommendSystemSize, type SizeRecommendation } from "./system-size.ts";
import { usageFromBill } from "./usage.ts";

export const ANALYSIS_YEARS = 25;
export const SENSITIVITY_ESCALATIONS: readonly number[] = [0, 1, 2, 3, 4, 5];

export type UsageInput = { kind: "bill"; monthlyBillCents: number } | { kind: "months"; kwh: readonly number[] };

export interface RoiInputs {
  tariff: UtilityTariff;
  usage: UsageInput;
  roof: Roof;
  /** null: the recommended size. */
  systemKw: number | null;
  batteryKwh: number;
  degradationPercent: number;
  pvCentsPerWatt: number;
  batteryCentsPerKwh: number;
  /** The visitor expects an opt-in rebate (SGIP) their utility funds. */
  optInIncentives: boolean;
  loan: { aprPercent: number; termYears: number };
  /** null: the company's typical offer for this system. */
  lease: { firstMonthlyCents: number | null; escalatorPercent: number };
  utilityEscalationPercent: number;
  discountPercent: number;
  /** 0: no replacement within the analysis. */
  inverterReplacementYear: number;
}

export type OwnershipId = "cash" | "loan" | "lease";

export interface OwnershipResult {
  /** Index 0: the day of purchase; 1..25: each year. Cents. */
  flows: number[];
  cumulative: number[];
  netSavingsCents: number;
  npvCents: number;
  irrPercent: number | null;
  payback: Payback;
}

export interface YearRow {
  year: number;
  productionKwh: number;
  billBeforeCents: number;
  savingsCents: number;
  cashFlowCents: Record<OwnershipId, number>;
}

export interface RoiResult {
  monthlyUsageKwh: number[];
  annualUsageKwh: number;
  recommendation: SizeRecommendation;
  systemKw: number;
  batteryKwh: number;
  yearOne: {
    months: EnergyMonth[];
    productionKwh: number;
    selfConsumedKwh: number;
    batteryDeliveredKwh: number;
    exportedKwh: number;
    importedKwh: number;
    billBeforeCents: number;
    billAfterCents: number;
    savingsCents: number;
  };
  costs: {
    solarCents: number;
    batteryCents: number;
    incentives: { id: string; label: string; claimId: string; cents: number }[];
    netCents: number;
    inverterReplacementCents: number;
  };
  loanMonthlyPaymentCents: number;
  /** Owed after year 25 when the loan term is longer; paid off in year 25's cash flow. */
  loanPayoffCents: number;
  leaseFirstMonthlyCents: number;
  options: Record<OwnershipId, OwnershipResult>;
  years: YearRow[];
  sensitivity: { escalationPercent: number; netSavingsCents: Record<OwnershipId, number>; cashPayback: Payback }[];
  co2: { yearOneKg: number; lifetimeTonnes: number };
}

/** Each year's energy split; computed once, since degradation (not prices) moves it. */
function energyYears(inputs: RoiInputs, usage: readonly number[], perKw: readonly number[], systemKw: number) {
  return Array.from({ length: ANALYSIS_YEARS }, (_, index) =>
    monthlyProduction(perKw, systemKw, index + 1, inputs.degradationPercent).map((kwh, month) =>
      splitMonth(usage[month]!, kwh, inputs.batteryKwh, month),
    ),
  );
}

/** Each year's bill before solar and savings at one utility price escalation. */
function billSchedule(tariff: UtilityTariff, years: readonly EnergyMonth[][], escalationPercent: number) {
  return years.map((months, index) => billYear(tariff, months, (1 + escalationPercent / 100) ** index));
}

interface Costs {
  netCents: number;
  inverterCents: number;
  loanPaymentCents: number;
  loanPayoffCents: number;
  leaseFirstMonthlyCents: number;
  cashPriceCents: number;
}

function ownershipFlows(inputs: RoiInputs, savings: readonly number[], costs: Costs): Record<OwnershipId, number[]> {
  const { termYears } = inputs.loan;
  const inverterIn = (year: number) => (year === inputs.inverterReplacementYear ? costs.inverterCents : 0);
  const cash = [-costs.netCents];
  const loan = [0];
  const lease = [0];
  savings.forEach((saving, index) => {
    const year = index + 1;
    const loanPayments = year <= termYears ? 12 * costs.loanPaymentCents : 0;
    const payoff = year === ANALYSIS_YEARS ? costs.loanPayoffCents : 0;
    const leasePayments = Math.round(
      12 * costs.leaseFirstMonthlyCents * (1 + inputs.lease.escalatorPercent / 100) ** (year - 1),
    );
    cash.push(saving - inverterIn(year));
    loan.push(saving - inverterIn(year) - loanPayments - payoff);
    lease.push(saving - leasePayments);
  });
  return { cash, loan, lease };
}

function ownershipResult(flows: number[], discountPercent: number): OwnershipResult {
  return {
    flows,
    cumulative: cumulative(flows),
    netSavingsCents: sum(flows),
    npvCents: netPresentValueCents(flows, discountPercent),
    // A return is on money paid up front: with nothing paid at the start (loan, lease) there is none.
    irrPercent: flows[0]! < 0 ? internalRateOfReturnPercent(flows) : null,
    payback: simplePayback(flows),
  };
}

function systemCosts(inputs: RoiInputs, systemKw: number) {
  const solarCents = Math.round(systemKw * 1000 * inputs.pvCentsPerWatt);
  const batteryCents = Math.round(inputs.batteryKwh * inputs.batteryCentsPerKwh);
  const applied = incentivesFor(inputs.tariff.id)
    .filter((incentive) => !incentive.optIn || inputs.optInIncentives)
    .map((incentive) => ({
      id: incentive.id,
      label: incentive.label,
      claimId: incentive.claimId,
      cents: Math.round(incentive.solarShare * solarCents + incentive.batteryShare * batteryCents),
    }));
  const netCents = solarCents + batteryCents - sum(applied.map((incentive) => incentive.cents));
  return { solarCents, batteryCents, incentives: applied, netCents };
}

/** The whole calculation of docs/savings-model.md: pure, no I/O, about a millisecond. */
export function calculateRoi(inputs: RoiInputs): RoiResult {
  const usage =
    inputs.usage.kind === "bill" ? usageFromBill(inputs.tariff, inputs.usage.monthlyBillCents) : [...inputs.usage.kwh];
  const perKw = monthlyKwhPerKw(inputs.roof);
  const recommendation = recommendSystemSize(inputs.tariff, usage, perKw, inputs.batteryKwh);
  const systemKw = inputs.systemKw ?? recommendation.systemKw;
  const energy = energyYears(inputs, usage, perKw, systemKw);
  const bills = billSchedule(inputs.tariff, energy, inputs.utilityEscalationPercent);
  const savings = bills.map((bill) => bill.savingsCents);
  const price = systemCosts(inputs, systemKw);
  const loanPaymentCents = loanMonthlyPaymentCents(price.netCents, inputs.loan.aprPercent, inputs.loan.termYears);
  const paymentsInAnalysis = Math.min(inputs.loan.termYears, ANALYSIS_YEARS) * 12;
  const costs: Costs = {
    netCents: price.netCents,
    inverterCents:
      inputs.inverterReplacementYear > 0 ? Math.round(systemKw * solarCosts.inverterReplacementCentsPerKw) : 0,
    loanPaymentCents,
    loanPayoffCents:
      inputs.loan.termYears > ANALYSIS_YEARS
        ? loanBalanceCents(price.netCents, inputs.loan.aprPercent, loanPaymentCents, paymentsInAnalysis)
        : 0,
    leaseFirstMonthlyCents:
      inputs.lease.firstMonthlyCents ??
      Math.round((price.solarCents + price.batteryCents) * solarCosts.leaseMonthlyShareOfPrice),
    cashPriceCents: price.solarCents + price.batteryCents,
  };
  const flows = ownershipFlows(inputs, savings, costs);
  const options = {
    cash: ownershipResult(flows.cash, inputs.discountPercent),
    loan: ownershipResult(flows.loan, inputs.discountPercent),
    lease: ownershipResult(flows.lease, inputs.discountPercent),
  };
  const months = energy[0]!;
  const production = energy.map((year) => sum(year.map((month) => month.productionKwh)));
  const total = (key: keyof EnergyMonth) => sum(months.map((month) => month[key]));
  return {
    monthlyUsageKwh: usage,
    annualUsageKwh: sum(usage),
    recommendation,
    systemKw,
    batteryKwh: inputs.batteryKwh,
    yearOne: {
      months,
      productionKwh: total("productionKwh"),
      selfConsumedKwh: total("selfConsumedKwh"),
      batteryDeliveredKwh: total("batteryDeliveredKwh"),
      exportedKwh: total("exportedKwh"),
      importedKwh: total("importedKwh"),
      billBeforeCents: bills[0]!.billBeforeCents,
      billAfterCents: bills[0]!.billAfterCents,
      savingsCents: bills[0]!.savingsCents,
    },
    costs: { ...price, inverterReplacementCents: costs.inverterCents },
    loanMonthlyPaymentCents: loanPaymentCents,
    loanPayoffCents: costs.loanPayoffCents,
    leaseFirstMonthlyCents: costs.leaseFirstMonthlyCents,
    options,
    years: bills.map((bill, index) => ({
      year: index + 1,
      productionKwh: production[index]!,
      billBeforeCents: bill.billBeforeCents,
      savingsCents: bill.savingsCents,
      cashFlowCents: { cash: flows.cash[index + 1]!, loan: flows.loan[index + 1]!, lease: flows.lease[index + 1]! },
    })),
    sensitivity: SENSITIVITY_ESCALATIONS.map((escalationPercent) => {
      const alternative = billSchedule(inputs.tariff, energy, escalationPercent).map((bill) => bill.savingsCents);
      const alternativeFlows = ownershipFlows(inputs, alternative, costs);
      return {
        escalationPercent,
        netSavingsCents: {
          cash: sum(alternativeFlows.cash),
          loan: sum(alternativeFlows.loan),
          lease: sum(alternativeFlows.lease),
        },
        cashPayback: simplePayback(alternativeFlows.cash),
      };
    }),
    co2: {
      yearOneKg: production[0]! * gridEmissionFactor.kgCo2PerKwh,
      lifetimeTonnes: (sum(production) * gridEmissionFactor.kgCo2PerKwh) / 1000,
    },
  };
}
