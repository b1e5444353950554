import { DeviceIcon } from "@/components/ui/device-icon";
import { LatinText } from "@/components/ui/latin-text";
import type { ColleagueDetail } from "@/lib/contract/colleagues";
import { describeUserAgent } from "@/lib/security/user-agent";
import { JalaliDateTime } from "../shared/jalali-date-time";
import { DetailSection } from "./detail-section";

type Session = ColleagueDetail["sessions"][number];

function SessionRow({ session }: { session: Session }) {
  const { device, browser, handheld } = describeUserAgent(session.user_agent);
  return (
    <li className="flex items-start gap-3 py-3">
      <DeviceIcon handheld={handheld} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium">{`${device}، ${browser}`}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-xs leading-6 text-muted">
          <dt>نشانی</dt>
          <dd>{session.client_address ? <LatinText>{session.client_address}</LatinText> : "نامعلوم"}</dd>
          <dt>آغاز نشست</dt>
          <dd>
            <JalaliDateTime value={session.created_at} />
          </dd>
          <dt>آخرین استفاده</dt>
          <dd>{session.last_used_at ? <JalaliDateTime value={session.last_used_at} /> : "—"}</dd>
        </dl>
      </div>
    </li>
  );
}

/**
 * The colleague's open sessions: device and browser in Persian words, address, opened and last
 * used. Deactivating or deleting the colleague ends them at their next call.
 */
export function ColleagueSessions({ sessions }: { sessions: readonly Session[] }) {
  return (
    <DetailSection
      id="colleague-sessions"
      title="نشست‌های باز"
      description="دستگاه‌هایی که همکار اکنون با آن‌ها وارد پنل است. غیرفعال کردن همکار همهٔ آن‌ها را می‌بندد."
    >
      {sessions.length === 0 ? (
        <p className="py-2 text-sm text-muted">همکار اکنون در هیچ دستگاهی وارد نیست.</p>
      ) : (
        <ul aria-label="نشست‌های باز همکار" className="flex flex-col divide-y divide-border">
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
