import { apiRequest } from "#app/lib/api.ts";
import type { SubscribeInput, SubscribeResponse } from "./newsletter-schema.ts";

export function subscribeToNewsletter(input: SubscribeInput): Promise<SubscribeResponse> {
  return apiRequest<SubscribeResponse>("POST", "/api/newsletter/subscribe", input);
}
