import { z } from "#app/lib/zod.ts";
import { requiredLine } from "#app/lib/field-rules.ts";

/** A customer holds at most this many tags, each at most MAX_TAG_LENGTH characters. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** Staff's tags for a customer: trimmed, no repeats (in any case), the first spelling kept. */
export const tagsSchema = z
  .array(requiredLine("A tag cannot be empty", MAX_TAG_LENGTH))
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
  .transform(uniqueTags);

export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
