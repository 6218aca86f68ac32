/*
 * Who may do what, declared once (issue 26 §1, decision 0130). A permission is `action:entity:access`, as in the Epic
 * Stack; a role is the set of permissions in `grants`. Pages, API routes and page actions declare the permission they
 * need; the server's two guards check it (server/http/access.ts), queries a role can reach are scoped to what its
 * access level covers, and `can` is the UI's only show/hide test. `docs/operators/roles.md` shows this table to
 * operators; its test holds the two together.
 */

/** SPEC §4's `userType`: what a user is. Registration only ever makes a client; staff get theirs from an admin. */
export const roles = ["client", "technician", "sales", "office", "admin"] as const;
export type Role = (typeof roles)[number];
export const staffRoles = ["technician", "sales", "office", "admin"] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<Role, string> = {
  client: "Client",
  technician: "Technician",
  sales: "Sales",
  office: "Office",
  admin: "Administrator",
};

export const actions = ["read", "write", "export"] as const;
export type Action = (typeof actions)[number];

/**
 * What staff work on. `site` is a customer's service sites with their installed systems, equipment and warranties
 * (issue 28); `ticket` their service tickets with visits, parts and claims (a technician's: those assigned to them); `document` the document library (decision 0157). `money` is the amounts (prices, totals, costs, savings)
 * a record carries; `audit` the audit trail, which is read and exported, never written (decision 0132).
 */
export const entities = [
  "lead",
  "customer",
  "appointment",
  "project",
  "site",
  "ticket",
  "order",
  "inventory",
  "subscriber",
  "mail",
  "telemetry",
  "staff",
  "settings",
  "audit",
  "money",
  "document",
] as const;
export type Entity = (typeof entities)[number];

/**
 * How far a permission reaches: `own` the records the user is responsible for (a sales rep's leads: assigned to
 * them or to nobody; their customers: owned by them or by nobody), `assigned` the records assigned to them (a technician's projects and visits), `any` every one.
 * A wider access covers the narrower ones.
 */
export const accessLevels = ["own", "assigned", "any"] as const;
export type AccessLevel = (typeof accessLevels)[number];

export type Permission = `${Action}:${Entity}:${AccessLevel}`;

/** The two settings that widen or narrow the sales role (`SALES_LEAD_ACCESS`, `SALES_SEES_AMOUNTS`). */
export interface RolePolicy {
  salesLeadAccess: "own" | "any";
  salesSeesAmounts: boolean;
}

export const defaultRolePolicy: RolePolicy = { salesLeadAccess: "own", salesSeesAmounts: true };

const every = (entity: Entity, ...acts: Action[]): Permission[] => acts.map((act) => `${act}:${entity}:any` as const);

/** The back office's daily work, which the office runs whole. */
const officeEntities = [
  "lead",
  "customer",
  "appointment",
  "project",
  "site",
  "ticket",
  "order",
  "inventory",
  "subscriber",
  "mail",
  "document",
] as const;

function salesGrants(policy: RolePolicy): Permission[] {
  const leads = policy.salesLeadAccess;
  return [
    `read:lead:${leads}`,
    `write:lead:${leads}`,
    `export:lead:${leads}`,
    // A rep's customers follow their leads' reach: at `own`, those they own or nobody owns (decision 0140).
    `read:customer:${leads}`,
    `export:customer:${leads}`,
    // The sites of those customers, to sell a battery to a system we know; never their access notes (decision 0151).
    `read:site:${leads}`,
    ...(policy.salesSeesAmounts ? (["read:money:any"] as const) : []),
    // The library's list and files; what the assistant quotes to staff needs no permission beyond being staff.
    "read:document:any",
  ];
}

/** Every role's permissions under a policy. Clients hold none: their pages are `signedIn` and scoped to them. */
export function permissionsOf(role: Role, policy: RolePolicy = defaultRolePolicy): readonly Permission[] {
  switch (role) {
    case "admin":
      return [
        ...entities
          .filter((entity) => entity !== "money" && entity !== "audit")
          .flatMap((entity) => every(entity, ...actions)),
        ...every("audit", "read", "export"),
        "read:money:any",
      ];
    case "office":
      return [...officeEntities.flatMap((entity) => every(entity, ...actions)), "read:money:any"];
    case "sales":
      return salesGrants(policy);
    case "technician":
      // On a visit assigned to them a technician records only whether it took place (decision 0136).
      return [
        "read:project:assigned",
        "write:project:assigned",
        "read:appointment:assigned",
        "write:appointment:assigned",
        // The sites of the customers whose projects they manage, access notes included (decision 0151).
        "read:site:assigned",
        // The service tickets assigned to them: their visits, parts, photos, notes and the customer's sign-off.
        "read:ticket:assigned",
        "write:ticket:assigned",
        "read:document:any",
      ];
    case "client":
      return [];
  }
}

const reach: Record<AccessLevel, number> = { own: 0, assigned: 0, any: 1 };

/**
 * Whether a set of permissions allows `needed`: the same action on the same entity at the same access, or `any`,
 * which covers `own` and `assigned`. Pure, so the browser asks it too; the server's answer is the one that counts.
 */
export function can(held: readonly Permission[], needed: Permission): boolean {
  const [action, entity, access] = needed.split(":") as [Action, Entity, AccessLevel];
  return held.some((permission) => {
    const [heldAction, heldEntity, heldAccess] = permission.split(":") as [Action, Entity, AccessLevel];
    if (heldAction !== action || heldEntity !== entity) return false;
    return heldAccess === access || reach[heldAccess] > reach[access];
  });
}

/** How far a role's permission for `action` on `entity` reaches, or null when it has none (the scope of a query). */
export function accessTo(held: readonly Permission[], action: Action, entity: Entity): AccessLevel | null {
  for (const level of ["any", "assigned", "own"] as const) {
    if (held.includes(`${action}:${entity}:${level}`)) return level;
  }
  return null;
}

/** The same permission for another action: a list's `read:lead:own` exports as `export:lead:own`. */
export function withAction(permission: Permission, action: Action): Permission {
  const [, entity, access] = permission.split(":") as [Action, Entity, AccessLevel];
  return `${action}:${entity}:${access}`;
}

/**
 * The roles that hold `permission` at some reach: who may be given a lead (`write:lead:own`), manage a project
 * (`write:project:assigned`) or make a visit (`write:appointment:assigned`). The role policy changes how far a sales
 * rep reaches, never whether they hold it.
 */
export function rolesHolding(permission: Permission): Role[] {
  return roles.filter((role) => can(permissionsOf(role), permission));
}

export const isStaffRole = (role: Role): role is StaffRole => role !== "client";
