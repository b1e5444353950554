"use client";

import { Button } from "@/components/ui/button";
import { LatinText } from "@/components/ui/latin-text";
import type { ActiveSession } from "@/lib/contract/security";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { describeUserAgent } from "@/lib/security/user-agent";
import { DeviceIcon } from "@/components/ui/device-icon";

function Badge({ tone, children }: { tone: "primary" | "warning"; children: string }) {
  const colors = tone === "primary" ? "bg-primary-soft text-primary" : "bg-warning-soft text-warning";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${colors}`}>{children}</span>;
}

export interface SessionRowProps {
  session: ActiveSession;
  /** Absent when this session may not be ended here (this one, or support's read-only entry). */
  onEnd?: () => void;
}

/** A session's device and browser in a few words: «آیفون، سافاری ۱۷». */
export function sessionName(session: ActiveSession): string {
  const { device, browser } = describeUserAgent(session.user_agent);
  return `${device}، ${browser}`;
}

/** One live session: device and browser, address, when it was opened and last used. */
export function SessionRow({ session, onEnd }: SessionRowProps) {
  const { handheld } = describeUserAgent(session.user_agent);
  const name = sessionName(session);
  return (
    <li className="flex flex-wrap items-start gap-3 py-3" data-testid="session-row">
      <DeviceIcon handheld={handheld} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span>{name}</span>
          {session.current ? <Badge tone="primary">همین نشست</Badge> : null}
          {session.support ? <Badge tone="warning">ورود پشتیبان</Badge> : null}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-xs leading-6 text-muted">
          <dt>نشانی</dt>
          <dd>{session.client_address ? <LatinText>{session.client_address}</LatinText> : "نامعلوم"}</dd>
          <dt>آغاز نشست</dt>
          <dd>{formatJalaliDateTime(session.created_at)}</dd>
          <dt>آخرین استفاده</dt>
          <dd>{session.last_used_at ? formatJalaliDateTime(session.last_used_at) : "—"}</dd>
        </dl>
      </div>
      {onEnd ? (
        <Button variant="secondary" size="md" onClick={onEnd} aria-label={`پایان نشست ${name}`}>
          پایان نشست
        </Button>
      ) : null}
    </li>
  );
}
