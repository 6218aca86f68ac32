import { LazyImage } from "#app/ui/lazy-image.tsx";
import { SeedNotice } from "#app/ui/seed-notice.tsx";
import type { TeamPageData } from "./company-data.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";

export function TeamPage({ data }: { data: TeamPageData }) {
  const { page: teamPage, seedNotice, members } = data;
  return (
    <div>
      <PageHeader heading={teamPage.heading} intro={teamPage.intro} />
      <div className="mx-auto max-w-5xl px-4 pb-16">
        <SeedNotice className="mt-10">{seedNotice}</SeedNotice>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((member, index) => (
            <li key={member.id} className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
              <LazyImage
                src={member.photoId}
                alt={`Illustrated portrait of ${member.name}`}
                sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
                // The first portrait is in the first screen on a phone and its largest paint.
                priority={index === 0}
              />
              <div className="p-6">
                <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{member.name}</h2>
                <p className="font-medium text-brand-700 dark:text-brand-300">{member.role}</p>
                <p className="mt-3 text-slate-700 dark:text-slate-300">{member.bio}</p>
                <h3 className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">Certifications</h3>
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
                  {member.certifications.map((certification) => (
                    <li key={certification}>{certification}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
