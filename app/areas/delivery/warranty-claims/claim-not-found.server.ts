import { notFound } from "#server/domain-errors.ts";

export const CLAIM_NOT_FOUND = "Claim not found";

export const claimNotFound = () => notFound(CLAIM_NOT_FOUND);
