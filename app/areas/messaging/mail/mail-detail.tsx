import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { Panel } from "#app/ui/panel.tsx";
import { recordLinkClass, textLinkClass } from "#app/ui/text-link.ts";
import { Timeline } from "#app/ui/timeline.tsx";
import type { MailDetail as Detail } from "./mail-detail.server.ts";
import { MailStatusBadge } from "./mail-status-badge.tsx";

/** A write on this mail (resend, retry): one button posting its intent and the mail's id. */
function MailActionButton({ mailId, intent, label }: { mailId: string; intent: string; label: string }) {
  const action = useFormAction(intent);
  return (
    <action.fetcher.Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="mailId" value={mailId} />
      <Button type="submit" variant="secondary" disabled={action.pending} className="w-fit">
        {action.pending ? "Saving..." : label}
      </Button>
      <FormNotice notice={action.notice} isError={action.noticeIsError} />
    </action.fetcher.Form>
  );
}

function deliveryLine(mail: Detail, mailServerSet: boolean): string {
  if (mail.sentAt) return `Sent ${formatOfficeTime(mail.sentAt)}`;
  if (mail.status === "failed") return "Not sent: every attempt failed";
  return mailServerSet ? `Next try ${formatOfficeTime(mail.nextAttemptAt)}` : "Waits for a mail server";
}

function Envelope({ mail, mailServerSet }: { mail: Detail; mailServerSet: boolean }) {
  const rows: [string, ReactNode][] = [
    ["To", mail.to],
    ...(mail.replyTo ? [["Reply-To", mail.replyTo] as [string, string]] : []),
    ["Subject", mail.subject],
    ["Kind", mail.kind],
    ["Queued", formatOfficeTime(mail.createdAt)],
    [
      "Status",
      <>
        <MailStatusBadge status={mail.status} /> <span className="text-sm">{deliveryLine(mail, mailServerSet)}</span>
      </>,
    ],
    ["Attempts", String(mail.attempts)],
    ...(mail.lastError ? [["Last error", mail.lastError] as [string, string]] : []),
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function MailLinks({ links }: { links: Detail["links"] }) {
  if (links.length === 0) return <p className="text-sm">This mail holds no links.</p>;
  return (
    <ul className="grid gap-2 text-sm">
      {links.map((link) => (
        <li key={link.url} className="break-all">
          {link.redacted ? (
            <>
              <span>{link.url}</span>{" "}
              <span className="text-slate-700 dark:text-slate-300">
                (holds the recipient&apos;s own key, not shown here: resend the mail to give it to them again)
              </span>
            </>
          ) : (
            <a href={link.url} rel="noopener noreferrer nofollow" target="_blank" className={textLinkClass}>
              {link.url}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * One mail of the outbox: its envelope and delivery, its plain-text body as text (the HTML body is never shown), its
 * web links, who resent it and when, and the buttons to resend it (a copy) or to retry it when it failed.
 */
export function MailDetail({ mail, mailServerSet }: { mail: Detail; mailServerSet: boolean }) {
  return (
    <div className="grid gap-6">
      <p className="text-sm">
        <Link to="/admin-crm/outbox" className={recordLinkClass}>
          ← Mail outbox
        </Link>
      </p>
      {mail.resendOf ? (
        <p role="note" className="text-sm">
          A resend of{" "}
          <Link to={`/admin-crm/outbox/${mail.resendOf}`} className={recordLinkClass}>
            {mail.resendOfSubject}
          </Link>{" "}
          by {mail.resentByName ?? "a former staff member"} on {formatOfficeTime(mail.createdAt)}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Panel title="Envelope">
            <Envelope mail={mail} mailServerSet={mailServerSet} />
          </Panel>
          <Panel title="Text">
            <pre className="font-sans text-sm break-words whitespace-pre-wrap">{mail.text}</pre>
          </Panel>
          <Panel title="Links in this mail">
            <MailLinks links={mail.links} />
          </Panel>
        </div>
        <div className="grid content-start gap-6">
          <Panel title="Send again">
            <div className="grid gap-4 text-sm">
              {mail.status === "queued" ? (
                <p>This mail is still waiting to be sent.</p>
              ) : (
                <>
                  <p>Resending queues a copy to {mail.to}; this mail stays as it was.</p>
                  <MailActionButton mailId={mail.id} intent="resend" label="Resend" />
                </>
              )}
              {mail.status === "failed" ? (
                <MailActionButton mailId={mail.id} intent="retry" label="Retry this mail" />
              ) : null}
            </div>
          </Panel>
          <Panel title="Resends">
            {mail.resends.length === 0 ? (
              <p className="text-sm">Not resent.</p>
            ) : (
              <Timeline
                entries={mail.resends.map((resend) => ({
                  key: resend.id,
                  what: (
                    <>
                      <Link to={`/admin-crm/outbox/${resend.id}`} className={recordLinkClass}>
                        Resent by {resend.resentByName ?? "a former staff member"}
                      </Link>{" "}
                      <MailStatusBadge status={resend.status} />
                    </>
                  ),
                  when: formatOfficeTime(resend.createdAt),
                }))}
              />
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
