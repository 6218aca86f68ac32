import type { ApiRoute } from "#server/http/api-route.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { referralList } from "./referral-list.server.ts";
import { markRewardPaidWrite } from "./referral-writes.server.ts";

/** The referral rewards: their list with its CSV, and marking one paid. */
export const referralsApi: ApiRoute[] = [...referralList.api(), writeApi(markRewardPaidWrite)];
