import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { stageTemplates } from "#app/content/project-stages.ts";

/**
 * Generated projects for benchmarks, never real people: client accounts at seed.example (which cannot sign in:
 * their password hash is no hash), installation projects titled "Seed project", with stages, messages, document
 * metadata (no file bytes: lists never read them), updates and action items, written in bulk with SQL.
 */
export async function seedProjects(
  db: Database,
  counts: { clients: number; projects: number; messages: number; documents: number },
  projectManagerId: string,
) {
  await db.execute(sql`
    insert into users (first_name, last_name, email, username, password_hash, user_type, email_verified_at)
    select 'Seed', 'Client ' || n, 'seed-client-' || n || '@seed.example', 'seed_client_' || n, 'seed-no-password',
      'client', now()
    from generate_series(1, ${counts.clients}) as n`);
  await db.execute(sql`
    insert into projects (client_id, title, type, site_address, project_manager_id, updated_at)
    select c.id, 'Seed project ' || n, 'installation', n || ' Seed St, Redding, CA', ${projectManagerId}::uuid,
      now() - (n || ' minutes')::interval
    from generate_series(1, ${counts.projects}) as n
    join (select id, row_number() over (order by username) as k from users where email like '%@seed.example') c
      on c.k = 1 + (n % ${counts.clients})`);
  const stages = stageTemplates.installation;
  await db.execute(sql`
    insert into project_stages (project_id, position, name, explanation, state, waiting_on)
    select p.id, s.position, s.name, s.explanation,
      case when s.position < 3 then 'done' when s.position = 3 then 'current' else 'upcoming' end,
      case when s.position = 3 then 'authority' end
    from projects p
    cross join (select * from jsonb_to_recordset(${JSON.stringify(
      stages.map((stage, position) => ({ position, name: stage.name, explanation: stage.explanation })),
    )}::jsonb) as x(position int, name text, explanation text)) s
    where p.title like 'Seed project %'`);
  const seeded = sql`(select id, row_number() over (order by id) as k from projects where title like 'Seed project %')`;
  await db.execute(sql`
    insert into project_messages (project_id, author_side, body, created_at, read_at)
    select p.id, case when n % 2 = 0 then 'client' else 'staff' end, 'Seed message ' || n,
      now() - (n || ' seconds')::interval, case when n % 5 = 0 then null else now() end
    from generate_series(1, ${counts.messages}) as n
    join ${seeded} p on p.k = 1 + (n % ${counts.projects})`);
  await db.execute(sql`
    insert into project_documents (project_id, uploaded_by_side, name, category, content_type, size, sha256)
    select p.id, 'staff', 'seed-document-' || n || '.pdf', 'permit', 'application/pdf', 1000 + n, repeat('0', 64)
    from generate_series(1, ${counts.documents}) as n
    join ${seeded} p on p.k = 1 + (n % ${counts.projects})`);
  await db.execute(sql`
    insert into project_updates (project_id, body)
    select p.id, 'Seed update for ' || p.k from ${seeded} p`);
  await db.execute(sql`
    insert into project_action_items (project_id, title, kind, due_on)
    select p.id, 'Seed action item ' || p.k, 'upload', current_date + (p.k % 30 - 10)::int from ${seeded} p`);
}
