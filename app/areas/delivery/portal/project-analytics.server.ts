import { sql } from "drizzle-orm";
import type { ProjectType, WaitingOn } from "#app/content/project-stages.ts";
import { officeDate, type OfficeDays } from "#app/lib/office-buckets.server.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { projects, projectStages } from "./tables.server.ts";

/** Projects of one type (`type` null: every type) that reached their final stage in the range. */
export interface ProjectDurations {
  type: ProjectType | null;
  projects: number;
  /** Median days from the contract (the project's opening, from a won deal) to the final stage's date. */
  medianDays: number | null;
}

/**
 * How long projects take (insights/analytics, issue 30, decision 0202): the projects whose final stage (the last of
 * their stages) was done on a day of the range, by type and in total (the `rollup` row), with the median office days
 * from the project's opening (a project is opened from a won deal: the contract) to that stage's date.
 */
export async function projectDurations(db: Database, days: OfficeDays): Promise<ProjectDurations[]> {
  const rows = await queryRows<{ type: ProjectType | null; projects: number; medianDays: number | null }>(
    db,
    sql`with finals as (
        select distinct on (${projectStages.projectId}) ${projectStages.projectId} as project_id,
          ${projectStages.state} as state, ${projectStages.completedOn} as completed_on
        from ${projectStages} order by ${projectStages.projectId}, ${projectStages.position} desc
      )
      select ${projects.type} as type, count(*)::int as projects,
        percentile_cont(0.5) within group (order by finals.completed_on - ${officeDate(projects.createdAt)})::float8
          as "medianDays"
      from finals join ${projects} on ${projects.id} = finals.project_id
      where finals.state = 'done' and finals.completed_on between ${days.from}::date and ${days.to}::date
      group by rollup(${projects.type})
      order by grouping(${projects.type}) desc, 2 desc, 1`,
  );
  return rows.map((row) => ({
    ...row,
    medianDays: row.medianDays === null ? null : Math.round(Number(row.medianDays) * 10) / 10,
  }));
}

/** The open projects of one type waiting in one stage, by whom the stage waits on. */
export interface ProjectsWaiting {
  type: ProjectType;
  stage: string;
  position: number;
  projects: number;
  on: Record<WaitingOn | "nobody", number>;
}

/**
 * Where the projects under way wait now (issue 30, decision 0202): each project's current stage (the first marked
 * current), by type and stage in the stages' order, counted by whom the stage waits on.
 */
export async function projectsWaiting(db: Database): Promise<ProjectsWaiting[]> {
  const on = (party: string) => sql.raw(`count(*) filter (where waiting_on = '${party}')::int`);
  const rows = await queryRows<Omit<ProjectsWaiting, "on"> & Record<WaitingOn | "nobody", number>>(
    db,
    sql`with current_stages as (
        select distinct on (${projectStages.projectId}) ${projectStages.projectId} as project_id,
          ${projectStages.name} as name, ${projectStages.position} as position, ${projectStages.waitingOn} as waiting_on
        from ${projectStages} where ${projectStages.state} = 'current'
        order by ${projectStages.projectId}, ${projectStages.position}
      )
      select ${projects.type} as type, current_stages.name as stage, current_stages.position as position,
        count(*)::int as projects, ${on("company")} as company, ${on("client")} as client,
        ${on("authority")} as authority, ${on("utility")} as utility,
        count(*) filter (where waiting_on is null)::int as nobody
      from current_stages join ${projects} on ${projects.id} = current_stages.project_id
      group by 1, 2, 3 order by 1, 3, 2`,
  );
  return rows.map(({ company, client, authority, utility, nobody, ...row }) => ({
    ...row,
    on: { company, client, authority, utility, nobody },
  }));
}
