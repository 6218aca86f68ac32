/** Who may call a route. Declared where every API route and page is registered. */
export type Access = "public" | "signedIn" | "admin";

export type UserType = "client" | "admin";

/** The signed-in user as the server knows it; never carries the password hash. */
export interface SessionUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: UserType;
  companyName: string | null;
  phone: string | null;
}

/** Whether the user works for the company (the back office's people), as opposed to a client. */
export function isStaff(user: SessionUser): boolean {
  return user.userType === "admin";
}

export type AccessVerdict = "allowed" | "signedOut" | "denied";

export function checkAccess(access: Access, user: SessionUser | null): AccessVerdict {
  if (access === "public") return "allowed";
  if (!user) return "signedOut";
  if (access === "admin" && user.userType !== "admin") return "denied";
  return "allowed";
}
