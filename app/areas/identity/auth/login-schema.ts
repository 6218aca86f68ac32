import { z } from "#app/lib/zod.ts";

export const loginSchema = z.object({
  username: z.string("Please enter your username").trim().min(1, "Please enter your username").max(254),
  password: z.string("Please enter your password").min(1, "Please enter your password").max(1024),
});

export type LoginInput = z.input<typeof loginSchema>;
